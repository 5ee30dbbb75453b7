import type { PaymentState } from '@ebelediye/contract';

export type PaymentOutcome = 'paid' | 'failed' | 'pending' | 'refund' | 'refunded';

/** Where a state leaves the citizen: paid, not paid, still being settled, or charged but to be refunded. */
export function outcomeOf(state: PaymentState): PaymentOutcome {
  if (state === 'PAID') return 'paid';
  if (state === 'REFUND_NEEDED') return 'refund';
  // Given back at the municipality's desk (decision 083): not paid, the debts are open again.
  if (state === 'REFUNDED' || state === 'VOIDED') return 'refunded';
  if (state === 'DECLINED' || state === 'FAILED' || state === 'EXPIRED') return 'failed';
  return 'pending';
}
