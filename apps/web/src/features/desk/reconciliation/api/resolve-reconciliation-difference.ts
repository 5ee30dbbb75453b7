import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';
import { reconciliationKey } from './get-reconciliation';

export function useResolveReconciliationDifference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'ResolveReconciliationDifference'>) =>
      callOperation('ResolveReconciliationDifference', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reconciliationKey }),
  });
}
