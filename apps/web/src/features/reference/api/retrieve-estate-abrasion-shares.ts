import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export type RetrieveEstateAbrasionSharesInput = InputOf<'RetrieveEstateAbrasionShares'>;

export const estateAbrasionSharesQueryOptions = (input: RetrieveEstateAbrasionSharesInput) =>
  queryOptions({
    queryKey: ['RetrieveEstateAbrasionShares', input],
    queryFn: () => callOperation('RetrieveEstateAbrasionShares', input),
    // The screen shows its own error state with a retry button.
    meta: { handlesOwnErrors: true },
    // Keep the table on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useEstateAbrasionShares(input: RetrieveEstateAbrasionSharesInput) {
  return useQuery(estateAbrasionSharesQueryOptions(input));
}
