import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/** GetContractCancellationPreview: deposit, open debts, move-out window, terms. Fresh every time. */
export function useCancellationPreview(subscriberNo: string | null) {
  return useQuery({
    queryKey: ['GetContractCancellationPreview', subscriberNo],
    queryFn: () => callOperation('GetContractCancellationPreview', { subscriberNo: subscriberNo! }),
    enabled: subscriberNo !== null,
    staleTime: 0,
  });
}
