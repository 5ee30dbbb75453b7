import {
  cancellationMessage,
  cancellationMessages,
  cancellationStateNames,
  formatKurus,
  type CancellationState,
} from '@ebelediye/contract';

// When the last two desk steps may happen (decision 040): the operations refuse with these sentences
// and the application's view carries the same ones, so the desk offers a step only when it can succeed
// and says what it waits for otherwise.

export interface CancellationFacts {
  state: CancellationState;
  refundDueKurus: number | null;
  refundedAt: Date | null;
  /** The final bill is paid in full (by card, at a bank, or by the deposit's offset). */
  billPaid: boolean;
  /** What the subscription owes today, late interest included (the final bill too, while unpaid). */
  owedKurus: number;
}

function wrongState(state: CancellationState): string {
  return cancellationMessage(cancellationMessages.wrongState, { state: cancellationStateNames[state] });
}

/** Why the deposit cannot be paid back now; null when it can. Decision 040: only after the final bill is paid. */
export function refundRefusal(facts: CancellationFacts): string | null {
  if (facts.state !== 'FINAL_BILLED') return wrongState(facts.state);
  if (facts.refundedAt) return cancellationMessages.refundAlreadyRecorded;
  if (!facts.refundDueKurus) return cancellationMessages.refundNotDue;
  if (!facts.billPaid) return cancellationMessages.refundBeforeBillPaid;
  return null;
}

/** Why the contract cannot be ended now; null when it can: bill paid, refund recorded when due, nothing owed. */
export function closeRefusal(facts: CancellationFacts): string | null {
  if (facts.state !== 'FINAL_BILLED') return wrongState(facts.state);
  if (!facts.billPaid) return cancellationMessages.billNotPaid;
  if ((facts.refundDueKurus ?? 0) > 0 && !facts.refundedAt) return cancellationMessages.refundNotRecorded;
  if (facts.owedKurus > 0)
    return cancellationMessage(cancellationMessages.debtsLeft, { amount: formatKurus(facts.owedKurus) });
  return null;
}
