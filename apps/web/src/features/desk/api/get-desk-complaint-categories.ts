import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useDeskCategories() {
  return useQuery({
    queryKey: ['desk', 'GetDeskComplaintCategories'],
    queryFn: () => callOperation('GetDeskComplaintCategories', {}),
    staleTime: 0,
  });
}
