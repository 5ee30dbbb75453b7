import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const resolutionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['GetResolution', id],
    queryFn: () => callOperation('GetResolution', { id }),
    meta: { handlesOwnErrors: true },
    // A published decision does not change.
    staleTime: 30 * 60_000,
  });

export function useResolution(id: number) {
  return useQuery(resolutionQueryOptions(id));
}
