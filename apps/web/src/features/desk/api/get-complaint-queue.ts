import { useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useComplaintQueue(filters: InputOf<'GetComplaintQueue'>) {
  return useQuery({
    queryKey: ['desk', 'GetComplaintQueue', filters],
    queryFn: () => callOperation('GetComplaintQueue', filters),
    staleTime: 0,
  });
}
