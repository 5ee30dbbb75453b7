import { advertisingUnitNames, ectMunicipalityTypeNames, streetTypeNames } from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import type { Handlers } from '../../domain';
import {
  abrasionShareYears,
  abrasionSharesOf,
  advertisingTariffGroupsInOrder,
  advertisingTariffItemsInOrder,
  advertisingTariffsOf,
  advertisingTariffYears,
  constructionClassesInOrder,
  constructionCostsOf,
  constructionCostYears,
  constructionTypesInOrder,
  ectAnnualPricesOf,
  ectAnnualPriceYears,
  streetValuationPage,
  streetValuationYears,
} from './store';

// The yearly tables of domain/taxes.md. Each answers for one year — the one asked for, or the
// current year in Turkey — and says which years it has so the screens can offer them.

export function currentYear(now: Date): number {
  return Number(istanbulToday(now).slice(0, 4));
}

/** "0–3", "4–5", …, "76 ve üzeri". */
export function ageBandLabel(from: number, to: number | null): string {
  return to === null ? `${from} ve üzeri` : `${from}–${to}`;
}

export const tableHandlers: Handlers = {
  RetrieveEstateStreetValuations: async (input, { db, now }) => {
    const year = input.year ?? currentYear(now());
    const { rows, total } = await streetValuationPage(db, { ...input, year });

    return {
      year,
      years: await streetValuationYears(db),
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
    const rows = await abrasionSharesOf(db, year, wearGroupCode);
    const types = await constructionTypesInOrder(db);
    return {
      year,
      years: await abrasionShareYears(db),
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
    const rows = await constructionCostsOf(db, year, constructionTypeCode, constructionClassCode);
    const [types, classes] = await Promise.all([constructionTypesInOrder(db), constructionClassesInOrder(db)]);
    return {
      year,
      years: await constructionCostYears(db),
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
    const rows = await advertisingTariffsOf(db, year, groupCode, itemCode);
    const [groups, items] = await Promise.all([advertisingTariffGroupsInOrder(db), advertisingTariffItemsInOrder(db)]);
    return {
      year,
      years: await advertisingTariffYears(db),
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
    const rows = await ectAnnualPricesOf(db, year, { municipalityType, buildingGroup, grade });
    return {
      year,
      years: await ectAnnualPriceYears(db),
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
