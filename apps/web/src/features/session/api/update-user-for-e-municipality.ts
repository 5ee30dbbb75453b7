import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useUpdateUser() {
  return useMutation({
    mutationFn: (input: InputOf<'UpdateUserForEMunicipality'>) => callOperation('UpdateUserForEMunicipality', input),
    meta: { handlesOwnErrors: true },
  });
}
