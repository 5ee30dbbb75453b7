import type { ResolutionKind } from '@ebelediye/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const resolutionTypesQueryOptions = (kind: ResolutionKind) =>
  queryOptions({
    queryKey: ['GetResolutionTypeList', kind],
    queryFn: () => callOperation('GetResolutionTypeList', { kind }),
    meta: { handlesOwnErrors: true },
    staleTime: 30 * 60_000,
  });

export function useResolutionTypes(kind: ResolutionKind) {
  return useQuery(resolutionTypesQueryOptions(kind));
}
