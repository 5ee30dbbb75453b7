import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const collectedListQueryOptions = () =>
  queryOptions({
    queryKey: ['GetCollectedList'],
    queryFn: () => callOperation('GetCollectedList', {}),
    staleTime: 0,
  });

/** Past payments (tahsilat) with their receipt numbers. */
export function useCollectedList(options: { enabled?: boolean } = {}) {
  return useQuery({ ...collectedListQueryOptions(), enabled: options.enabled ?? true });
}
