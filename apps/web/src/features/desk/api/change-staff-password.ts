import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useChangeStaffPassword() {
  return useMutation({
    mutationFn: (input: InputOf<'ChangeStaffPassword'>) => callOperation('ChangeStaffPassword', input),
    meta: { handlesOwnErrors: true },
  });
}
