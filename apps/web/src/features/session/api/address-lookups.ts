import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

// The address register's public lookups as the membership forms use them. Features
// never import each other, so these are the session feature's own, keyed like any other user of the calls.

const addressStaleTime = 30 * 60_000;

export const districtsQueryOptions = () =>
  queryOptions({
    queryKey: ['GetDistrictListFromActiveAddressSource', null],
    queryFn: () => callOperation('GetDistrictListFromActiveAddressSource', {}),
    meta: { handlesOwnErrors: true },
    staleTime: addressStaleTime,
  });

export function useDistricts() {
  return useQuery(districtsQueryOptions());
}

export function useStreets(districtCode: string) {
  return useQuery({
    queryKey: ['GetStreetListWithoutAuthorization', districtCode],
    queryFn: () => callOperation('GetStreetListWithoutAuthorization', { districtCode }),
    meta: { handlesOwnErrors: true },
    staleTime: addressStaleTime,
    enabled: districtCode !== '',
  });
}

export function useOuterDoors(streetCode: string) {
  return useQuery({
    queryKey: ['GetOuterDoorListWithoutAuthorization', streetCode],
    queryFn: () => callOperation('GetOuterDoorListWithoutAuthorization', { streetCode }),
    meta: { handlesOwnErrors: true },
    staleTime: addressStaleTime,
    enabled: streetCode !== '',
  });
}

export function useInnerDoors(outerDoorCode: string) {
  return useQuery({
    queryKey: ['GetConcreteInnerDoorListWithoutAuthorization', outerDoorCode],
    queryFn: () => callOperation('GetConcreteInnerDoorListWithoutAuthorization', { outerDoorCode }),
    meta: { handlesOwnErrors: true },
    staleTime: addressStaleTime,
    enabled: outerDoorCode !== '',
  });
}
