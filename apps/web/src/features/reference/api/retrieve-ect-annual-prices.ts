import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export type RetrieveECTAnnualPricesInput = InputOf<'RetrieveECTAnnualPrices'>;

export const ectAnnualPricesQueryOptions = (input: RetrieveECTAnnualPricesInput) =>
  queryOptions({
    queryKey: ['RetrieveECTAnnualPrices', input],
    queryFn: () => callOperation('RetrieveECTAnnualPrices', input),
    // The screen shows its own error state with a retry button.
    meta: { handlesOwnErrors: true },
    // Keep the table on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useEctAnnualPrices(input: RetrieveECTAnnualPricesInput) {
  return useQuery(ectAnnualPricesQueryOptions(input));
}
