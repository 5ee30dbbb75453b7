import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';
import { webhookEndpointsKey } from './get-webhook-endpoints';

export function useSetWebhookEndpointEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'SetWebhookEndpointEnabled'>) => callOperation('SetWebhookEndpointEnabled', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookEndpointsKey }),
  });
}
