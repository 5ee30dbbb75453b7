import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../../lib/api-client';

export const reconciliationKey = ['desk', 'GetReconciliation'] as const;

export function useReconciliation() {
  return useQuery({
    queryKey: reconciliationKey,
    queryFn: () => callOperation('GetReconciliation', {}),
    staleTime: 0,
  });
}
