import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const collectionDetailQueryOptions = (collectionOid: number) =>
  queryOptions({
    queryKey: ['RetrieveCollectionDetailByCollectionOid', collectionOid],
    queryFn: () => callOperation('RetrieveCollectionDetailByCollectionOid', { collectionOid }),
    meta: { handlesOwnErrors: true },
    // A posted collection does not change.
    staleTime: 10 * 60_000,
  });

/** One payment (only one's own): receipt number, date, and what it paid line by line. Asked when `collectionOid` is given. */
export function useCollectionDetail(collectionOid: number | undefined) {
  return useQuery({ ...collectionDetailQueryOptions(collectionOid ?? 0), enabled: collectionOid !== undefined });
}
