import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useStaffUnits() {
  return useQuery({
    queryKey: ['desk', 'GetStaffUnits'],
    queryFn: () => callOperation('GetStaffUnits', {}),
    staleTime: 10 * 60_000,
  });
}
