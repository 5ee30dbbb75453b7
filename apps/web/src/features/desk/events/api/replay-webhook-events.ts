import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';
import { webhookEndpointsKey } from './get-webhook-endpoints';

export function useReplayWebhookEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'ReplayWebhookEvents'>) => callOperation('ReplayWebhookEvents', input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookEndpointsKey }),
  });
}
