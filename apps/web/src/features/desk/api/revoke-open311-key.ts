import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useRevokeOpen311Key() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'RevokeOpen311Key'>) => callOperation('RevokeOpen311Key', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['desk', 'GetOpen311Keys'] }),
  });
}
