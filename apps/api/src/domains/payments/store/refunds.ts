import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { RefundState } from '@ebelediye/contract';
import type { Queryable } from '../../../db/client';
import { members, paymentAttempts, paymentEvents, paymentRefunds, registries, staffAccounts } from '../../../db/schema';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefund = typeof paymentRefunds.$inferInsert;

/** A refund with the names of the two people (their desk names; no citizen's data). */
export type RefundView = RefundRow & { requestedByName: string; decidedByName: string | null };

const decider = sql<string | null>`(select full_name from staff_accounts d where d.id = ${paymentRefunds.decidedBy})`;

function viewQuery(db: Queryable) {
  return db
    .select({ refund: paymentRefunds, requestedByName: staffAccounts.fullName, decidedByName: decider })
    .from(paymentRefunds)
    .innerJoin(staffAccounts, eq(staffAccounts.id, paymentRefunds.requestedBy));
}

function toView(row: { refund: RefundRow; requestedByName: string; decidedByName: string | null }): RefundView {
  return { ...row.refund, requestedByName: row.requestedByName, decidedByName: row.decidedByName };
}

export async function refundViews(db: Queryable, where: 'awaiting' | 'recent' | { orderNo: string }) {
  const query = viewQuery(db);
  if (where === 'awaiting')
    return (await query.where(eq(paymentRefunds.state, 'awaiting_approval')).orderBy(paymentRefunds.requestedAt)).map(
      toView,
    );
  if (where === 'recent')
    return (
      await query
        .where(ne(paymentRefunds.state, 'awaiting_approval'))
        .orderBy(desc(paymentRefunds.requestedAt))
        .limit(50)
    ).map(toView);
  return (await query.where(eq(paymentRefunds.orderNo, where.orderNo)).orderBy(desc(paymentRefunds.requestedAt))).map(
    toView,
  );
}

export async function refundView(db: Queryable, id: number): Promise<RefundView | undefined> {
  const [row] = await viewQuery(db).where(eq(paymentRefunds.id, id));
  return row ? toView(row) : undefined;
}

export async function refundById(db: Queryable, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

export async function insertRefund(db: Queryable, refund: NewRefund): Promise<RefundRow> {
  const [row] = await db.insert(paymentRefunds).values(refund).returning();
  return row;
}

/**
 * Moves a refund from one of `from` to `to` with `patch`, only if it is still in one of them: the
 * claim before the bank call and every ending go through here, so two processes never both win.
 */
export async function moveRefund(
  db: Queryable,
  id: number,
  from: RefundState[],
  to: RefundState,
  patch: Partial<NewRefund> = {},
  only: { notRequestedBy?: number } = {},
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(paymentRefunds)
    .set({ ...patch, state: to })
    .where(
      and(
        eq(paymentRefunds.id, id),
        inArray(paymentRefunds.state, from),
        only.notRequestedBy === undefined ? undefined : ne(paymentRefunds.requestedBy, only.notRequestedBy),
      ),
    )
    .returning();
  return row;
}

export async function setRefundCollection(db: Queryable, id: number, collectionId: number): Promise<void> {
  await db.update(paymentRefunds).set({ collectionId }).where(eq(paymentRefunds.id, id));
}

/** What went back to the card of an order so far: refunds the bank made. */
export async function refundedKurusOf(db: Queryable, orderNo: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amountKurus}), 0)`.mapWith(Number) })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderNo, orderNo), eq(paymentRefunds.state, 'succeeded')));
  return row?.total ?? 0;
}

export async function refundedKurusByOrder(db: Queryable, orderNos: string[]): Promise<Map<string, number>> {
  if (orderNos.length === 0) return new Map();
  const rows = await db
    .select({
      orderNo: paymentRefunds.orderNo,
      total: sql<number>`coalesce(sum(${paymentRefunds.amountKurus}), 0)`.mapWith(Number),
    })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.orderNo, orderNos), eq(paymentRefunds.state, 'succeeded')))
    .groupBy(paymentRefunds.orderNo);
  return new Map(rows.map((row) => [row.orderNo, row.total]));
}

/** Refunds left unknown (no answer from the bank), oldest first: asked about, never resent. */
export function unknownRefunds(db: Queryable, limit = 50) {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.state, 'unknown'))
    .orderBy(paymentRefunds.sentAt)
    .limit(limit);
}

/** An attempt with its payer's name and the phones the citizen can be reached at (member's first). */
export async function attemptForRefund(db: Queryable, orderNo: string) {
  const [row] = await db
    .select({
      attempt: paymentAttempts,
      name: registries.name,
      surname: registries.surname,
      registryPhone: registries.phone,
      memberPhone: members.phone,
    })
    .from(paymentAttempts)
    .innerJoin(registries, eq(registries.oid, paymentAttempts.registryOid))
    .leftJoin(members, eq(members.registryOid, paymentAttempts.registryOid))
    .where(eq(paymentAttempts.orderNo, orderNo));
  return row;
}

export function attemptsNeedingRefund(db: Queryable) {
  return db
    .select({ attempt: paymentAttempts, name: registries.name, surname: registries.surname })
    .from(paymentAttempts)
    .innerJoin(registries, eq(registries.oid, paymentAttempts.registryOid))
    .where(eq(paymentAttempts.state, 'REFUND_NEEDED'))
    .orderBy(paymentAttempts.updatedAt)
    .limit(200);
}

/** When the bank's sale happened as far as we know: the attempt's first move into a state with money. */
export async function saleMomentOf(db: Queryable, orderNo: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: paymentEvents.at })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderNo, orderNo),
        inArray(paymentEvents.toState, ['PAID_NOT_POSTED', 'PAID', 'REFUND_NEEDED']),
      ),
    )
    .orderBy(paymentEvents.at)
    .limit(1);
  return row?.at;
}

/**
 * Locks an order's attempt row for a refund's decision: a request checks what remains, and a made
 * refund records itself, under this lock, so a request never reads a total another is changing.
 */
export async function lockAttemptForRefund(db: Queryable, orderNo: string) {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo)).for('update');
  return row;
}

/**
 * Refunds a process left half way (it stopped between the row and the bank's answer), claimed again:
 * never-sent `requested` ones end failed, `sending` ones become unknown (the call may have gone out).
 */
export async function endStaleRefunds(db: Queryable, before: Date, now: Date): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({
      state: 'failed',
      finishedAt: now,
      bankMessage: 'İade bankaya gönderilmeden yarıda kaldı; bankaya bir şey gitmedi. Gerekirse yeniden isteyiniz.',
    })
    .where(and(eq(paymentRefunds.state, 'requested'), lt(paymentRefunds.requestedAt, before)));
  await db
    .update(paymentRefunds)
    .set({
      state: 'unknown',
      bankMessage: 'Bankadan yanıt alınamadı; iade bankaya soruluyor, yeniden gönderilmeyecek.',
    })
    .where(and(eq(paymentRefunds.state, 'sending'), lt(paymentRefunds.sentAt, before)));
}
