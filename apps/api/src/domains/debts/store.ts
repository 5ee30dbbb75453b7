import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import { queriesPerDatabase } from '../../db/cache';
import type { Queryable, Transaction } from '../../db/client';
import {
  accrualHolds,
  accruals,
  collectionLines,
  collections,
  registries as registryTable,
  revenueTypes,
  subscriptions,
} from '../../db/schema';

/**
 * The data-access module of debts: the accruals, their holds, the collections and their lines, read
 * and written here only. Other domains add accruals and collect them through the debts services
 * (accruals.ts, collecting.ts), never through these functions.
 */

export type AccrualRow = typeof accruals.$inferSelect;
export type NewAccrual = typeof accruals.$inferInsert;
export type CollectionRow = typeof collections.$inferSelect;

// ---- The debt list -------------------------------------------------------------------------------

export interface DebtFilter {
  revenueCodes?: string[];
  feesOnly?: boolean;
  accrualIds?: number[];
}

/** What a debt shows, and no more: every column read is parsed and mapped on every request. */
const openAccrualColumns = {
  accrual: {
    id: accruals.id,
    revenueCode: accruals.revenueCode,
    year: accruals.year,
    installment: accruals.installment,
    dueDate: accruals.dueDate,
    principalKurus: accruals.principalKurus,
    paidKurus: accruals.paidKurus,
    description: accruals.description,
    subscriberNo: accruals.subscriberNo,
  },
  revenueName: revenueTypes.name,
  lateInterest: revenueTypes.lateInterest,
  heldBy: accrualHolds.orderNo,
};

function selectOpenAccruals(db: Queryable, ...conditions: SQL[]) {
  return (
    db
      .select(openAccrualColumns)
      .from(accruals)
      .innerJoin(revenueTypes, eq(revenueTypes.code, accruals.revenueCode))
      .leftJoin(accrualHolds, eq(accrualHolds.accrualId, accruals.id))
      // An accrual taken into a restructuring plan, or a broken plan's cancelled installment, is not owed as such.
      .where(
        and(
          gt(accruals.principalKurus, accruals.paidKurus),
          isNull(accruals.restructuringPlanId),
          isNull(accruals.cancelledAt),
          ...conditions,
        ),
      )
      .orderBy(asc(accruals.dueDate), asc(accruals.id))
  );
}

/** The debt list every citizen opens, prepared once per database; filtered lists are built per call. */
const debtQueries = queriesPerDatabase((db) => ({
  openAccruals: selectOpenAccruals(db, eq(accruals.registryOid, sql.placeholder('registryOid'))).prepare(
    'open_accruals_of_registry',
  ),
}));

/** Every open accrual of a registry (the prepared query). */
export function openAccrualsOf(db: Queryable, registryOid: string) {
  return debtQueries(db).openAccruals.execute({ registryOid });
}

/** The open accruals of a registry that pass the filter. */
export function filteredOpenAccrualsOf(db: Queryable, registryOid: string, filter: DebtFilter) {
  const conditions: SQL[] = [eq(accruals.registryOid, registryOid)];
  if (filter.revenueCodes?.length) conditions.push(inArray(accruals.revenueCode, filter.revenueCodes));
  if (filter.feesOnly) conditions.push(eq(revenueTypes.isFee, true));
  if (filter.accrualIds) conditions.push(inArray(accruals.id, filter.accrualIds.length ? filter.accrualIds : [-1]));
  return selectOpenAccruals(db, ...conditions);
}

/** Every accrual of a registry (of one year, when given), with its revenue's name: "Tüm tahakkuklar". */
export function accrualsOfRegistry(db: Queryable, registryOid: string, year: number | undefined) {
  return db
    .select({ accrual: accruals, revenueName: revenueTypes.name })
    .from(accruals)
    .innerJoin(revenueTypes, eq(revenueTypes.code, accruals.revenueCode))
    .where(
      year
        ? and(eq(accruals.registryOid, registryOid), eq(accruals.year, year))
        : eq(accruals.registryOid, registryOid),
    )
    .orderBy(desc(accruals.year), asc(accruals.dueDate), asc(accruals.id));
}

