import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type OutputOf } from '../api-client';

export type EntertainmentPlaceType = OutputOf<'RetrieveEntertainmentPlaceTypes'>['items'][number];

export const entertainmentPlaceTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['RetrieveEntertainmentPlaceTypes'],
    queryFn: () => callOperation('RetrieveEntertainmentPlaceTypes', {}),
    // The form says under the field that the list could not be fetched.
    meta: { handlesOwnErrors: true },
    // Lookup tables change with a new tariff, not within a visit.
    staleTime: 30 * 60_000,
  });

/** Entertainment place types (sinema salonu, lunapark, …), for the entertainment tax declaration. */
export function useEntertainmentPlaceTypes() {
  return useQuery(entertainmentPlaceTypesQueryOptions());
}
