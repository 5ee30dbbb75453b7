import type { PaymentState } from '@ebelediye/contract';

export type PaymentOutcome = 'paid' | 'failed' | 'pending' | 'refund';

/** Where a state leaves the citizen: paid, not paid, still being settled, or charged but to be refunded. */
export function outcomeOf(state: PaymentState): PaymentOutcome {
  if (state === 'PAID') return 'paid';
  if (state === 'REFUND_NEEDED') return 'refund';
  if (state === 'DECLINED' || state === 'FAILED' || state === 'EXPIRED') return 'failed';
  return 'pending';
}