// ---- Accruals as other domains see them ----------------------------------------------------------

export function insertAccruals(db: Queryable, rows: NewAccrual[]): Promise<AccrualRow[]> {
  return db.insert(accruals).values(rows).returning();
}

/** The accruals one source created (`declaration:<id>`, `restructuring:<planNo>` …), by due date. */
export function accrualsFromSource(db: Queryable, source: string) {
  return db.select().from(accruals).where(eq(accruals.source, source)).orderBy(asc(accruals.dueDate), asc(accruals.id));
}

/** What is owed and paid on each accrual of a registry whose source starts with `sourcePrefix`. */
export function amountsBySourcePrefix(db: Queryable, registryOid: string, sourcePrefix: string) {
  return db
    .select({ source: accruals.source, principal: accruals.principalKurus, paid: accruals.paidKurus })
    .from(accruals)
    .where(and(eq(accruals.registryOid, registryOid), like(accruals.source, `${sourcePrefix}%`)));
}

// ---- Accruals as restructuring, subscriptions and payments read them ---------------------------------

export async function accrualRowById(db: Queryable, accrualId: number): Promise<AccrualRow | undefined> {
  const [row] = await db.select().from(accruals).where(eq(accruals.id, accrualId));
  return row;
}

/** An accrual with the payment holding it, if any. */
export async function accrualRowWithHold(db: Queryable, accrualId: number) {
  const [row] = await db
    .select({ accrual: accruals, heldBy: accrualHolds.orderNo })
    .from(accruals)
    .leftJoin(accrualHolds, eq(accrualHolds.accrualId, accruals.id))
    .where(eq(accruals.id, accrualId));
  return row;
}

/** Which of these accruals of the registry are taken into a restructuring plan. */
export function restructuredAccrualRows(db: Queryable, registryOid: string, accrualIds: number[]) {
  return db
    .select({ id: accruals.id })
    .from(accruals)
    .where(
      and(
        inArray(accruals.id, accrualIds),
        eq(accruals.registryOid, registryOid),
        isNotNull(accruals.restructuringPlanId),
      ),
    );
}

/** The accruals, locked for the caller's transaction. */
export function lockedAccrualRows(tx: Transaction, accrualIds: number[]) {
  return tx.select().from(accruals).where(inArray(accruals.id, accrualIds)).for('update');
}

/** Those of the accruals neither restructured nor cancelled, locked. */
export function lockedCollectableAccrualIds(tx: Transaction, accrualIds: number[]) {
  return tx
    .select({ id: accruals.id })
    .from(accruals)
    .where(and(inArray(accruals.id, accrualIds), isNull(accruals.restructuringPlanId), isNull(accruals.cancelledAt)))
    .for('update');
}

/** Those of the accruals neither restructured nor cancelled, locked, by due date. */
export function lockedOpenAccrualRows(tx: Transaction, accrualIds: number[]) {
  return tx
    .select()
    .from(accruals)
    .where(and(inArray(accruals.id, accrualIds), isNull(accruals.cancelledAt), isNull(accruals.restructuringPlanId)))
    .orderBy(asc(accruals.dueDate), asc(accruals.id))
    .for('update');
}

/** An accrual of the registry, revenue and description still owed (a fee asked for twice is one). */
export async function owedAccrualRow(db: Queryable, registryOid: string, revenueCode: string, description: string) {
  const [row] = await db
    .select()
    .from(accruals)
    .where(
      and(
        eq(accruals.registryOid, registryOid),
        eq(accruals.revenueCode, revenueCode),
        eq(accruals.description, description),
        gt(accruals.principalKurus, accruals.paidKurus),
      ),
    );
  return row;
}

/** Takes the accruals into a restructuring plan: they stop being owed as such. */
export async function setRestructuringPlanOf(tx: Queryable, accrualIds: number[], planId: number): Promise<void> {
  await tx.update(accruals).set({ restructuringPlanId: planId }).where(inArray(accruals.id, accrualIds));
}

