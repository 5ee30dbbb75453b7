import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const retrieveParametersQueryOptions = (group: string) =>
  queryOptions({
    queryKey: ['RetrieveParametersWithoutAuthorization', group],
    queryFn: () => callOperation('RetrieveParametersWithoutAuthorization', { group }),
    staleTime: 10 * 60_000,
  });

export function usePublicParameters(group: string) {
  return useQuery(retrieveParametersQueryOptions(group));
}
