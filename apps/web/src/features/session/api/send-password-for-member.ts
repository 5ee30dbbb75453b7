import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

/** SPEC §4 password reset: a temporary password by SMS when the ID and phone match an account. */
export function useSendPasswordForMember() {
  return useMutation({
    mutationFn: (input: InputOf<'SendPasswordForMember'>) => callOperation('SendPasswordForMember', input),
    meta: { handlesOwnErrors: true },
  });
}
