import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { collections, dayCloses, paymentAttempts, paymentRefunds, staffAccounts } from '../../../db/schema';

/** The end of day's reads and writes (end-of-day.ts, decision 084). */

export type DayCloseRow = typeof dayCloses.$inferSelect;
export type NewDayClose = Omit<typeof dayCloses.$inferInsert, 'id'>;

/** The state of each order, for the bank's sales the portal did not collect. */
export async function attemptStates(db: Queryable, orderNos: string[]) {
  if (orderNos.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ orderNo: paymentAttempts.orderNo, state: paymentAttempts.state })
    .from(paymentAttempts)
    .where(inArray(paymentAttempts.orderNo, orderNos));
  return new Map(rows.map((row) => [row.orderNo, row.state as string]));
}

/** The model of one of the bank's attempts in [from, to): the gateway its day list is asked through. */
export async function storeTypeUsedBetween(db: Queryable, bankCode: string, from: Date, to: Date) {
  const [row] = await db
    .select({ storeType: paymentAttempts.storeType })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.bankCode, bankCode),
        gte(paymentAttempts.createdAt, from),
        lt(paymentAttempts.createdAt, to),
      ),
    )
    .limit(1);
  return row?.storeType ?? undefined;
}

/** The close of a bank's day with the name of the person who closed it, if it is closed. */
export async function dayCloseOf(db: Queryable, bankCode: string, day: string) {
  const [row] = await db
    .select({ close: dayCloses, closedByName: staffAccounts.fullName })
    .from(dayCloses)
    .innerJoin(staffAccounts, eq(staffAccounts.id, dayCloses.closedBy))
    .where(and(eq(dayCloses.bankCode, bankCode), eq(dayCloses.day, day)));
  return row;
}

/** Keeps a close; undefined when the day was already closed (by someone else a moment before). */
export async function insertDayClose(db: Queryable, close: NewDayClose): Promise<DayCloseRow | undefined> {
  const [row] = await db.insert(dayCloses).values(close).onConflictDoNothing().returning();
  return row;
}

/** The Istanbul days in [from, to) on which the bank's card collections were made (UTC+3 all year). */
export async function collectionDaysBetween(db: Queryable, bankCode: string, from: Date, to: Date) {
  const day = sql<string>`to_char((${collections.collectedAt} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(collections)
    .innerJoin(paymentAttempts, eq(paymentAttempts.collectionId, collections.id))
    .where(
      and(
        isNotNull(collections.orderNo),
        eq(paymentAttempts.bankCode, bankCode),
        gte(collections.collectedAt, from),
        lt(collections.collectedAt, to),
      ),
    );
  return rows.map((row) => row.day).sort();
}

/** The days of a bank that are closed, from `sinceDay` on. */
export async function closedDaysSince(db: Queryable, bankCode: string, sinceDay: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: dayCloses.day })
    .from(dayCloses)
    .where(and(eq(dayCloses.bankCode, bankCode), gte(dayCloses.day, sinceDay)));
  return new Set(rows.map((row) => row.day));
}

/** The voids and refunds the bank made at `bankCode` in [from, to), as the desk recorded them succeeded. */
export async function refundsMadeBetween(
  db: Queryable,
  bankCode: string,
  from: Date,
  to: Date,
): Promise<{ count: number; totalKurus: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalKurus: sql<number>`coalesce(sum(${paymentRefunds.amountKurus}), 0)::float8`,
    })
    .from(paymentRefunds)
    .innerJoin(paymentAttempts, eq(paymentAttempts.orderNo, paymentRefunds.orderNo))
    .where(
      and(
        eq(paymentAttempts.bankCode, bankCode),
        eq(paymentRefunds.state, 'succeeded'),
        gte(paymentRefunds.finishedAt, from),
        lt(paymentRefunds.finishedAt, to),
      ),
    );
  return { count: Number(row.count), totalKurus: Number(row.totalKurus) };
}
