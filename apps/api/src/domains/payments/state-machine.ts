import type { PaymentState } from '@ebelediye/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from '../../db/client';
import { paymentAttempts, paymentEvents } from '../../db/schema';

/**
 * Which state may follow which (domain/payments.md, docs/payments.md). Every change is a conditional
 * update on the expected state, so a replayed callback, a double click or two processes cannot move
 * an attempt twice: the loser finds no row and reads the recorded outcome instead.
 *
 * DECLINED, FAILED and EXPIRED are final for the citizen but not for the bank: an approval found
 * later is collected (→ PAID_NOT_POSTED) when the debts are still open, otherwise it becomes
 * REFUND_NEEDED for the municipality's staff. REFUND_NEEDED also takes an approval whose amount
 * differs from the attempt's.
 */
export const allowedTransitions: Record<PaymentState, PaymentState[]> = {
  CREATED: ['AUTHORISING', 'DECLINED', 'FAILED', 'EXPIRED', 'UNKNOWN', 'PAID_NOT_POSTED', 'REFUND_NEEDED'],
  AUTHORISING: ['PAID_NOT_POSTED', 'DECLINED', 'FAILED', 'UNKNOWN', 'REFUND_NEEDED'],
  UNKNOWN: ['PAID_NOT_POSTED', 'DECLINED', 'FAILED', 'EXPIRED', 'REFUND_NEEDED'],
  PAID_NOT_POSTED: ['PAID'],
  PAID: [],
  DECLINED: ['PAID_NOT_POSTED', 'REFUND_NEEDED'],
  FAILED: ['PAID_NOT_POSTED', 'REFUND_NEEDED'],
  EXPIRED: ['PAID_NOT_POSTED', 'REFUND_NEEDED'],
  REFUND_NEEDED: [],
};

export const openStates: PaymentState[] = ['CREATED', 'AUTHORISING', 'UNKNOWN', 'PAID_NOT_POSTED'];
/** Ended without money as far as we know; the bank is asked again for a day (late approvals). */
export const endedWithoutMoney: PaymentState[] = ['DECLINED', 'FAILED', 'EXPIRED'];

type AttemptRow = typeof paymentAttempts.$inferSelect;
type AttemptPatch = Partial<Pick<AttemptRow, 'maskedPan' | 'authCode' | 'hostRefNum' | 'transId' | 'errorMessage' | 'collectionId' | 'recheckAt' | 'rechecks'>>;

/** Runs `work` in the caller's transaction, or in a new one when the caller has none. */
export function inTransaction<T>(db: Queryable, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? work(db as Transaction) : db.transaction(work);
}

/**
 * Moves an attempt from one of `from` to `to` and writes its event in the same transaction (a crash
 * never leaves a state without its event); returns the row, or undefined when it had already moved.
 */
export async function transition(
  db: Queryable,
  orderNo: string,
  from: PaymentState[],
  to: PaymentState,
  source: string,
  now: Date,
  patch: AttemptPatch = {},
  raw?: Record<string, unknown>,
): Promise<AttemptRow | undefined> {
  const legal = from.filter((state) => allowedTransitions[state].includes(to));
  if (legal.length === 0) throw new Error(`geçersiz ödeme durumu geçişi: ${from.join('|')} → ${to}`);
  return inTransaction(db, async (tx) => {
    // The row lock makes the recorded from-state the one the update really moved from.
    const [current] = await tx.select({ state: paymentAttempts.state }).from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo)).for('update');
    if (!current || !legal.includes(current.state)) return undefined;
    const [row] = await tx
      .update(paymentAttempts)
      .set({ state: to, updatedAt: now, ...patch })
      .where(and(eq(paymentAttempts.orderNo, orderNo), inArray(paymentAttempts.state, legal)))
      .returning();
    if (row) await tx.insert(paymentEvents).values({ orderNo, at: now, fromState: current.state, toState: to, source, raw: raw ?? null });
    return row;
  });
}
