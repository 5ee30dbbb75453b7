import type { OperationInput, Operations } from '@ebelediye/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export type FastPaymentQueryInput = OperationInput<Operations['QueryDebtsForFastPayment']>;

/**
 * Debts by ID without signing in: a masked name and the open debts. The server also leaves a cookie
 * that lets this browser pay that registry's debts for 30 minutes. A refusal shows on the form.
 */
export function useQueryDebtsForFastPayment() {
  return useMutation({
    mutationFn: (input: FastPaymentQueryInput) => callOperation('QueryDebtsForFastPayment', input),
    meta: { handlesOwnErrors: true },
  });
}
