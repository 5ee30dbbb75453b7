import { type District, streetTypeNames } from '@ebelediye/contract';
import type { Database } from '../../db/client';
import { searchWords } from '../../db/turkish';
import { defineDomain } from '../../domain';
import { errors } from '../../errors';
import {
  countiesOfCity,
  districtRowsOf,
  type DistrictRow,
  districtWithCountyName,
  innerDoorsOf,
  outerDoorsOf,
  streetCountOf,
  streetsOf,
  type StreetRow,
} from './store';

const usageNames = { konut: 'Konut', isyeri: 'İşyeri' } as const;

function toDistrict(row: DistrictRow): District {
  return { code: row.code, name: row.name, countyCode: row.countyCode, isActive: row.isActive };
}

function toStreet(row: StreetRow) {
  return {
    code: row.code,
    name: row.name,
    type: row.type,
    typeName: streetTypeNames[row.type],
    districtCode: row.districtCode,
  };
}

async function districtsOf(db: Database, countyCode: string, onlyActive: boolean): Promise<District[]> {
  const rows = await districtRowsOf(db, countyCode, onlyActive);
  return rows.map(toDistrict);
}

export const addressDomain = defineDomain({
  name: 'address',
  handlers: {
    AddressGetCountyListWithoutAuthorization: async ({ cityCode }, { db, settings }) => {
      const rows = await countiesOfCity(db, cityCode ?? settings.public.CityCode);
      return { counties: rows.map((row) => ({ code: row.code, name: row.name, cityCode: row.cityCode })) };
    },

    GetDistrictListWithoutAuthorization: async ({ countyCode }, { db, settings }) => ({
      districts: await districtsOf(db, countyCode ?? settings.public.CountyCode, false),
    }),

    GetDistrictListFromActiveAddressSource: async ({ countyCode }, { db, settings }) => ({
      districts: await districtsOf(db, countyCode ?? settings.public.CountyCode, true),
    }),

    GetDistrictListViaCountyCode: async ({ countyCode }, { db }) => ({
      districts: await districtsOf(db, countyCode, false),
    }),

    GetDistrictByCode: async ({ districtCode }, { db }) => {
      const row = await districtWithCountyName(db, districtCode);
      if (!row) throw errors.notFound(`${districtCode} kodlu bir mahalle bulunamadı.`);
      const streets = await streetCountOf(db, districtCode);
      return { district: { ...toDistrict(row.district), countyName: row.countyName, streetCount: streets } };
    },

    GetStreetListWithoutAuthorization: async ({ districtCode, search }, { db }) => {
      const words = searchWords(search);
      const rows = await streetsOf(db, districtCode, words);
      return { streets: rows.map(toStreet) };
    },

    GetOuterDoorListWithoutAuthorization: async ({ streetCode }, { db }) => {
      const rows = await outerDoorsOf(db, streetCode);
      return {
        outerDoors: rows.map(({ door, innerDoorCount }) => ({
          code: door.code,
          doorNo: door.doorNo,
          buildingName: door.buildingName,
          streetCode: door.streetCode,
          innerDoorCount,
        })),
      };
    },

    GetConcreteInnerDoorListWithoutAuthorization: async ({ outerDoorCode }, { db }) => {
      const rows = await innerDoorsOf(db, outerDoorCode);
      return {
        innerDoors: rows.map((row) => ({
          code: row.code,
          innerDoorNo: row.innerDoorNo,
          usage: row.usage,
          usageName: usageNames[row.usage],
          outerDoorCode: row.outerDoorCode,
        })),
      };
    },

    GetAddressParameter: async (_input, { settings }) => ({
      cityCode: settings.public.CityCode,
      cityName: settings.public.CityName,
      countyCode: settings.public.CountyCode,
      countyName: settings.public.CountyName,
      addressSource: 'UAVT',
      addressSourceName: 'Ulusal Adres Veri Tabanı (belediyedeki kopyası)',
      levels: [
        { code: 'county', name: 'İlçe' },
        { code: 'district', name: 'Mahalle' },
        { code: 'street', name: 'Cadde/Sokak' },
        { code: 'outerDoor', name: 'Dış kapı no' },
        { code: 'innerDoor', name: 'İç kapı no' },
      ],
    }),
  },
});
