import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useComplaintCategories() {
  return useQuery({
    queryKey: ['GetComplaintCategories'],
    queryFn: () => callOperation('GetComplaintCategories', {}),
    staleTime: 10 * 60_000,
  });
}
