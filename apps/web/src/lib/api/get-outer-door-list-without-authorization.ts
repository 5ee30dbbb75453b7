import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../api-client';

export function useOuterDoors(streetCode: string) {
  return useQuery({
    queryKey: ['GetOuterDoorListWithoutAuthorization', streetCode],
    queryFn: () => callOperation('GetOuterDoorListWithoutAuthorization', { streetCode }),
    meta: { handlesOwnErrors: true },
    staleTime: 30 * 60_000,
    enabled: streetCode !== '',
  });
}
