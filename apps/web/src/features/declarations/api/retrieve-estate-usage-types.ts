import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const estateUsageTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['RetrieveEstateUsageTypes'],
    queryFn: () => callOperation('RetrieveEstateUsageTypes', {}),
    meta: { handlesOwnErrors: true },
    staleTime: 30 * 60_000,
  });

/** What a building is used for (konut, işyeri, …). */
export function useEstateUsageTypes(enabled = true) {
  return useQuery({ ...estateUsageTypesQueryOptions(), enabled });
}
