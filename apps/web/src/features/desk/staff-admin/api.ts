import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

const listKey = ['desk', 'GetStaffAccounts'] as const;

export function useStaffAccounts() {
  return useQuery({
    queryKey: listKey,
    queryFn: () => callOperation('GetStaffAccounts', {}),
    staleTime: 0,
  });
}

type ChangeName =
  | 'CreateStaffAccount'
  | 'DisableStaffAccount'
  | 'EnableStaffAccount'
  | 'ChangeStaffAccountRole'
  | 'ResetStaffAccountPhone'
  | 'SendStaffTemporaryPassword'
  | 'CreateStaffUnit';

/** One of the staff list's changes; the list is read again after it. Each caller shows its own failure. */
export function useStaffChange<N extends ChangeName>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<N>) => callOperation(name, input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
