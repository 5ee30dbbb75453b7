import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

/** SaveRestructuring: its refusals (wrong code, amounts changed) are shown beside the form. */
export function useSaveRestructuring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'SaveRestructuring'>) => callOperation('SaveRestructuring', input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['GetRestructuringPlanList'] });
      void queryClient.invalidateQueries({ queryKey: ['GetRestructurableDebtList'] });
      void queryClient.invalidateQueries({ queryKey: ['GetDebtListForEMunicipality'] });
    },
  });
}
