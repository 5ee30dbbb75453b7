import type { PaymentState } from '@ebelediye/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { paymentAttempts, paymentEvents } from '../../db/schema';

/**
 * Which state may follow which (domain/payments.md). Every change is a conditional update on the
 * expected state, so a replayed callback, a double click or two processes cannot move an attempt
 * twice: the loser finds no row and reads the recorded outcome instead.
 */
export const allowedTransitions: Record<PaymentState, PaymentState[]> = {
  CREATED: ['AUTHORISING', 'DECLINED', 'FAILED', 'EXPIRED', 'UNKNOWN', 'PAID_NOT_POSTED'],
  AUTHORISING: ['PAID_NOT_POSTED', 'DECLINED', 'FAILED', 'UNKNOWN'],
  UNKNOWN: ['PAID_NOT_POSTED', 'DECLINED', 'FAILED', 'EXPIRED'],
  PAID_NOT_POSTED: ['PAID'],
  PAID: [],
  DECLINED: [],
  FAILED: [],
  EXPIRED: [],
};

export const openStates: PaymentState[] = ['CREATED', 'AUTHORISING', 'UNKNOWN', 'PAID_NOT_POSTED'];
export const finalStates: PaymentState[] = ['PAID', 'DECLINED', 'FAILED', 'EXPIRED'];

type AttemptRow = typeof paymentAttempts.$inferSelect;
type AttemptPatch = Partial<Pick<AttemptRow, 'maskedPan' | 'authCode' | 'hostRefNum' | 'transId' | 'errorMessage' | 'collectionId'>>;

/** Moves an attempt from one of `from` to `to`; returns the row, or undefined when it had already moved. */
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
  const [current] = await db.select({ state: paymentAttempts.state }).from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo));
  const [row] = await db
    .update(paymentAttempts)
    .set({ state: to, updatedAt: now, ...patch })
    .where(and(eq(paymentAttempts.orderNo, orderNo), inArray(paymentAttempts.state, legal)))
    .returning();
  if (row) await db.insert(paymentEvents).values({ orderNo, at: now, fromState: current?.state ?? null, toState: to, source, raw: raw ?? null });
  return row;
}
