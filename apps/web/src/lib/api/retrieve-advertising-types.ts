import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type OutputOf } from '../api-client';

export type AdvertisingType = OutputOf<'RetrieveAdvertisingTypes'>['items'][number];

export const advertisingTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['RetrieveAdvertisingTypes'],
    queryFn: () => callOperation('RetrieveAdvertisingTypes', {}),
    // The form says under the field that the list could not be fetched.
    meta: { handlesOwnErrors: true },
    // Lookup tables change with a new tariff, not within a visit.
    staleTime: 30 * 60_000,
  });

/** Advertising types (tabela, ışıklı tabela, araç reklamı, …) with the unit their tariff counts in (per m² or per piece; per year, week or day). */
export function useAdvertisingTypes() {
  return useQuery(advertisingTypesQueryOptions());
}
