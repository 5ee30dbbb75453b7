import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  addressStreets,
  advertisingLocations,
  advertisingTariffItems,
  advertisingTariffs,
  advertisingTypes,
  constructionTypes,
  declarationCounters,
  declarations,
  documents,
  ectActivityTypes,
  ectAnnualPrices,
  entertainmentPlaceTypes,
  entertainmentTypes,
  estateAbrasionShares,
  estateConstructionCosts,
  estateStreetValuations,
  estateTypes,
  estateZeroRateClaims,
  landUnitValues,
  parameters,
  revenueTypes,
} from '../../db/schema';

/**
 * The data-access module of declarations: the declarations, their numbers, documents and zero-rate
 * claims, and the tables of the year a declaration is computed from. Accruals and collections are
 * the debts domain's, read and added through its services.
 */

export type DeclarationRow = typeof declarations.$inferSelect;
export type NewDeclaration = typeof declarations.$inferInsert;
export type NewZeroRateClaim = typeof estateZeroRateClaims.$inferInsert;
export type NewDocument = typeof documents.$inferInsert;

// ---- Declarations --------------------------------------------------------------------------------

/** The next number of the year, counted in the caller's transaction. */
export async function drawDeclarationNo(db: Queryable, year: number): Promise<number> {
  const [row] = await db
    .insert(declarationCounters)
    .values({ year, lastNo: 1 })
    .onConflictDoUpdate({ target: declarationCounters.year, set: { lastNo: sql`${declarationCounters.lastNo} + 1` } })
    .returning({ lastNo: declarationCounters.lastNo });
  return row.lastNo;
}

export async function declarationById(db: Queryable, declarationId: number): Promise<DeclarationRow | undefined> {
  const [row] = await db.select().from(declarations).where(eq(declarations.id, declarationId));
  return row;
}

export async function declarationByRequestId(
  db: Queryable,
  registryOid: string,
  requestId: string,
): Promise<DeclarationRow | undefined> {
  const [row] = await db
    .select()
    .from(declarations)
    .where(and(eq(declarations.requestId, requestId), eq(declarations.registryOid, registryOid)));
  return row;
}

export async function declarationOfPeriod(
  db: Queryable,
  registryOid: string,
  periodKey: string,
): Promise<DeclarationRow | undefined> {
  const [row] = await db
    .select()
    .from(declarations)
    .where(and(eq(declarations.registryOid, registryOid), eq(declarations.periodKey, periodKey)));
  return row;
}

/** Inserts the declaration, or answers undefined when a unique index already holds the same one. */
export async function insertDeclaration(db: Queryable, row: NewDeclaration): Promise<DeclarationRow | undefined> {
  const [created] = await db.insert(declarations).values(row).onConflictDoNothing().returning();
  return created;
}

export async function insertZeroRateClaim(db: Queryable, row: NewZeroRateClaim): Promise<void> {
  await db.insert(estateZeroRateClaims).values(row);
}

export function declarationsOfRegistry(db: Queryable, registryOid: string): Promise<DeclarationRow[]> {
  return db
    .select()
    .from(declarations)
    .where(eq(declarations.registryOid, registryOid))
    .orderBy(desc(declarations.submittedAt));
}

/** What a registry's estate declarations of a year declared: another dwelling refuses a zero-rate claim. */
export function estateDeclarationInputsOfYear(db: Queryable, registryOid: string, year: number) {
  return db
    .select({ declarationNo: declarations.declarationNo, periodKey: declarations.periodKey, input: declarations.input })
    .from(declarations)
    .where(
      and(eq(declarations.registryOid, registryOid), eq(declarations.year, year), eq(declarations.kind, 'estate')),
    );
}

/** What a registry's estate declarations of a year computed: the arazi exemption they used. */
export function estateComputationsOfYear(db: Queryable, registryOid: string, year: number) {
  return db
    .select({ computation: declarations.computation })
    .from(declarations)
    .where(
      and(eq(declarations.registryOid, registryOid), eq(declarations.year, year), eq(declarations.kind, 'estate')),
    );
}

// ---- Documents -----------------------------------------------------------------------------------

export async function parameterValue(db: Queryable, code: string): Promise<string | undefined> {
  const [row] = await db.select({ value: parameters.value }).from(parameters).where(eq(parameters.code, code));
  return row?.value;
}

export async function insertDocument(db: Queryable, row: NewDocument): Promise<void> {
  await db.insert(documents).values(row);
}

export async function documentById(db: Queryable, fileId: string) {
  const [row] = await db.select().from(documents).where(eq(documents.id, fileId));
  return row;
}

/** Moves the registry's unattached uploads among `ids` onto the declaration; answers the ids moved. */
export function attachUploads(db: Queryable, registryOid: string, declarationId: number, ids: string[]) {
  return db
    .update(documents)
    .set({ key: 'Declaration_UploadList', declarationId })
    .where(and(inArray(documents.id, ids), eq(documents.registryOid, registryOid), isNull(documents.declarationId)))
    .returning({ id: documents.id });
}

