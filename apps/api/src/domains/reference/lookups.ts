import { advertisingUnitNames, estateTaxClassNames } from '@ebelediye/contract';
import type { Handlers } from '../../domain';
import {
  advertisingLocationsInOrder,
  advertisingTypesWithUnits,
  ectActivityTypesMatching,
  entertainmentPlaceTypesInOrder,
  entertainmentTypesFor,
  estateTypesOf,
  estateUsageTypesInOrder,
  landTypesWithUnitValues,
} from './store';
import { currentYear } from './tables';

// The lists the declaration forms of other screens pick from, in the municipality's own order.

const codeAndName = <T extends { code: string; name: string }>({ code, name }: T) => ({ code, name });

export const lookupHandlers: Handlers = {
  RetrieveEstateUsageTypes: async (_input, { db }) => ({
    items: (await estateUsageTypesInOrder(db)).map(codeAndName),
  }),

  RetrieveLandTypes: async ({ year: asked }, { db, now }) => {
    const year = asked ?? currentYear(now());
    const rows = await landTypesWithUnitValues(db, year);
    return { year, items: rows.map(({ land, unitValueKurus }) => ({ ...codeAndName(land), unitValueKurus })) };
  },

  RetrieveEstateTypes: async ({ kind }, { db }) => {
    const rows = await estateTypesOf(db, kind);
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
    items: (await entertainmentPlaceTypesInOrder(db)).map(codeAndName),
  }),

  RetrieveEntertainmentTypes: async ({ placeTypeCode }, { db }) => {
    const rows = await entertainmentTypesFor(db, placeTypeCode);
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
    const rows = await advertisingTypesWithUnits(db);
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
    items: (await advertisingLocationsInOrder(db)).map(codeAndName),
  }),

  RetrieveECTActivityTypes: async ({ search }, { db }) => {
    const rows = await ectActivityTypesMatching(db, search);
    return { items: rows.map((row) => ({ ...codeAndName(row), buildingGroup: row.buildingGroup })) };
  },
};
