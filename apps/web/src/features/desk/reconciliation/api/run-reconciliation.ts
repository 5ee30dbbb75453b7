import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';
import { reconciliationKey } from './get-reconciliation';

export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'RunReconciliation'>) => callOperation('RunReconciliation', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reconciliationKey }),
  });
}
