import { useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

/** Step 1: user name and password; the server sends the SMS code and sets the pending staff cookie. */
export function staffSignIn(input: InputOf<'StaffSignIn'>) {
  return callOperation('StaffSignIn', input);
}

/** Step 2: the SMS code; the server replaces the pending cookie with the staff session's. */
export function staffVerifyCode(input: InputOf<'StaffVerifyCode'>) {
  return callOperation('StaffVerifyCode', input);
}

/** Who is signed in at the desk; 401 when nobody is. */
export function getStaffSession() {
  return callOperation('GetStaffSession', {});
}

export function staffSignOut() {
  return callOperation('StaffSignOut', {});
}

/** Administrators: account names and addresses that wrong passwords are slowing down now. */
export function useStaffSignInSecurity() {
  return useQuery({
    queryKey: ['desk', 'GetStaffSignInSecurity'],
    queryFn: () => callOperation('GetStaffSignInSecurity', {}),
    staleTime: 0,
  });
}

/** Every desk member: the coming years whose bayram days are not loaded (their deadlines move off weekends only). */
export function useLawDataGaps() {
  return useQuery({
    queryKey: ['desk', 'GetLawDataGaps'],
    queryFn: () => callOperation('GetLawDataGaps', {}),
    staleTime: 60_000,
  });
}