/** Gives an accrual back from its plan, counting `offsetKurus` of it as paid. */
export async function addPaidAndClearPlan(tx: Queryable, accrualId: number, offsetKurus: number): Promise<void> {
  await tx
    .update(accruals)
    .set({ paidKurus: sql`${accruals.paidKurus} + ${offsetKurus}`, restructuringPlanId: null })
    .where(eq(accruals.id, accrualId));
}

/** Raises an accrual's paid amount by `kurus` without a collection (a deposit offset). */
export async function addPaid(tx: Queryable, accrualId: number, kurus: number): Promise<void> {
  await tx
    .update(accruals)
    .set({ paidKurus: sql`${accruals.paidKurus} + ${kurus}` })
    .where(eq(accruals.id, accrualId));
}

// ---- The collecting rule ---------------------------------------------------------------------------

/** The accruals' state the rule reads, under a row lock taken in id order. */
export function lockedAccrualStates(tx: Transaction, ids: number[]) {
  return tx
    .select({
      id: accruals.id,
      principalKurus: accruals.principalKurus,
      paidKurus: accruals.paidKurus,
      restructuringPlanId: accruals.restructuringPlanId,
      cancelledAt: accruals.cancelledAt,
    })
    .from(accruals)
    .where(inArray(accruals.id, ids))
    .orderBy(asc(accruals.id))
    .for('update');
}

export function holdsOn(db: Queryable, accrualIds: number[]) {
  return db
    .select({ accrualId: accrualHolds.accrualId, orderNo: accrualHolds.orderNo })
    .from(accrualHolds)
    .where(inArray(accrualHolds.accrualId, accrualIds));
}

/** One hold on any of the accruals, if there is one. */
export function firstHoldOn(db: Queryable, accrualIds: number[]) {
  return db
    .select({ accrualId: accrualHolds.accrualId })
    .from(accrualHolds)
    .where(inArray(accrualHolds.accrualId, accrualIds))
    .limit(1);
}

/** Holds the accruals nobody holds for `orderNo`; answers which of them `orderNo` holds now. */
export async function insertHolds(tx: Transaction, orderNo: string, accrualIds: number[], now: Date) {
  await tx
    .insert(accrualHolds)
    .values(accrualIds.map((accrualId) => ({ accrualId, orderNo, heldAt: now })))
    .onConflictDoNothing();
  return tx
    .select({ accrualId: accrualHolds.accrualId })
    .from(accrualHolds)
    .where(and(inArray(accrualHolds.accrualId, accrualIds), sql`${accrualHolds.orderNo} = ${orderNo}`));
}

export async function deleteHoldsOf(db: Queryable, orderNo: string): Promise<void> {
  await db.delete(accrualHolds).where(sql`${accrualHolds.orderNo} = ${orderNo}`);
}

export interface CollectionToPost {
  registryOid: string;
  typeCode: number;
  orderNo: string | null;
  receiptNo: string;
  holder: string | null;
  /** A collection that is already a fact (a counter's): no payment's hold stands in its way. */
  overridesHolds?: boolean;
  totalKurus: number;
  collectedAt: Date;
  lines: { accrualId: number; principalKurus: number; interestKurus: number }[] | SQL;
}

/**
 * Posts a collection and its lines and raises the accruals' paid amounts in one statement, each
 * accrual's update re-checking the collecting rule; answers the collection's id, how many lines there
 * were and how many accruals the rule let be paid. The holder's holds are released in it.
 */
