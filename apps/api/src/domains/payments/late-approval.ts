import type { Database } from '../../db/client';
import { collectRefusal, holdForPayment } from '../debts/collecting';
import { attemptByOrderNo, attemptLines, postCollection, type AttemptRow } from './attempts';
import {
  approvalPatch,
  type BankApproval,
  markRefundNeeded,
  refundReasonFor,
  refundReasons,
  type RefundLog,
} from './refunds';
import { endedWithoutMoney, transition } from './state-machine';
import { lateApprovals } from '../../metrics';

export { markRefundNeeded, refundReasons, type BankApproval } from './refunds';

/** Thrown inside the collecting transaction to roll the re-taken holds back. */
class NotCollectable extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'ödeme başka bir işlemle ilerledi');
  }
}

/**
 * The bank approved an attempt we had recorded as ended without money (a decline, an expiry, a
 * failure). Collected if the debts domain's rule still allows it (debts/collecting.ts: not
 * restructured, not cancelled, still owed, held by nobody else) — the accruals are locked, the rule
 * applied and the holds taken again in one transaction with the state change, and posting applies
 * the rule once more — otherwise REFUND_NEEDED. Either way an event records it: never silent.
 */
export async function settleLateApproval(
  db: Database,
  orderNo: string,
  source: string,
  now: Date,
  approval: BankApproval,
  raw: Record<string, unknown>,
  log: RefundLog,
): Promise<AttemptRow | undefined> {
  const attempt = await attemptByOrderNo(db, orderNo);
  if (!attempt || !endedWithoutMoney.includes(attempt.state)) return undefined;
  const from = [attempt.state];
  log.warn({ orderNo, state: attempt.state, source }, 'sonuçlanmış ödeme için bankadan geç onay');
  lateApprovals.inc();
  if (approval.amountKurus !== attempt.amountKurus) {
    return markRefundNeeded(
      db,
      orderNo,
      from,
      source,
      now,
      refundReasons.amount(approval.amountKurus, attempt.amountKurus),
      approval,
      raw,
      log,
    );
  }
  try {
    await db.transaction(async (tx) => {
      const lines = await attemptLines(tx, orderNo);
      const refusal = await collectRefusal(tx, lines, orderNo);
      if (refusal) throw new NotCollectable(refundReasonFor(refusal));
      if (
        !(await holdForPayment(
          tx,
          orderNo,
          lines.map((line) => line.accrualId),
          now,
        ))
      )
        throw new NotCollectable(refundReasons.held);
      const moved = await transition(
        tx,
        orderNo,
        from,
        'PAID_NOT_POSTED',
        source,
        now,
        { ...approvalPatch(approval), errorMessage: null, recheckAt: null },
        raw,
      );
      // Another process settled it first: undo our holds and leave its outcome alone.
      if (!moved) throw new NotCollectable(null);
    });
  } catch (error) {
    if (!(error instanceof NotCollectable)) throw error;
    if (error.reason === null) return attemptByOrderNo(db, orderNo);
    return markRefundNeeded(db, orderNo, from, source, now, error.reason, approval, raw, log);
  }
  try {
    return await postCollection(db, orderNo, now, log);
  } catch (error) {
    log.error({ err: error, orderNo }, 'geç onay alındı ama tahsilat işlenemedi; mutabakat işi yeniden deneyecek');
    return attemptByOrderNo(db, orderNo);
  }
}
