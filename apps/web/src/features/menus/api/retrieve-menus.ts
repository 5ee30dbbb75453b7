import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const retrieveMenusQueryOptions = () =>
  queryOptions({
    queryKey: ['RetrieveMenus'],
    queryFn: () => callOperation('RetrieveMenus', {}),
    // The menu changes only when the municipality edits it.
    staleTime: 10 * 60_000,
  });

export function useMenus() {
  return useQuery(retrieveMenusQueryOptions());
}
