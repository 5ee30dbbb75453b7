import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const estateTypesQueryOptions = (kind: 'arsa' | 'arazi' | 'bina') =>
  queryOptions({
    queryKey: ['RetrieveEstateTypes', kind],
    queryFn: () => callOperation('RetrieveEstateTypes', { kind }),
    meta: { handlesOwnErrors: true },
    staleTime: 30 * 60_000,
  });

/** Estate types of one kind (for buildings: mesken, dükkân, …, with the tax class that sets the rate). */
export function useEstateTypes(kind: 'arsa' | 'arazi' | 'bina', enabled = true) {
  return useQuery({ ...estateTypesQueryOptions(kind), enabled });
}
