import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';

export function useCitizenSupportSendPasswordReset() {
  return useMutation({
    mutationFn: (input: InputOf<'CitizenSupportSendPasswordReset'>) =>
      callOperation('CitizenSupportSendPasswordReset', input),
    // The screen shows the failure itself (under the field, or in the error dialog once).
    meta: { handlesOwnErrors: true },
  });
}
