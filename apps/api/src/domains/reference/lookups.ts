import { advertisingUnitNames, estateTaxClassNames } from '@ebelediye/contract';
import { and, arrayContains, asc, eq, or, sql } from 'drizzle-orm';
import {
  advertisingLocations,
  advertisingTariffItems,
  advertisingTypes,
  ectActivityTypes,
  entertainmentPlaceTypes,
  entertainmentTypes,
  estateTypes,
  estateUsageTypes,
  landTypes,
  landUnitValues,
} from '../../db/schema';
import { bytewise, containsAllWords, searchWords } from '../../db/turkish';
import type { Handlers } from '../../domain';
import { currentYear } from './tables';

// The lists the declaration forms of other screens pick from, in the municipality's own order.

const codeAndName = <T extends { code: string; name: string }>({ code, name }: T) => ({ code, name });

export const lookupHandlers: Handlers = {
  RetrieveEstateUsageTypes: async (_input, { db }) => ({
    items: (await db.select().from(estateUsageTypes).orderBy(asc(estateUsageTypes.position))).map(codeAndName),
  }),

  RetrieveLandTypes: async ({ year: asked }, { db, now }) => {
    const year = asked ?? currentYear(now());
    const rows = await db
      .select({ land: landTypes, unitValueKurus: landUnitValues.unitValueKurus })
      .from(landTypes)
      .leftJoin(landUnitValues, and(eq(landUnitValues.landTypeCode, landTypes.code), eq(landUnitValues.year, year)))
      .orderBy(asc(landTypes.position));
    return { year, items: rows.map(({ land, unitValueKurus }) => ({ ...codeAndName(land), unitValueKurus })) };
  },

  RetrieveEstateTypes: async ({ kind }, { db }) => {
    const rows = await db
      .select()
      .from(estateTypes)
      .where(kind ? eq(estateTypes.kind, kind) : undefined)
      .orderBy(asc(estateTypes.position));
    return {
      items: rows.map((row) => ({
        ...codeAndName(row),
        kind: row.kind,
        taxClass: row.taxClass,
        taxClassName: estateTaxClassNames[row.taxClass],
      })),
    };
  },

  RetrieveEntertainmentPlaceTypes: async (_input, { db }) => ({
    items: (await db.select().from(entertainmentPlaceTypes).orderBy(asc(entertainmentPlaceTypes.position))).map(
      codeAndName,
    ),
  }),

  RetrieveEntertainmentTypes: async ({ placeTypeCode }, { db }) => {
    const rows = await db
      .select()
      .from(entertainmentTypes)
      .where(
        placeTypeCode
          ? or(
              arrayContains(entertainmentTypes.placeTypeCodes, [placeTypeCode]),
              sql`cardinality(${entertainmentTypes.placeTypeCodes}) = 0`,
            )
          : undefined,
      )
      .orderBy(asc(entertainmentTypes.position));
    return {
      items: rows.map((row) => ({
        ...codeAndName(row),
        basis: row.basis,
        rateBasisPoints: row.rateBasisPoints,
        dailyAmountKurus: row.dailyAmountKurus,
        placeTypeCodes: row.placeTypeCodes,
      })),
    };
  },

  RetrieveAdvertisingTypes: async (_input, { db }) => {
    const rows = await db
      .select({ type: advertisingTypes, unit: advertisingTariffItems.unit })
      .from(advertisingTypes)
      .innerJoin(advertisingTariffItems, eq(advertisingTariffItems.code, advertisingTypes.tariffItemCode))
      .orderBy(asc(advertisingTypes.position));
    return {
      items: rows.map(({ type, unit }) => ({
        ...codeAndName(type),
        tariffItemCode: type.tariffItemCode,
        unit,
        unitName: advertisingUnitNames[unit],
      })),
    };
  },

  RetrieveAdvertisingTaxLocations: async (_input, { db }) => ({
    items: (await db.select().from(advertisingLocations).orderBy(asc(advertisingLocations.position))).map(codeAndName),
  }),

  RetrieveECTActivityTypes: async ({ search }, { db }) => {
    const rows = await db
      .select()
      .from(ectActivityTypes)
      .where(containsAllWords(ectActivityTypes.searchName, searchWords(search)))
      .orderBy(bytewise(ectActivityTypes.sortKey));
    return { items: rows.map((row) => ({ ...codeAndName(row), buildingGroup: row.buildingGroup })) };
  },
};
