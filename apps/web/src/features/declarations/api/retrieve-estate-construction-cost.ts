import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const constructionKindsQueryOptions = (year: number) =>
  queryOptions({
    // The whole year's table is small (types × classes); the form needs its type and class lists.
    queryKey: ['RetrieveEstateConstructionCost', { year }],
    queryFn: () => callOperation('RetrieveEstateConstructionCost', { year }),
    meta: { handlesOwnErrors: true },
    staleTime: 30 * 60_000,
  });

/** The year's construction types and classes (the building form's two lists). */
export function useConstructionKinds(year: number, enabled = true) {
  return useQuery({ ...constructionKindsQueryOptions(year), enabled });
}
