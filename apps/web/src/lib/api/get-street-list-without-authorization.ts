import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../api-client';

export const streetsQueryOptions = (districtCode: string) =>
  queryOptions({
    queryKey: ['GetStreetListWithoutAuthorization', districtCode],
    queryFn: () => callOperation('GetStreetListWithoutAuthorization', { districtCode }),
    meta: { handlesOwnErrors: true },
    staleTime: 30 * 60_000,
  });

/** The streets of a district; nothing is asked until a district is chosen. */
export function useStreets(districtCode: string | undefined) {
  return useQuery({ ...streetsQueryOptions(districtCode ?? ''), enabled: Boolean(districtCode) });
}