export async function postCollection(
  tx: Transaction,
  collection: CollectionToPost,
): Promise<{ id: number; paid: number; items: number }> {
  const items = Array.isArray(collection.lines)
    ? sql`select * from jsonb_to_recordset(${JSON.stringify(collection.lines.map((line) => ({ accrual_id: line.accrualId, principal_kurus: line.principalKurus, interest_kurus: line.interestKurus })))}::jsonb)
        as item(accrual_id bigint, principal_kurus bigint, interest_kurus bigint)`
    : collection.lines;
  // Data-modifying CTEs all run on one snapshot; the accruals' update re-evaluates its WHERE on a row a
  // concurrent transaction changed (READ COMMITTED), so the rule holds against a restructuring, a
  // cancellation or another collection committed meanwhile. A hold taken meanwhile by another
  // attempt is not seen here; that attempt's own collection is then the one the rule refuses.
  const { rows } = (await tx.execute(sql`
    with items as (${items}),
    collection as (
      insert into ${collections} (receipt_no, registry_oid, collected_at, type_code, order_no, total_kurus)
      values (${collection.receiptNo}, ${collection.registryOid}, ${sql.param(collection.collectedAt, collections.collectedAt)}, ${collection.typeCode}, ${collection.orderNo}, ${collection.totalKurus})
      returning id
    ), lines as (
      insert into ${collectionLines} (collection_id, accrual_id, principal_kurus, interest_kurus)
      select collection.id, items.accrual_id, items.principal_kurus, items.interest_kurus from collection, items
    ), paid as (
      update ${accruals} set paid_kurus = ${accruals}.paid_kurus + items.principal_kurus
      from items
      where ${accruals}.id = items.accrual_id
        and ${accruals}.cancelled_at is null
        and ${accruals}.restructuring_plan_id is null
        and ${accruals}.principal_kurus - ${accruals}.paid_kurus >= items.principal_kurus
        ${collection.overridesHolds ? sql`` : sql`and not exists (select 1 from ${accrualHolds} h where h.accrual_id = ${accruals}.id and h.order_no is distinct from ${collection.holder})`}
      returning ${accruals}.id
    ), released as (
      delete from ${accrualHolds} where ${collection.holder === null ? sql`false` : sql`order_no = ${collection.holder}`}
    )
    select (select id from collection) as id, (select count(*) from paid) as paid, (select count(*) from items) as items`)) as unknown as {
    rows: { id: string | number; paid: string | number; items: string | number }[];
  };
  const [row] = rows;
  return { id: Number(row.id), paid: Number(row.paid), items: Number(row.items) };
}

export async function markAccrualsCancelled(db: Queryable, accrualIds: number[], now: Date): Promise<void> {
  await db
    .update(accruals)
    .set({ cancelledAt: now })
    .where(and(inArray(accruals.id, accrualIds), isNull(accruals.cancelledAt)));
}

// ---- Collections -----------------------------------------------------------------------------------

export interface CollectionLineView {
  accrualId: number;
  description: string;
  principalKurus: number;
  interestKurus: number;
}

/** The collections the condition picks, newest first, each with its lines in the order they were posted. */
async function collectionsWithLines(
  db: Queryable,
  condition: SQL | undefined,
): Promise<{ collection: CollectionRow; lines: CollectionLineView[] }[]> {
  const rows = await db.select().from(collections).where(condition).orderBy(desc(collections.collectedAt));
  const lines = rows.length
    ? await db
        .select({ line: collectionLines, description: accruals.description })
        .from(collectionLines)
        .innerJoin(accruals, eq(accruals.id, collectionLines.accrualId))
        .where(
          inArray(
            collectionLines.collectionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(collectionLines.id))
    : [];
  return rows.map((collection) => ({
    collection,
    lines: lines
      .filter(({ line }) => line.collectionId === collection.id)
      .map(({ line, description }) => ({
        accrualId: line.accrualId,
        description,
        principalKurus: line.principalKurus,
        interestKurus: line.interestKurus,
      })),
  }));
}

export const collectionsOfRegistryWithLines = (db: Queryable, registryOid: string) =>
  collectionsWithLines(db, eq(collections.registryOid, registryOid));

export const collectionsWithLinesByIds = (db: Queryable, collectionIds: number[]) =>
  collectionsWithLines(db, inArray(collections.id, collectionIds));

/** The collections with a line on any of these accruals. */
export async function collectionIdsOnAccruals(db: Queryable, accrualIds: number[]): Promise<number[]> {
  const lines = await db
    .select({ collectionId: collectionLines.collectionId })
    .from(collectionLines)
    .where(inArray(collectionLines.accrualId, accrualIds));
  return [...new Set(lines.map((line) => line.collectionId))];
}

export async function collectionById(db: Queryable, collectionId: number): Promise<CollectionRow | undefined> {
  const [row] = await db.select().from(collections).where(eq(collections.id, collectionId));
  return row;
}

/** The lines on these accruals with the day each was collected, oldest first. */
export function linesOnAccrualsWithDates(db: Queryable, accrualIds: number[]) {
  return db
    .select({
      accrualId: collectionLines.accrualId,
      principalKurus: collectionLines.principalKurus,
      at: collections.collectedAt,
    })
    .from(collectionLines)
    .innerJoin(collections, eq(collections.id, collectionLines.collectionId))
    .where(inArray(collectionLines.accrualId, accrualIds))
    .orderBy(asc(collections.collectedAt), asc(collectionLines.id));
}

/** The newest collection with a line on the accrual. */
export async function lastCollectionRowOn(db: Queryable, accrualId: number) {
  const [row] = await db
    .select({ at: collections.collectedAt, receiptNo: collections.receiptNo })
    .from(collectionLines)
    .innerJoin(collections, eq(collections.id, collectionLines.collectionId))
    .where(eq(collectionLines.accrualId, accrualId))
    .orderBy(desc(collections.collectedAt))
    .limit(1);
  return row;
}

/** A collection's lines with their accruals, in the order posted (a receipt's items). */
export function linesWithAccrualsOf(db: Queryable, collectionId: number) {
  return db
    .select({ line: collectionLines, accrual: accruals })
    .from(collectionLines)
    .innerJoin(accruals, eq(accruals.id, collectionLines.accrualId))
    .where(eq(collectionLines.collectionId, collectionId))
    .orderBy(asc(collectionLines.id));
}

// ---- Subscriptions as the debts pages list them ----------------------------------------------------

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function subscriptionsOfRegistry(db: Queryable, registryOid: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.registryOid, registryOid))
    .orderBy(asc(subscriptions.subscriberNo));
}

