import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';

export function useCitizenSupportUnlockAccount() {
  return useMutation({
    mutationFn: (input: InputOf<'CitizenSupportUnlockAccount'>) => callOperation('CitizenSupportUnlockAccount', input),
  });
}
