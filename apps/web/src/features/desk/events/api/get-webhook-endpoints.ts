import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../../lib/api-client';

export const webhookEndpointsKey = ['desk', 'GetWebhookEndpoints'] as const;

/** The delivery state changes by the second: refreshed every 10 s while the screen is open. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookEndpointsKey,
    queryFn: () => callOperation('GetWebhookEndpoints', {}),
    staleTime: 0,
    refetchInterval: 10_000,
  });
}
