import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../api-client';

export const activeMerchantBankQueryOptions = () =>
  queryOptions({
    queryKey: ['GetActiveMerchantBankInfo'],
    queryFn: () => callOperation('GetActiveMerchantBankInfo', {}),
    staleTime: 5 * 60_000,
  });

/** The municipality's bank: its window (route) and whether the card is typed here or on the bank's page. */
export function useActiveMerchantBank() {
  return useQuery(activeMerchantBankQueryOptions());
}
