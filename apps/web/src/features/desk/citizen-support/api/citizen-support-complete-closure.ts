import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';
import { closureRequestsKey } from './citizen-support-get-closure-requests';

export function useCompleteClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'CitizenSupportCompleteClosure'>) =>
      callOperation('CitizenSupportCompleteClosure', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: closureRequestsKey }),
    // The screen shows the failure itself (under the field, or in the error dialog once).
    meta: { handlesOwnErrors: true },
  });
}
