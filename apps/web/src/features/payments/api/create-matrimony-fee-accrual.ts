import type { OperationInput, Operations } from '@ebelediye/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export type MatrimonyFeeInput = OperationInput<Operations['CreateMatrimonyFeeAccrual']>;

/** Accrues the marriage fee in the applicant's name; it is then paid like any debt. */
export function useCreateMatrimonyFeeAccrual() {
  return useMutation({
    mutationFn: (input: MatrimonyFeeInput) => callOperation('CreateMatrimonyFeeAccrual', input),
    meta: { handlesOwnErrors: true },
  });
}
