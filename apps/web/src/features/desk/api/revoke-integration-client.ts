import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useRevokeIntegrationClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'RevokeIntegrationClient'>) => callOperation('RevokeIntegrationClient', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['desk', 'GetIntegrationClients'] }),
  });
}
