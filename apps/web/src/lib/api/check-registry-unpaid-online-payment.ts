import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../api-client';

export const openPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: ['CheckRegistryUnpaidOnlinePayment'],
    queryFn: () => callOperation('CheckRegistryUnpaidOnlinePayment', {}),
    staleTime: 0,
  });

/** Payments whose outcome is not settled yet (the citizen closed the bank's page, the bank is slow…). */
export function useOpenPayments() {
  return useQuery(openPaymentsQueryOptions());
}
