import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../../lib/api-client';

export const closureRequestsKey = ['desk', 'CitizenSupportGetClosureRequests'] as const;

export function useClosureRequests() {
  return useQuery({
    queryKey: closureRequestsKey,
    queryFn: () => callOperation('CitizenSupportGetClosureRequests', {}),
    staleTime: 0,
  });
}
