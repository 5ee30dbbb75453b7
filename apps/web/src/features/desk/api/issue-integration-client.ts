import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useIssueIntegrationClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'IssueIntegrationClient'>) => callOperation('IssueIntegrationClient', input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['desk', 'GetIntegrationClients'] }),
  });
}
