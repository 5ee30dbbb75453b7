import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';
import { myClosureRequestKey } from './citizen-support-get-my-closure-request';

export function useRequestClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'CitizenSupportRequestClosure'>) =>
      callOperation('CitizenSupportRequestClosure', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myClosureRequestKey }),
    // The screen shows the failure itself (under the field, or in the error dialog once).
    meta: { handlesOwnErrors: true },
  });
}
