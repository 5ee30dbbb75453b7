import { formatKurus, type PaymentState } from '@ebelediye/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { accrualHolds, accruals, paymentAttemptAccruals } from '../../db/schema';
import { attemptByOrderNo, postCollection, releaseHolds, type AttemptRow } from './attempts';
import { endedWithoutMoney, inTransaction, transition } from './state-machine';

/** What the bank says it approved: from a status query or from a signed callback. */
export interface BankApproval {
  amountKurus: number;
  maskedPan?: string | null;
  authCode?: string;
  hostRefNum?: string;
  transId?: string;
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Thrown inside the collecting transaction to roll the re-taken holds back. */
class NotCollectable extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'ödeme başka bir işlemle ilerledi');
  }
}

export const refundReasons = {
  held: 'Borçlarınız bu arada başka bir ödeme denemesine ayrılmıştı.',
  paid: 'Borçlarınız bu arada başka bir ödemeyle kapanmıştı.',
  amount: (bankKurus: number, oursKurus: number) => `Bankada onaylanan tutar (${formatKurus(bankKurus)}) ödeme tutarından (${formatKurus(oursKurus)}) farklı.`,
};

function approvalPatch(approval: BankApproval) {
  return {
    ...(approval.maskedPan ? { maskedPan: approval.maskedPan } : {}),
    ...(approval.authCode ? { authCode: approval.authCode } : {}),
    ...(approval.hostRefNum ? { hostRefNum: approval.hostRefNum } : {}),
    ...(approval.transId ? { transId: approval.transId } : {}),
  };
}

/**
 * The bank took money we cannot collect: REFUND_NEEDED with the reason and its event, the accruals
 * freed, listed by `npm run payments:report` for the municipality's staff.
 */
export async function markRefundNeeded(db: Queryable, orderNo: string, from: PaymentState[], source: string, now: Date, reason: string, approval: BankApproval, raw: Record<string, unknown>, log: Log): Promise<AttemptRow | undefined> {
  const moved = await inTransaction(db, async (tx) => {
    const row = await transition(tx, orderNo, from, 'REFUND_NEEDED', source, now, { ...approvalPatch(approval), errorMessage: reason, recheckAt: null }, { reason, ...raw });
    if (row) await releaseHolds(tx, orderNo);
    return row;
  });
  if (moved) log.error({ orderNo, reason }, 'banka onayladı ama tahsil edilemedi: iade gerekli (npm run payments:report)');
  return moved;
}

/**
 * The bank approved an attempt we had recorded as ended without money (a decline, an expiry, a
 * failure). Collected if its accruals are still open and free — the holds are taken again in one
 * transaction with the state change, and the unique order number on collections still allows one
 * collection only — otherwise REFUND_NEEDED. Either way an event records it: never silent.
 */
export async function settleLateApproval(db: Database, orderNo: string, source: string, now: Date, approval: BankApproval, raw: Record<string, unknown>, log: Log): Promise<AttemptRow | undefined> {
  const attempt = await attemptByOrderNo(db, orderNo);
  if (!attempt || !endedWithoutMoney.includes(attempt.state)) return undefined;
  const from = [attempt.state];
  log.warn({ orderNo, state: attempt.state, source }, 'sonuçlanmış ödeme için bankadan geç onay');
  if (approval.amountKurus !== attempt.amountKurus) {
    return markRefundNeeded(db, orderNo, from, source, now, refundReasons.amount(approval.amountKurus, attempt.amountKurus), approval, raw, log);
  }
  try {
    await db.transaction(async (tx) => {
      const items = await tx.select().from(paymentAttemptAccruals).where(eq(paymentAttemptAccruals.orderNo, orderNo));
      const ids = items.map((item) => item.accrualId);
      await tx
        .insert(accrualHolds)
        .values(ids.map((accrualId) => ({ accrualId, orderNo, heldAt: now })))
        .onConflictDoNothing();
      const ours = await tx.select({ accrualId: accrualHolds.accrualId }).from(accrualHolds).where(and(inArray(accrualHolds.accrualId, ids), eq(accrualHolds.orderNo, orderNo)));
      if (ours.length !== ids.length) throw new NotCollectable(refundReasons.held);
      const open = await tx.select({ id: accruals.id, principalKurus: accruals.principalKurus, paidKurus: accruals.paidKurus }).from(accruals).where(inArray(accruals.id, ids));
      const stillOwed = new Map(open.map((row) => [row.id, row.principalKurus - row.paidKurus]));
      if (items.some((item) => (stillOwed.get(item.accrualId) ?? 0) < item.principalKurus)) throw new NotCollectable(refundReasons.paid);
      const moved = await transition(tx, orderNo, from, 'PAID_NOT_POSTED', source, now, { ...approvalPatch(approval), errorMessage: null, recheckAt: null }, raw);
      // Another process settled it first: undo our holds and leave its outcome alone.
      if (!moved) throw new NotCollectable(null);
    });
  } catch (error) {
    if (!(error instanceof NotCollectable)) throw error;
    if (error.reason === null) return attemptByOrderNo(db, orderNo);
    return markRefundNeeded(db, orderNo, from, source, now, error.reason, approval, raw, log);
  }
  try {
    return await postCollection(db, orderNo, now);
  } catch (error) {
    log.error({ err: error, orderNo }, 'geç onay alındı ama tahsilat işlenemedi; mutabakat işi yeniden deneyecek');
    return attemptByOrderNo(db, orderNo);
  }
}
