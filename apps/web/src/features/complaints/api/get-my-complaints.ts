import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useMyComplaints(enabled: boolean) {
  return useQuery({
    queryKey: ['GetMyComplaints'],
    queryFn: () => callOperation('GetMyComplaints', {}),
    enabled,
    staleTime: 0,
  });
}
