import { formatKurus, type PaymentState } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import type { paymentAttempts } from '../../db/schema';
import { type CollectRefusal, releaseHolds } from '../debts/collecting';
import { inTransaction } from '../../db/transition';
import { transition } from './state-machine';

type AttemptRow = typeof paymentAttempts.$inferSelect;

/** What the bank says it approved: from a status query or from a signed callback. */
export interface BankApproval {
  amountKurus: number;
  maskedPan?: string | null;
  authCode?: string;
  hostRefNum?: string;
  transId?: string;
}

export interface RefundLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Why the bank's money could not be collected: shown to the citizen before the refund sentence, and in the staff's report. */
export const refundReasons = {
  held: 'Borçlarınız bu arada başka bir ödeme denemesine ayrılmıştı.',
  paid: 'Borçlarınız bu arada başka bir ödemeyle kapanmıştı.',
  restructured: 'Borçlarınız bu arada yapılandırılmıştı; yapılandırma taksitleri ayrıca ödenir.',
  cancelled: 'Borçlarınızdan biri bu arada iptal edilmişti.',
  amount: (bankKurus: number, oursKurus: number) =>
    `Bankada onaylanan tutar (${formatKurus(bankKurus)}) ödeme tutarından (${formatKurus(oursKurus)}) farklı.`,
};

/** The sentence for a refusal of the debts domain's collectability rule. */
export function refundReasonFor(refusal: CollectRefusal): string {
  return refusal === 'missing' ? refundReasons.cancelled : refundReasons[refusal];
}

export function approvalPatch(approval: BankApproval) {
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
export async function markRefundNeeded(
  db: Queryable,
  orderNo: string,
  from: PaymentState[],
  source: string,
  now: Date,
  reason: string,
  approval: BankApproval,
  raw: Record<string, unknown>,
  log: RefundLog,
): Promise<AttemptRow | undefined> {
  const moved = await inTransaction(db, async (tx) => {
    const row = await transition(
      tx,
      orderNo,
      from,
      'REFUND_NEEDED',
      source,
      now,
      { ...approvalPatch(approval), errorMessage: reason, recheckAt: null },
      { reason, ...raw },
    );
    if (row) await releaseHolds(tx, orderNo);
    return row;
  });
  if (moved)
    log.error({ orderNo, reason }, 'banka onayladı ama tahsil edilemedi: iade gerekli (npm run payments:report)');
  return moved;
}
