import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/** Administrators: account names and addresses that wrong passwords are slowing down now. */
export function useStaffSignInSecurity() {
  return useQuery({
    queryKey: ['desk', 'GetStaffSignInSecurity'],
    queryFn: () => callOperation('GetStaffSignInSecurity', {}),
    staleTime: 0,
  });
}
