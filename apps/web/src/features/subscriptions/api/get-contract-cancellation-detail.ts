import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useCancellation(applicationNo: string | null) {
  return useQuery({
    queryKey: ['GetContractCancellationDetail', applicationNo],
    queryFn: () => callOperation('GetContractCancellationDetail', { applicationNo: applicationNo! }),
    enabled: applicationNo !== null,
    staleTime: 0,
  });
}
