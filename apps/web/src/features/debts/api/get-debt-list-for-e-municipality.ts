import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const debtListQueryOptions = () =>
  queryOptions({
    queryKey: ['GetDebtListForEMunicipality'],
    queryFn: () => callOperation('GetDebtListForEMunicipality', {}),
    // Interest runs by the day and a payment elsewhere changes the list: always read it fresh.
    staleTime: 0,
  });

/** The signed-in member's open debts, grouped by revenue and year, with gecikme zammı to today. */
export function useDebtList() {
  return useQuery(debtListQueryOptions());
}
