import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type OutputOf } from '../api-client';

export type EctActivityType = OutputOf<'RetrieveECTActivityTypes'>['items'][number];

export const ectActivityTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['RetrieveECTActivityTypes'],
    queryFn: () => callOperation('RetrieveECTActivityTypes', {}),
    // The form says under the field that the list could not be fetched.
    meta: { handlesOwnErrors: true },
    // Lookup tables change with a new tariff, not within a visit.
    staleTime: 30 * 60_000,
  });

/** Every workplace activity of the ÇTV tariff with its building group (1–7), in Turkish order. */
export function useEctActivityTypes() {
  return useQuery(ectActivityTypesQueryOptions());
}
