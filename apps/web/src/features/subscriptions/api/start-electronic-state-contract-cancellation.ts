import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

/** StartElectronicStateContractCancellation: its refusals are shown beside the form. */
export function useStartCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'StartElectronicStateContractCancellation'>) =>
      callOperation('StartElectronicStateContractCancellation', input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['GetContractCancellationList'] });
      void queryClient.invalidateQueries({ queryKey: ['GetContractCancellationPreview'] });
    },
  });
}
