import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const registryDetailQueryOptions = () =>
  queryOptions({
    queryKey: ['GetRegistryDetail'],
    queryFn: () => callOperation('GetRegistryDetail', {}),
  });

/** The signed-in person's own registry: kind, masked ID, names, contact, addresses. */
export function useRegistryDetail() {
  return useQuery(registryDetailQueryOptions());
}
