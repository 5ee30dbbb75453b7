import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useRestructuringPlans() {
  return useQuery({
    queryKey: ['GetRestructuringPlanList'],
    queryFn: () => callOperation('GetRestructuringPlanList', {}),
    staleTime: 0,
  });
}
