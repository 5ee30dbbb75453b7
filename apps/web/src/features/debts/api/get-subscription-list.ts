import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const subscriptionListQueryOptions = () =>
  queryOptions({
    queryKey: ['GetSubscriptionList'],
    queryFn: () => callOperation('GetSubscriptionList', {}),
  });

/** The member's subscriptions (water), with subscriber number and address. */
export function useSubscriptionList(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionListQueryOptions(), enabled: options.enabled ?? true });
}
