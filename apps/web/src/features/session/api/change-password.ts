import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: InputOf<'ChangePassword'>) => callOperation('ChangePassword', input),
    meta: { handlesOwnErrors: true },
  });
}
