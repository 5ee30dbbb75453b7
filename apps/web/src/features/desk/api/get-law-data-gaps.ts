import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/** Every desk member: the coming years whose bayram days are not loaded (their deadlines move off weekends only). */
export function useLawDataGaps() {
  return useQuery({
    queryKey: ['desk', 'GetLawDataGaps'],
    queryFn: () => callOperation('GetLawDataGaps', {}),
    staleTime: 60_000,
  });
}
