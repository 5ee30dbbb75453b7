import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const myClosureRequestKey = ['CitizenSupportGetMyClosureRequest'] as const;

export function useMyClosureRequest() {
  return useQuery({
    queryKey: myClosureRequestKey,
    queryFn: () => callOperation('CitizenSupportGetMyClosureRequest', {}),
    staleTime: 0,
  });
}
