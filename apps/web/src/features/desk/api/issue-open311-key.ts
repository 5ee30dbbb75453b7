import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useIssueOpen311Key() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'IssueOpen311Key'>) => callOperation('IssueOpen311Key', input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['desk', 'GetOpen311Keys'] }),
  });
}
