import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useVerifyComplaintPhone() {
  return useMutation({
    mutationFn: (input: InputOf<'VerifyComplaintPhone'>) => callOperation('VerifyComplaintPhone', input),
    meta: { handlesOwnErrors: true },
  });
}
