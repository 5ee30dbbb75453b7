import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const landTypesQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['RetrieveLandTypes', year],
    queryFn: () => callOperation('RetrieveLandTypes', { year }),
    meta: { handlesOwnErrors: true },
    staleTime: 30 * 60_000,
  });

/** Arazi cinsleri with the year's m² unit value. */
export function useLandTypes(year: number, enabled = true) {
  return useQuery({ ...landTypesQueryOptions(year), enabled });
}
