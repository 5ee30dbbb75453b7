import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/** GetSubscriptionList: the member's subscriptions with address, type and status. */
export function useSubscriptions() {
  return useQuery({
    queryKey: ['GetSubscriptionList'],
    queryFn: () => callOperation('GetSubscriptionList', {}),
    staleTime: 0,
  });
}
