import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

/** The application's identity step: checksum, no account yet, and the population register for persons. */
export function useValidateUserForRegister() {
  return useMutation({
    mutationFn: (input: InputOf<'ValidateEMunicipalityUserForRegister'>) =>
      callOperation('ValidateEMunicipalityUserForRegister', input),
    meta: { handlesOwnErrors: true },
  });
}
