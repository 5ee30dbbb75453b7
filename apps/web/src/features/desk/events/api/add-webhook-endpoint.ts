import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';
import { webhookEndpointsKey } from './get-webhook-endpoints';

export function useAddWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'AddWebhookEndpoint'>) => callOperation('AddWebhookEndpoint', input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookEndpointsKey }),
  });
}
