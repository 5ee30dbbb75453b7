import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../api-client';

export function useInnerDoors(outerDoorCode: string) {
  return useQuery({
    queryKey: ['GetConcreteInnerDoorListWithoutAuthorization', outerDoorCode],
    queryFn: () => callOperation('GetConcreteInnerDoorListWithoutAuthorization', { outerDoorCode }),
    meta: { handlesOwnErrors: true },
    staleTime: 30 * 60_000,
    enabled: outerDoorCode !== '',
  });
}
