import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

/** The whole membership application in one call; the server signs the new member in. */
export function useCreateUser() {
  return useMutation({
    mutationFn: (input: InputOf<'CreateUserForEmunicipality'>) => callOperation('CreateUserForEmunicipality', input),
    meta: { handlesOwnErrors: true },
  });
}
