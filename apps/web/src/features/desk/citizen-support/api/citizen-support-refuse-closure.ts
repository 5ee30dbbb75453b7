import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';
import { closureRequestsKey } from './citizen-support-get-closure-requests';

export function useRefuseClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'CitizenSupportRefuseClosure'>) => callOperation('CitizenSupportRefuseClosure', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: closureRequestsKey }),
    // The screen shows the failure itself (under the field, or in the error dialog once).
    meta: { handlesOwnErrors: true },
  });
}
