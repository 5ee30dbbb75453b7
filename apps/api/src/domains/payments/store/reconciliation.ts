import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../../db/client';
import { collections, paymentAttempts, reconciliationDifferences, reconciliationRuns } from '../../../db/schema';

/** The daily reconciliation's reads and writes (daily-reconciliation.ts); joins debts' collections in its reads. */

export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;
export type ReconciliationDifferenceRow = typeof reconciliationDifferences.$inferSelect;
export type NewReconciliationRun = Omit<typeof reconciliationRuns.$inferInsert, 'id'>;
export type NewReconciliationDifference = Omit<
  typeof reconciliationDifferences.$inferInsert,
  'id' | 'resolvedAt' | 'resolvedBy' | 'resolutionNote'
>;

/** Every card attempt started in [from, to), with the collection posted for it, if any; by bank, then order. */
export async function attemptsStartedBetween(db: Queryable, from: Date, to: Date) {
  return db
    .select({
      attempt: paymentAttempts,
      receiptNo: collections.receiptNo,
      collectedKurus: collections.totalKurus,
    })
    .from(paymentAttempts)
    .leftJoin(collections, eq(collections.id, paymentAttempts.collectionId))
    .where(and(gte(paymentAttempts.createdAt, from), lt(paymentAttempts.createdAt, to)))
    .orderBy(asc(paymentAttempts.bankCode), asc(paymentAttempts.createdAt), asc(paymentAttempts.orderNo));
}

/** Card collections (those posted for a bank order) made in [from, to), with their attempt's bank. */
export async function cardCollectionsBetween(db: Queryable, from: Date, to: Date) {
  return db
    .select({
      id: collections.id,
      receiptNo: collections.receiptNo,
      orderNo: paymentAttempts.orderNo,
      totalKurus: collections.totalKurus,
      collectedAt: collections.collectedAt,
      bankCode: paymentAttempts.bankCode,
      state: paymentAttempts.state,
    })
    .from(collections)
    .innerJoin(paymentAttempts, eq(paymentAttempts.collectionId, collections.id))
    .where(and(isNotNull(collections.orderNo), gte(collections.collectedAt, from), lt(collections.collectedAt, to)))
    .orderBy(asc(collections.collectedAt), asc(collections.id));
}

/**
 * Keeps a day's result: its runs replace the day's earlier ones, its differences replace the day's
 * unresolved ones, and a difference already resolved (same kind, bank and order) is not raised again.
 * Returns how many differences were written.
 */
export async function replaceDayResult(
  tx: Transaction,
  day: string,
  runs: NewReconciliationRun[],
  differences: NewReconciliationDifference[],
): Promise<number> {
  // Two runs of one day (the job and a person) write one after the other, never interleaved.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ebelediye:reconciliation:${day}`}))`);
  await tx.delete(reconciliationRuns).where(eq(reconciliationRuns.day, day));
  await tx
    .delete(reconciliationDifferences)
    .where(and(eq(reconciliationDifferences.day, day), isNull(reconciliationDifferences.resolvedAt)));
  const resolved = await tx
    .select({
      kind: reconciliationDifferences.kind,
      bankCode: reconciliationDifferences.bankCode,
      orderNo: reconciliationDifferences.orderNo,
    })
    .from(reconciliationDifferences)
    .where(eq(reconciliationDifferences.day, day));
  const key = (row: { kind: string; bankCode: string; orderNo?: string | null }) =>
    `${row.kind}|${row.bankCode}|${row.orderNo ?? ''}`;
  const settled = new Set(resolved.map(key));
  const fresh = differences.filter((difference) => !settled.has(key(difference)));
  if (runs.length > 0) await tx.insert(reconciliationRuns).values(runs);
  if (fresh.length > 0) await tx.insert(reconciliationDifferences).values(fresh);
  return fresh.length;
}

/** The runs of the days from `sinceDay` on, newest day first, banks in code order. */
export async function latestRuns(db: Queryable, sinceDay: string): Promise<ReconciliationRunRow[]> {
  return db
    .select()
    .from(reconciliationRuns)
    .where(gte(reconciliationRuns.day, sinceDay))
    .orderBy(desc(reconciliationRuns.day), asc(reconciliationRuns.bankCode));
}

/** The runs of one day. */
export async function runsOfDay(db: Queryable, day: string): Promise<ReconciliationRunRow[]> {
  return db
    .select()
    .from(reconciliationRuns)
    .where(eq(reconciliationRuns.day, day))
    .orderBy(asc(reconciliationRuns.bankCode));
}

/** Every unresolved difference, oldest day first; or those of one day. */
export async function unresolvedDifferences(db: Queryable, day?: string): Promise<ReconciliationDifferenceRow[]> {
  return db
    .select()
    .from(reconciliationDifferences)
    .where(
      and(
        isNull(reconciliationDifferences.resolvedAt),
        day === undefined ? undefined : eq(reconciliationDifferences.day, day),
      ),
    )
    .orderBy(asc(reconciliationDifferences.day), asc(reconciliationDifferences.id));
}

/** Marks an unresolved difference resolved; undefined when there is none with that id or it was already resolved. */
export async function markDifferenceResolved(
  db: Queryable,
  id: number,
  by: number,
  note: string,
  at: Date,
): Promise<ReconciliationDifferenceRow | undefined> {
  const [row] = await db
    .update(reconciliationDifferences)
    .set({ resolvedAt: at, resolvedBy: by, resolutionNote: note })
    .where(and(eq(reconciliationDifferences.id, id), isNull(reconciliationDifferences.resolvedAt)))
    .returning();
  return row;
}
