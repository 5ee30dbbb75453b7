import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useLodgeComplaint() {
  return useMutation({
    mutationFn: (input: InputOf<'LodgeComplaint'>) => callOperation('LodgeComplaint', input),
    meta: { handlesOwnErrors: true },
  });
}
