import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export type RetrieveEstateConstructionCostInput = InputOf<'RetrieveEstateConstructionCost'>;

export const estateConstructionCostQueryOptions = (input: RetrieveEstateConstructionCostInput) =>
  queryOptions({
    queryKey: ['RetrieveEstateConstructionCost', input],
    queryFn: () => callOperation('RetrieveEstateConstructionCost', input),
    // The screen shows its own error state with a retry button.
    meta: { handlesOwnErrors: true },
    // Keep the table on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useEstateConstructionCost(input: RetrieveEstateConstructionCostInput) {
  return useQuery(estateConstructionCostQueryOptions(input));
}
