import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useCancellations() {
  return useQuery({
    queryKey: ['GetContractCancellationList'],
    queryFn: () => callOperation('GetContractCancellationList', {}),
    staleTime: 0,
  });
}
