import type { PaymentState } from '@ebelediye/contract';

export type PaymentOutcome = 'paid' | 'failed' | 'pending';

/** Where a state leaves the citizen: paid, not paid, or still being settled. */
export function outcomeOf(state: PaymentState): PaymentOutcome {
  if (state === 'PAID') return 'paid';
  if (state === 'DECLINED' || state === 'FAILED' || state === 'EXPIRED') return 'failed';
  return 'pending';
}