/** The files attached to these declarations of the registry, oldest first. */
export function documentsOfDeclarations(db: Queryable, registryOid: string, declarationIds: number[]) {
  return db
    .select({
      declarationId: documents.declarationId,
      fileId: documents.id,
      fileName: documents.fileName,
      mimeType: documents.mimeType,
      sizeBytes: documents.sizeBytes,
    })
    .from(documents)
    .where(and(eq(documents.registryOid, registryOid), inArray(documents.declarationId, declarationIds)))
    .orderBy(asc(documents.createdAt));
}

// ---- The tables of the year ------------------------------------------------------------------------

/** The municipality's tax parameters (the VERGI group). */
export function taxParameters(db: Queryable) {
  return db.select().from(parameters).where(eq(parameters.groupCode, 'VERGI'));
}

export function revenueTypeNames(db: Queryable) {
  return db.select({ code: revenueTypes.code, name: revenueTypes.name }).from(revenueTypes);
}

export function estateTypeCodesOfClass(db: Queryable, taxClass: (typeof estateTypes.$inferSelect)['taxClass']) {
  return db.select({ code: estateTypes.code }).from(estateTypes).where(eq(estateTypes.taxClass, taxClass));
}

export function landUnitValue(db: Queryable, year: number, landTypeCode: string) {
  return db
    .select()
    .from(landUnitValues)
    .where(and(eq(landUnitValues.year, year), eq(landUnitValues.landTypeCode, landTypeCode)));
}

export function streetValuation(db: Queryable, year: number, streetCode: string) {
  return db
    .select({ unit: estateStreetValuations.unitValueKurus, name: addressStreets.name })
    .from(estateStreetValuations)
    .innerJoin(addressStreets, eq(addressStreets.code, estateStreetValuations.streetCode))
    .where(and(eq(estateStreetValuations.year, year), eq(estateStreetValuations.streetCode, streetCode)));
}

export function estateTypeByCode(db: Queryable, code: string) {
  return db.select().from(estateTypes).where(eq(estateTypes.code, code));
}

export function constructionCost(
  db: Queryable,
  year: number,
  constructionTypeCode: string,
  constructionClassCode: string,
) {
  return db
    .select()
    .from(estateConstructionCosts)
    .where(
      and(
        eq(estateConstructionCosts.year, year),
        eq(estateConstructionCosts.constructionTypeCode, constructionTypeCode),
        eq(estateConstructionCosts.constructionClassCode, constructionClassCode),
      ),
    );
}

export function constructionTypeByCode(db: Queryable, code: string) {
  return db.select().from(constructionTypes).where(eq(constructionTypes.code, code));
}

/** The wear bands of a year and wear group, youngest first. */
export function abrasionBands(db: Queryable, year: number, wearGroupCode: string) {
  return db
    .select()
    .from(estateAbrasionShares)
    .where(and(eq(estateAbrasionShares.year, year), eq(estateAbrasionShares.wearGroupCode, wearGroupCode)))
    .orderBy(asc(estateAbrasionShares.ageFrom));
}

export function entertainmentTypeByCode(db: Queryable, code: string) {
  return db.select().from(entertainmentTypes).where(eq(entertainmentTypes.code, code));
}

export function entertainmentPlaceTypeByCode(db: Queryable, code: string) {
  return db.select().from(entertainmentPlaceTypes).where(eq(entertainmentPlaceTypes.code, code));
}

export function advertisingTypeByCode(db: Queryable, code: string) {
  return db.select().from(advertisingTypes).where(eq(advertisingTypes.code, code));
}

export function advertisingTariffItemByCode(db: Queryable, code: string) {
  return db.select().from(advertisingTariffItems).where(eq(advertisingTariffItems.code, code));
}

export function advertisingLocationByCode(db: Queryable, code: string) {
  return db.select().from(advertisingLocations).where(eq(advertisingLocations.code, code));
}

export function advertisingTariff(db: Queryable, year: number, groupCode: string, itemCode: string) {
  return db
    .select()
    .from(advertisingTariffs)
    .where(
      and(
        eq(advertisingTariffs.year, year),
        eq(advertisingTariffs.groupCode, groupCode),
        eq(advertisingTariffs.itemCode, itemCode),
      ),
    );
}

export function ectActivityTypeByCode(db: Queryable, code: string) {
  return db.select().from(ectActivityTypes).where(eq(ectActivityTypes.code, code));
}

export function ectAnnualPrice(
  db: Queryable,
  year: number,
  municipalityType: (typeof ectAnnualPrices.$inferSelect)['municipalityType'],
  buildingGroup: number,
  grade: number,
) {
  return db
    .select()
    .from(ectAnnualPrices)
    .where(
      and(
        eq(ectAnnualPrices.year, year),
        eq(ectAnnualPrices.municipalityType, municipalityType),
        eq(ectAnnualPrices.buildingGroup, buildingGroup),
        eq(ectAnnualPrices.grade, grade),
      ),
    );
}
