import { type District, streetTypeNames } from '@ebelediye/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  addressCounties,
  addressDistricts,
  addressInnerDoors,
  addressOuterDoors,
  addressStreets,
} from '../../db/schema';
import { bytewise, containsAllWords, searchWords } from '../../db/turkish';
import { defineDomain } from '../../domain';
import { errors } from '../../errors';

type DistrictRow = typeof addressDistricts.$inferSelect;
type StreetRow = typeof addressStreets.$inferSelect;

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
  const rows = await db
    .select()
    .from(addressDistricts)
    .where(
      onlyActive
        ? and(eq(addressDistricts.countyCode, countyCode), eq(addressDistricts.isActive, true))
        : eq(addressDistricts.countyCode, countyCode),
    )
    .orderBy(bytewise(addressDistricts.sortKey));
  return rows.map(toDistrict);
}

export const addressDomain = defineDomain({
  name: 'address',
  handlers: {
    AddressGetCountyListWithoutAuthorization: async ({ cityCode }, { db, settings }) => {
      const rows = await db
        .select()
        .from(addressCounties)
        .where(eq(addressCounties.cityCode, cityCode ?? settings.public.CityCode))
        .orderBy(bytewise(addressCounties.sortKey));
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
      const [row] = await db
        .select({ district: addressDistricts, countyName: addressCounties.name })
        .from(addressDistricts)
        .innerJoin(addressCounties, eq(addressCounties.code, addressDistricts.countyCode))
        .where(eq(addressDistricts.code, districtCode));
      if (!row) throw errors.notFound(`${districtCode} kodlu bir mahalle bulunamadı.`);
      const [{ streets }] = await db
        .select({ streets: count() })
        .from(addressStreets)
        .where(eq(addressStreets.districtCode, districtCode));
      return { district: { ...toDistrict(row.district), countyName: row.countyName, streetCount: streets } };
    },

    GetStreetListWithoutAuthorization: async ({ districtCode, search }, { db }) => {
      const words = searchWords(search);
      const rows = await db
        .select()
        .from(addressStreets)
        .where(and(eq(addressStreets.districtCode, districtCode), containsAllWords(addressStreets.searchName, words)))
        .orderBy(bytewise(addressStreets.sortKey));
      return { streets: rows.map(toStreet) };
    },

    GetOuterDoorListWithoutAuthorization: async ({ streetCode }, { db }) => {
      const rows = await db
        .select({ door: addressOuterDoors, innerDoorCount: count(addressInnerDoors.code) })
        .from(addressOuterDoors)
        .leftJoin(addressInnerDoors, eq(addressInnerDoors.outerDoorCode, addressOuterDoors.code))
        .where(eq(addressOuterDoors.streetCode, streetCode))
        .groupBy(addressOuterDoors.code)
        .orderBy(asc(addressOuterDoors.doorSort), bytewise(addressOuterDoors.doorNo));
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
      const rows = await db
        .select()
        .from(addressInnerDoors)
        .where(eq(addressInnerDoors.outerDoorCode, outerDoorCode))
        .orderBy(asc(addressInnerDoors.doorSort), bytewise(addressInnerDoors.innerDoorNo));
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
