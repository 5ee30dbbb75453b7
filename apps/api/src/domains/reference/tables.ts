import { advertisingUnitNames, ectMunicipalityTypeNames, streetTypeNames } from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  addressDistricts,
  addressStreets,
  advertisingTariffGroups,
  advertisingTariffItems,
  advertisingTariffs,
  constructionClasses,
  constructionTypes,
  ectAnnualPrices,
  estateAbrasionShares,
  estateConstructionCosts,
  estateStreetValuations,
  wearGroups,
} from '../../db/schema';
import { bytewise, containsAllWords, searchWords } from '../../db/turkish';
import type { Handlers } from '../../domain';

// The yearly tables of domain/taxes.md. Each answers for one year — the one asked for, or the
// current year in Turkey — and says which years it has so the screens can offer them.

export function currentYear(now: Date): number {
  return Number(istanbulToday(now).slice(0, 4));
}

async function yearsOf(db: Database, column: PgColumn): Promise<number[]> {
  const rows = await db.selectDistinct({ year: column }).from(column.table).orderBy(asc(column));
  return rows.map((row) => Number(row.year));
}

/** "0–3", "4–5", …, "76 ve üzeri". */
export function ageBandLabel(from: number, to: number | null): string {
  return to === null ? `${from} ve üzeri` : `${from}–${to}`;
}

