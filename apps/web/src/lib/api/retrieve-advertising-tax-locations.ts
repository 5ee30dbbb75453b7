import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type OutputOf } from '../api-client';

export type AdvertisingTaxLocation = OutputOf<'RetrieveAdvertisingTaxLocations'>['items'][number];

export const advertisingTaxLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['RetrieveAdvertisingTaxLocations'],
    queryFn: () => callOperation('RetrieveAdvertisingTaxLocations', {}),
    // The form says under the field that the list could not be fetched.
    meta: { handlesOwnErrors: true },
    // Lookup tables change with a new tariff, not within a visit.
    staleTime: 30 * 60_000,
  });

/** Where an advertisement stands (bina cephesi, çatı, vitrin, …). */
export function useAdvertisingTaxLocations() {
  return useQuery(advertisingTaxLocationsQueryOptions());
}
