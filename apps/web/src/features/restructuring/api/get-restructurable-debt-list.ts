import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/** GetRestructurableDebtList: which debts the campaign takes and why not the others. Fresh every time: interest runs by the day. */
export function useRestructurableDebts(campaignId: number | undefined) {
  return useQuery({
    queryKey: ['GetRestructurableDebtList', campaignId],
    queryFn: () => callOperation('GetRestructurableDebtList', { campaignId: campaignId! }),
    enabled: campaignId !== undefined,
    staleTime: 0,
  });
}
