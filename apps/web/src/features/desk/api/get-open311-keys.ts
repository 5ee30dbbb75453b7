import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useOpen311Keys() {
  return useQuery({
    queryKey: ['desk', 'GetOpen311Keys'],
    queryFn: () => callOperation('GetOpen311Keys', {}),
    staleTime: 0,
  });
}
