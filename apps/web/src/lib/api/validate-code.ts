import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../api-client';

export function useValidateCode() {
  return useMutation({
    mutationFn: (input: InputOf<'ValidateCode'>) => callOperation('ValidateCode', input),
    meta: { handlesOwnErrors: true },
  });
}
