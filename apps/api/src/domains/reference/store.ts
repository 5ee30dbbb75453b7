import { and, arrayContains, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  addressDistricts,
  addressStreets,
  advertisingLocations,
  advertisingTariffGroups,
  advertisingTariffItems,
  advertisingTariffs,
  advertisingTypes,
  constructionClasses,
  constructionTypes,
  ectActivityTypes,
  ectAnnualPrices,
  entertainmentPlaceTypes,
  entertainmentTypes,
  estateAbrasionShares,
  estateConstructionCosts,
  estateStreetValuations,
  estateTypes,
  estateUsageTypes,
  landTypes,
  landUnitValues,
  parameters,
  wearGroups,
} from '../../db/schema';
import { bytewise, containsAllWords, searchWords } from '../../db/turkish';

/** The data-access module of reference: public parameters, the yearly tax tables and the lists forms pick from. */

export type ParameterRow = typeof parameters.$inferSelect;
type EstateTypeKind = (typeof estateTypes.$inferSelect)['kind'];
type MunicipalityType = (typeof ectAnnualPrices.$inferSelect)['municipalityType'];
type BuildingGroup = (typeof ectAnnualPrices.$inferSelect)['buildingGroup'];
type Grade = (typeof ectAnnualPrices.$inferSelect)['grade'];

export async function publicParameter(db: Queryable, code: string) {
  const [row] = await db
    .select()
    .from(parameters)
    .where(and(eq(parameters.code, code), eq(parameters.isPublic, true)));
  return row;
}

/** The public parameters, of one group or of all. */
export function publicParameters(db: Queryable, group: string | undefined) {
  return db
    .select()
    .from(parameters)
    .where(group ? and(eq(parameters.isPublic, true), eq(parameters.groupCode, group)) : eq(parameters.isPublic, true))
    .orderBy(asc(parameters.groupCode), asc(parameters.code));
}

async function yearsOf(db: Queryable, column: PgColumn): Promise<number[]> {
  const rows = await db.selectDistinct({ year: column }).from(column.table).orderBy(asc(column));
  return rows.map((row) => Number(row.year));
}

export const streetValuationYears = (db: Queryable) => yearsOf(db, estateStreetValuations.year);
export const abrasionShareYears = (db: Queryable) => yearsOf(db, estateAbrasionShares.year);
export const constructionCostYears = (db: Queryable) => yearsOf(db, estateConstructionCosts.year);
export const advertisingTariffYears = (db: Queryable) => yearsOf(db, advertisingTariffs.year);
export const ectAnnualPriceYears = (db: Queryable) => yearsOf(db, ectAnnualPrices.year);

