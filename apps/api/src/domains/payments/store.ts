import type { PaymentState } from '@ebelediye/contract';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { paymentAttempts } from '../../db/schema';

/**
 * The data-access module of payments: the reads and writes of payment_attempts the reconciliation
 * job, the rechecks of ended attempts and the staff's report make. (The rest of the domain's queries still live in
 * attempts.ts, state-machine.ts and the handlers, to be moved here.)
 */

/** Open attempts the job should settle: unknown or unposted ones, and started ones quiet since `quietSince`. */
export async function openAttemptsToSettle(db: Queryable, quietSince: string): Promise<{ orderNo: string }[]> {
  return db
    .select({ orderNo: paymentAttempts.orderNo })
    .from(paymentAttempts)
    .where(
      or(
        inArray(paymentAttempts.state, ['UNKNOWN', 'PAID_NOT_POSTED']),
        and(
          inArray(paymentAttempts.state, ['CREATED', 'AUTHORISING']),
          lt(paymentAttempts.updatedAt, sql`${quietSince}::timestamptz`),
        ),
      ),
    )
    .orderBy(asc(paymentAttempts.updatedAt))
    .limit(20);
}

/** Attempts ended without money whose next recheck is due at `now`. */
export async function endedAttemptsDueForRecheck(
  db: Queryable,
  endedStates: PaymentState[],
  now: Date,
): Promise<{ orderNo: string }[]> {
  return db
    .select({ orderNo: paymentAttempts.orderNo })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.state, endedStates),
        lte(paymentAttempts.recheckAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(paymentAttempts.recheckAt))
    .limit(20);
}

/** Claims a due recheck by moving `recheck_at` to `retryAt`; false when another process claimed it first. */
export async function claimRecheck(
  db: Queryable,
  orderNo: string,
  state: PaymentState,
  now: Date,
  retryAt: Date,
): Promise<boolean> {
  const [claimed] = await db
    .update(paymentAttempts)
    .set({ recheckAt: retryAt })
    .where(
      and(
        eq(paymentAttempts.orderNo, orderNo),
        eq(paymentAttempts.state, state),
        lte(paymentAttempts.recheckAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ orderNo: paymentAttempts.orderNo });
  return !!claimed;
}

/** Counts a recheck that found no sale and sets the next one, while the attempt is still in `state`. */
export async function scheduleNextRecheck(
  db: Queryable,
  orderNo: string,
  state: PaymentState,
  rechecks: number,
  recheckAt: Date | null,
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ rechecks, recheckAt })
    .where(and(eq(paymentAttempts.orderNo, orderNo), eq(paymentAttempts.state, state)));
}

/** REFUND_NEEDED attempts, and open ones not settled since `stuckSince`, oldest first (report.ts). */
export async function attemptsNeedingAttention(db: Queryable, stuckSince: string) {
  return db
    .select({
      orderNo: paymentAttempts.orderNo,
      state: paymentAttempts.state,
      createdAt: paymentAttempts.createdAt,
      updatedAt: paymentAttempts.updatedAt,
      amountKurus: paymentAttempts.amountKurus,
      bankCode: paymentAttempts.bankCode,
      maskedPan: paymentAttempts.maskedPan,
      authCode: paymentAttempts.authCode,
      hostRefNum: paymentAttempts.hostRefNum,
      transId: paymentAttempts.transId,
      errorMessage: paymentAttempts.errorMessage,
    })
    .from(paymentAttempts)
    .where(
      or(
        eq(paymentAttempts.state, 'REFUND_NEEDED'),
        and(
          inArray(paymentAttempts.state, ['AUTHORISING', 'UNKNOWN', 'PAID_NOT_POSTED']),
          lt(paymentAttempts.updatedAt, sql`${stuckSince}::timestamptz`),
        ),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt));
}