export const tableHandlers: Handlers = {
  RetrieveEstateStreetValuations: async (input, { db, now }) => {
    const year = input.year ?? currentYear(now());
    const where = and(
      eq(estateStreetValuations.year, year),
      input.districtCode ? eq(addressStreets.districtCode, input.districtCode) : undefined,
      input.streetCode ? eq(estateStreetValuations.streetCode, input.streetCode) : undefined,
      containsAllWords(addressStreets.searchName, searchWords(input.search)),
    );
    const direction = input.sortDirection;
    const order: SQL[] = {
      street: [bytewise(addressStreets.sortKey, direction), bytewise(addressDistricts.sortKey)],
      district: [bytewise(addressDistricts.sortKey, direction), bytewise(addressStreets.sortKey)],
      value: [
        direction === 'desc' ? desc(estateStreetValuations.unitValueKurus) : asc(estateStreetValuations.unitValueKurus),
        bytewise(addressStreets.sortKey),
      ],
    }[input.sortBy];

    const rows = await db
      .select({ valuation: estateStreetValuations, street: addressStreets, district: addressDistricts })
      .from(estateStreetValuations)
      .innerJoin(addressStreets, eq(addressStreets.code, estateStreetValuations.streetCode))
      .innerJoin(addressDistricts, eq(addressDistricts.code, addressStreets.districtCode))
      .where(where)
      .orderBy(...order, asc(estateStreetValuations.streetCode))
      .limit(input.pageSize)
      .offset(input.pageIndex * input.pageSize);
    const [{ total }] = await db
      .select({ total: count() })
      .from(estateStreetValuations)
      .innerJoin(addressStreets, eq(addressStreets.code, estateStreetValuations.streetCode))
      .where(where);

    return {
      year,
      years: await yearsOf(db, estateStreetValuations.year),
      items: rows.map(({ valuation, street, district }) => ({
        year: valuation.year,
        countyCode: district.countyCode,
        districtCode: district.code,
        districtName: district.name,
        streetCode: street.code,
        streetName: street.name,
        streetTypeName: streetTypeNames[street.type],
        unitValueKurus: valuation.unitValueKurus,
      })),
      totalCount: total,
      pageIndex: input.pageIndex,
      pageSize: input.pageSize,
    };
  },

  RetrieveEstateAbrasionShares: async ({ year: asked, wearGroupCode }, { db, now }) => {
    const year = asked ?? currentYear(now());
    const rows = await db
      .select({ share: estateAbrasionShares, group: wearGroups })
      .from(estateAbrasionShares)
      .innerJoin(wearGroups, eq(wearGroups.code, estateAbrasionShares.wearGroupCode))
      .where(
        and(
          eq(estateAbrasionShares.year, year),
          wearGroupCode ? eq(estateAbrasionShares.wearGroupCode, wearGroupCode) : undefined,
        ),
      )
      .orderBy(asc(wearGroups.position), asc(estateAbrasionShares.ageFrom));
    const types = await db.select().from(constructionTypes).orderBy(asc(constructionTypes.position));
    return {
      year,
      years: await yearsOf(db, estateAbrasionShares.year),
      items: rows.map(({ share, group }) => ({
        wearGroupCode: group.code,
        wearGroupName: group.name,
        constructionTypes: types
          .filter((type) => type.wearGroupCode === group.code)
          .map((type) => ({ code: type.code, name: type.name })),
        ageFrom: share.ageFrom,
        ageTo: share.ageTo,
        ageBand: ageBandLabel(share.ageFrom, share.ageTo),
        percent: share.percent,
      })),
    };
  },

  RetrieveEstateConstructionCost: async ({ year: asked, constructionTypeCode, constructionClassCode }, { db, now }) => {
    const year = asked ?? currentYear(now());
    const rows = await db
      .select({ cost: estateConstructionCosts, type: constructionTypes, class: constructionClasses })
      .from(estateConstructionCosts)
      .innerJoin(constructionTypes, eq(constructionTypes.code, estateConstructionCosts.constructionTypeCode))
      .innerJoin(constructionClasses, eq(constructionClasses.code, estateConstructionCosts.constructionClassCode))
      .where(
        and(
          eq(estateConstructionCosts.year, year),
          constructionTypeCode ? eq(estateConstructionCosts.constructionTypeCode, constructionTypeCode) : undefined,
          constructionClassCode ? eq(estateConstructionCosts.constructionClassCode, constructionClassCode) : undefined,
        ),
      )
      .orderBy(asc(constructionTypes.position), asc(constructionClasses.position));
    const [types, classes] = await Promise.all([
      db.select().from(constructionTypes).orderBy(asc(constructionTypes.position)),
      db.select().from(constructionClasses).orderBy(asc(constructionClasses.position)),
    ]);
    return {
      year,
      years: await yearsOf(db, estateConstructionCosts.year),
      constructionTypes: types.map(({ code, name }) => ({ code, name })),
      constructionClasses: classes.map(({ code, name }) => ({ code, name })),
      items: rows.map(({ cost, type, class: constructionClass }) => ({
        constructionTypeCode: type.code,
        constructionTypeName: type.name,
        constructionClassCode: constructionClass.code,
        constructionClassName: constructionClass.name,
        costPerM2Kurus: cost.costPerM2Kurus,
      })),
    };
  },

  GetAdvertisingTaxAnnualGroupTariffByProcessYear: async ({ year: asked, groupCode, itemCode }, { db, now }) => {
    const year = asked ?? currentYear(now());
    const rows = await db
      .select({ tariff: advertisingTariffs, group: advertisingTariffGroups, item: advertisingTariffItems })
      .from(advertisingTariffs)
      .innerJoin(advertisingTariffGroups, eq(advertisingTariffGroups.code, advertisingTariffs.groupCode))
      .innerJoin(advertisingTariffItems, eq(advertisingTariffItems.code, advertisingTariffs.itemCode))
      .where(
        and(
          eq(advertisingTariffs.year, year),
          groupCode ? eq(advertisingTariffs.groupCode, groupCode) : undefined,
          itemCode ? eq(advertisingTariffs.itemCode, itemCode) : undefined,
        ),
      )
      .orderBy(asc(advertisingTariffGroups.position), asc(advertisingTariffItems.position));
    const [groups, items] = await Promise.all([
      db.select().from(advertisingTariffGroups).orderBy(asc(advertisingTariffGroups.position)),
      db.select().from(advertisingTariffItems).orderBy(asc(advertisingTariffItems.position)),
    ]);
    return {
      year,
      years: await yearsOf(db, advertisingTariffs.year),
      groups: groups.map(({ code, name }) => ({ code, name })),
      tariffItems: items.map(({ code, name }) => ({ code, name })),
      items: rows.map(({ tariff, group, item }) => ({
        groupCode: group.code,
        groupName: group.name,
        itemCode: item.code,
        itemName: item.name,
        unit: item.unit,
        unitName: advertisingUnitNames[item.unit],
        amountKurus: tariff.amountKurus,
      })),
    };
  },

  RetrieveECTAnnualPrices: async ({ year: asked, municipalityType, buildingGroup, grade }, { db, now }) => {
    const year = asked ?? currentYear(now());
    const rows = await db
      .select()
      .from(ectAnnualPrices)
      .where(
        and(
          eq(ectAnnualPrices.year, year),
          municipalityType ? eq(ectAnnualPrices.municipalityType, municipalityType) : undefined,
          buildingGroup ? eq(ectAnnualPrices.buildingGroup, buildingGroup) : undefined,
          grade ? eq(ectAnnualPrices.grade, grade) : undefined,
        ),
      )
      // "buyuksehir" before "diger", as the law's tariff lists them.
      .orderBy(asc(ectAnnualPrices.municipalityType), asc(ectAnnualPrices.buildingGroup), asc(ectAnnualPrices.grade));
    return {
      year,
      years: await yearsOf(db, ectAnnualPrices.year),
      items: rows.map((row) => ({
        municipalityType: row.municipalityType,
        municipalityTypeName: ectMunicipalityTypeNames[row.municipalityType],
        buildingGroup: row.buildingGroup,
        grade: row.grade,
        amountKurus: row.amountKurus,
      })),
    };
  },
};
