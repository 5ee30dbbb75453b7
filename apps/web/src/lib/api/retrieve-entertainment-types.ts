import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type OutputOf } from '../api-client';

export type EntertainmentType = OutputOf<'RetrieveEntertainmentTypes'>['items'][number];

export const entertainmentTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['RetrieveEntertainmentTypes'],
    queryFn: () => callOperation('RetrieveEntertainmentTypes', {}),
    // The form says under the field that the list could not be fetched.
    meta: { handlesOwnErrors: true },
    // Lookup tables change with a new tariff, not within a visit.
    staleTime: 30 * 60_000,
  });

/** Every entertainment type with how it is taxed (a share of takings or a daily amount) and the place types it may be held in; a form narrows them by place itself. */
export function useEntertainmentTypes() {
  return useQuery(entertainmentTypesQueryOptions());
}