/** The subscriptions of every registry with this ID number (a person may be both retail and, say, "other"). */
export async function subscriptionsOfIdentityNo(db: Queryable, identityNo: string): Promise<SubscriptionRow[]> {
  const rows = await db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(registryTable, eq(registryTable.oid, subscriptions.registryOid))
    .where(eq(registryTable.identityNo, identityNo))
    .orderBy(asc(subscriptions.subscriberNo));
  return rows.map(({ subscription }) => subscription);
}

export async function subscriptionByNo(db: Queryable, subscriberNo: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.subscriberNo, subscriberNo));
  return row;
}

// ---- The revenue system's accruals and collections ----------------------------------------------

/** An accrual as the revenue system pushes it, its registry already resolved to the portal's oid. */
export interface SourceAccrual {
  accrualNo: string;
  registryOid: string;
  revenueCode: string;
  year: number;
  installment: number;
  dueDate: string;
  principalKurus: number;
  description: string;
  subscriberNo: string | null;
  cancelled: boolean;
  version: number;
}

/** What the revenue system's accruals with these numbers are now, locked in id order (as every locker does). */
export function lockedAccrualsByNo(tx: Transaction, accrualNos: string[]) {
  return tx
    .select({
      id: accruals.id,
      accrualNo: accruals.accrualNo,
      registryOid: accruals.registryOid,
      principalKurus: accruals.principalKurus,
      paidKurus: accruals.paidKurus,
      restructuringPlanId: accruals.restructuringPlanId,
      cancelledAt: accruals.cancelledAt,
      sourceVersion: accruals.sourceVersion,
    })
    .from(accruals)
    .where(inArray(accruals.accrualNo, accrualNos.length ? accrualNos : ['']))
    .orderBy(asc(accruals.id))
    .for('update');
}

/** Which of these revenue codes are defined. */
export async function knownRevenueCodes(db: Queryable, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.select({ code: revenueTypes.code }).from(revenueTypes).where(inArray(revenueTypes.code, codes));
  return new Set(rows.map((row) => row.code));
}

/**
 * Inserts the accruals new to the portal and updates those whose stored version is older, in one
 * statement (the accruals' statement triggers tell every process's debt-list cache at commit);
 * answers the numbers written and whether each was new. An equal or newer stored version is left.
 */
