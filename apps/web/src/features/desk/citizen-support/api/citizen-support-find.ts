import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';

/** A look is a mutation: it is made on purpose with a reason, recorded, and never refetched by itself. */
export function useCitizenSupportFind() {
  return useMutation({
    mutationFn: (input: InputOf<'CitizenSupportFind'>) => callOperation('CitizenSupportFind', input),
    // The screen shows the failure itself (under the field, or in the error dialog once).
    meta: { handlesOwnErrors: true },
  });
}
