import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

/** Closes one's own account (status passive), confirmed with the password. */
export function useCloseAccount() {
  return useMutation({
    mutationFn: (input: Omit<InputOf<'CreateUserStatus'>, 'status'>) =>
      callOperation('CreateUserStatus', { ...input, status: 'passive' }),
    meta: { handlesOwnErrors: true },
  });
}
