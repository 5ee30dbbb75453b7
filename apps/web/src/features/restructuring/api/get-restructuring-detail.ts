import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useRestructuringPlan(planNo: string | null) {
  return useQuery({
    queryKey: ['GetRestructuringDetail', planNo],
    queryFn: () => callOperation('GetRestructuringDetail', { planNo: planNo! }),
    enabled: planNo !== null,
    staleTime: 0,
  });
}