export async function upsertSourceAccruals(
  tx: Transaction,
  rows: SourceAccrual[],
  now: Date,
): Promise<{ accrualNo: string; inserted: boolean }[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((row) => ({
      accrual_no: row.accrualNo,
      registry_oid: row.registryOid,
      revenue_code: row.revenueCode,
      year: row.year,
      installment: row.installment,
      due_date: row.dueDate,
      principal_kurus: row.principalKurus,
      description: row.description,
      subscriber_no: row.subscriberNo,
      cancelled: row.cancelled,
      version: row.version,
    })),
  );
  const at = now.toISOString();
  const { rows: written } = (await tx.execute(sql`
    insert into ${accruals} (registry_oid, revenue_code, year, installment, due_date, principal_kurus, description,
      subscriber_no, source, cancelled_at, accrual_no, source_version, created_at)
    select r.registry_oid, r.revenue_code, r.year, r.installment, r.due_date::date, r.principal_kurus, r.description,
      r.subscriber_no, 'gelir-sistemi', case when r.cancelled then ${at}::timestamptz end, r.accrual_no, r.version, ${at}::timestamptz
    from json_to_recordset(${json}::json) as r(accrual_no text, registry_oid text, revenue_code text, year integer,
      installment integer, due_date text, principal_kurus bigint, description text, subscriber_no text, cancelled boolean,
      version bigint)
    on conflict (accrual_no) do update set
      registry_oid = excluded.registry_oid,
      revenue_code = excluded.revenue_code,
      year = excluded.year,
      installment = excluded.installment,
      due_date = excluded.due_date,
      principal_kurus = excluded.principal_kurus,
      description = excluded.description,
      subscriber_no = excluded.subscriber_no,
      cancelled_at = case when excluded.cancelled_at is null then null else coalesce(${accruals}.cancelled_at, excluded.cancelled_at) end,
      cancel_reason = case when excluded.cancelled_at is null then null else ${accruals}.cancel_reason end,
      source_version = excluded.source_version
    where ${accruals}.source_version is null or ${accruals}.source_version < excluded.source_version
    returning accrual_no, (xmax = 0) as inserted`)) as unknown as { rows: { accrual_no: string; inserted: boolean }[] };
  return written.map((row) => ({ accrualNo: row.accrual_no, inserted: row.inserted }));
}

/**
 * Terkin by the revenue system: cancels the accruals (with its reason and version) whose stored
 * version is older, in one statement; answers the numbers changed.
 */
export async function cancelSourceAccruals(
  tx: Transaction,
  rows: { accrualNo: string; reason: string; version: number }[],
  now: Date,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((row) => ({ accrual_no: row.accrualNo, reason: row.reason, version: row.version })),
  );
  const { rows: written } = (await tx.execute(sql`
    update ${accruals} set cancelled_at = coalesce(${accruals}.cancelled_at, ${now.toISOString()}::timestamptz),
      cancel_reason = r.reason, source_version = r.version
    from json_to_recordset(${json}::json) as r(accrual_no text, reason text, version bigint)
    where ${accruals}.accrual_no = r.accrual_no
      and (${accruals}.source_version is null or ${accruals}.source_version < r.version)
    returning ${accruals}.accrual_no`)) as unknown as { rows: { accrual_no: string }[] };
  return written.map((row) => row.accrual_no);
}

/** The collections with these receipt numbers. */
export function collectionsByReceiptNos(db: Queryable, receiptNos: string[]) {
  return db
    .select({ receiptNo: collections.receiptNo, registryOid: collections.registryOid, typeCode: collections.typeCode })
    .from(collections)
    .where(inArray(collections.receiptNo, receiptNos.length ? receiptNos : ['']));
}

/** The newest receipt with a line on each of these accruals. */
export async function lastReceiptsOn(db: Queryable, accrualIds: number[]): Promise<Map<number, string>> {
  if (accrualIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([collectionLines.accrualId], {
      accrualId: collectionLines.accrualId,
      receiptNo: collections.receiptNo,
    })
    .from(collectionLines)
    .innerJoin(collections, eq(collections.id, collectionLines.collectionId))
    .where(inArray(collectionLines.accrualId, accrualIds))
    .orderBy(asc(collectionLines.accrualId), desc(collections.collectedAt));
  return new Map(rows.map((row) => [row.accrualId, row.receiptNo]));
}
