import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const matrimonyFeesQueryOptions = () =>
  queryOptions({
    queryKey: ['GetMatrimonyFees'],
    queryFn: () => callOperation('GetMatrimonyFees', {}),
    staleTime: 10 * 60_000,
  });

/** The marriage-fee tariff (the municipality's NIKAH parameters). */
export function useMatrimonyFees(options: { enabled?: boolean } = {}) {
  return useQuery({ ...matrimonyFeesQueryOptions(), enabled: options.enabled ?? true });
}
