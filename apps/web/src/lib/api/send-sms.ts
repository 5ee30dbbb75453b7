import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../api-client';

/** Sends a six-digit code to prove the phone is the person's; answers the reference ValidateCode needs. */
export function useSendSms() {
  return useMutation({
    mutationFn: (input: InputOf<'SendSms'>) => callOperation('SendSms', input),
    meta: { handlesOwnErrors: true },
  });
}