export interface StreetValuationQuery {
  year: number;
  districtCode?: string;
  streetCode?: string;
  search?: string;
  sortBy: 'street' | 'district' | 'value';
  sortDirection: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

/** One page of a year's land values by street, with the street and its district, and how many there are in all. */
export async function streetValuationPage(db: Queryable, query: StreetValuationQuery) {
  const where = and(
    eq(estateStreetValuations.year, query.year),
    query.districtCode ? eq(addressStreets.districtCode, query.districtCode) : undefined,
    query.streetCode ? eq(estateStreetValuations.streetCode, query.streetCode) : undefined,
    containsAllWords(addressStreets.searchName, searchWords(query.search)),
  );
  const direction = query.sortDirection;
  const order: SQL[] = {
    street: [bytewise(addressStreets.sortKey, direction), bytewise(addressDistricts.sortKey)],
    district: [bytewise(addressDistricts.sortKey, direction), bytewise(addressStreets.sortKey)],
    value: [
      direction === 'desc' ? desc(estateStreetValuations.unitValueKurus) : asc(estateStreetValuations.unitValueKurus),
      bytewise(addressStreets.sortKey),
    ],
  }[query.sortBy];

  const rows = await db
    .select({ valuation: estateStreetValuations, street: addressStreets, district: addressDistricts })
    .from(estateStreetValuations)
    .innerJoin(addressStreets, eq(addressStreets.code, estateStreetValuations.streetCode))
    .innerJoin(addressDistricts, eq(addressDistricts.code, addressStreets.districtCode))
    .where(where)
    .orderBy(...order, asc(estateStreetValuations.streetCode))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  const [{ total }] = await db
    .select({ total: count() })
    .from(estateStreetValuations)
    .innerJoin(addressStreets, eq(addressStreets.code, estateStreetValuations.streetCode))
    .where(where);
  return { rows, total };
}

export function abrasionSharesOf(db: Queryable, year: number, wearGroupCode: string | undefined) {
  return db
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
}

export function constructionTypesInOrder(db: Queryable) {
  return db.select().from(constructionTypes).orderBy(asc(constructionTypes.position));
}

export function constructionClassesInOrder(db: Queryable) {
  return db.select().from(constructionClasses).orderBy(asc(constructionClasses.position));
}

export function constructionCostsOf(
  db: Queryable,
  year: number,
  constructionTypeCode: string | undefined,
  constructionClassCode: string | undefined,
) {
  return db
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
}

export function advertisingTariffsOf(
  db: Queryable,
  year: number,
  groupCode: string | undefined,
  itemCode: string | undefined,
) {
  return db
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
}

export function advertisingTariffGroupsInOrder(db: Queryable) {
  return db.select().from(advertisingTariffGroups).orderBy(asc(advertisingTariffGroups.position));
}

export function advertisingTariffItemsInOrder(db: Queryable) {
  return db.select().from(advertisingTariffItems).orderBy(asc(advertisingTariffItems.position));
}

export function ectAnnualPricesOf(
  db: Queryable,
  year: number,
  filter: { municipalityType?: MunicipalityType; buildingGroup?: BuildingGroup; grade?: Grade },
) {
  return (
    db
      .select()
      .from(ectAnnualPrices)
      .where(
        and(
          eq(ectAnnualPrices.year, year),
          filter.municipalityType ? eq(ectAnnualPrices.municipalityType, filter.municipalityType) : undefined,
          filter.buildingGroup ? eq(ectAnnualPrices.buildingGroup, filter.buildingGroup) : undefined,
          filter.grade ? eq(ectAnnualPrices.grade, filter.grade) : undefined,
        ),
      )
      // "buyuksehir" before "diger", as the law's tariff lists them.
      .orderBy(asc(ectAnnualPrices.municipalityType), asc(ectAnnualPrices.buildingGroup), asc(ectAnnualPrices.grade))
  );
}

export function estateUsageTypesInOrder(db: Queryable) {
  return db.select().from(estateUsageTypes).orderBy(asc(estateUsageTypes.position));
}

/** The land types with the year's unit value of each (null where the year has none). */
export function landTypesWithUnitValues(db: Queryable, year: number) {
  return db
    .select({ land: landTypes, unitValueKurus: landUnitValues.unitValueKurus })
    .from(landTypes)
    .leftJoin(landUnitValues, and(eq(landUnitValues.landTypeCode, landTypes.code), eq(landUnitValues.year, year)))
    .orderBy(asc(landTypes.position));
}

export function estateTypesOf(db: Queryable, kind: EstateTypeKind | undefined) {
  return db
    .select()
    .from(estateTypes)
    .where(kind ? eq(estateTypes.kind, kind) : undefined)
    .orderBy(asc(estateTypes.position));
}

export function entertainmentPlaceTypesInOrder(db: Queryable) {
  return db.select().from(entertainmentPlaceTypes).orderBy(asc(entertainmentPlaceTypes.position));
}

/** The entertainment types allowed at a kind of place (those listing it, or listing none), or all of them. */
export function entertainmentTypesFor(db: Queryable, placeTypeCode: string | undefined) {
  return db
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
}

export function advertisingTypesWithUnits(db: Queryable) {
  return db
    .select({ type: advertisingTypes, unit: advertisingTariffItems.unit })
    .from(advertisingTypes)
    .innerJoin(advertisingTariffItems, eq(advertisingTariffItems.code, advertisingTypes.tariffItemCode))
    .orderBy(asc(advertisingTypes.position));
}

export function advertisingLocationsInOrder(db: Queryable) {
  return db.select().from(advertisingLocations).orderBy(asc(advertisingLocations.position));
}

/** The activity types whose names contain every one of the words searched for. */
export function ectActivityTypesMatching(db: Queryable, search: string | undefined) {
  return db
    .select()
    .from(ectActivityTypes)
    .where(containsAllWords(ectActivityTypes.searchName, searchWords(search)))
    .orderBy(bytewise(ectActivityTypes.sortKey));
}

/** A parameter's value, public or not. */
export async function parameterValueOf(db: Queryable, code: string): Promise<string | undefined> {
  const [row] = await db.select({ value: parameters.value }).from(parameters).where(eq(parameters.code, code));
  return row?.value;
}

/** Every parameter of a group, public or not. */
export function parametersInGroup(db: Queryable, group: string) {
  return db.select().from(parameters).where(eq(parameters.groupCode, group));
}
