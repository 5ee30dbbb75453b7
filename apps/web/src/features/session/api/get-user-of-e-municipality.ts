import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const currentMemberQueryOptions = () =>
  queryOptions({
    queryKey: ['GetUserOfEMunicipality'],
    queryFn: () => callOperation('GetUserOfEMunicipality', {}),
    staleTime: 0,
  });

/** The signed-in member as the server knows them now (MemberInfo). */
export function useCurrentMember(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentMemberQueryOptions(), ...options });
}
