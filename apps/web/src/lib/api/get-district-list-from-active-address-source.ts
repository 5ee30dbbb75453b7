import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../api-client';

export const activeDistrictsQueryOptions = (countyCode?: string) =>
  queryOptions({
    queryKey: ['GetDistrictListFromActiveAddressSource', countyCode ?? null],
    queryFn: () => callOperation('GetDistrictListFromActiveAddressSource', countyCode ? { countyCode } : {}),
    meta: { handlesOwnErrors: true },
    // The address register changes rarely.
    staleTime: 30 * 60_000,
  });

export function useActiveDistricts(countyCode?: string) {
  return useQuery(activeDistrictsQueryOptions(countyCode));
}
