import type { StaffInfo } from '@ebelediye/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { UnauthenticatedError } from '../../lib/errors';
import { getStaffSession } from './api/get-staff-session';
import { staffSignOut } from './api/staff-sign-out';

export const staffSessionKey = ['desk', 'staff-session'] as const;

/**
 * Who is signed in at the desk: undefined while asking, null for nobody. Read from the server (the
 * staff cookie is httpOnly); the browser keeps nothing of a staff session itself.
 */
export function useStaffSession(): { staff: StaffInfo | null | undefined } {
  const query = useQuery({
    queryKey: staffSessionKey,
    queryFn: async () => {
      try {
        return (await getStaffSession()).staff;
      } catch (error) {
        if (
          error instanceof UnauthenticatedError ||
          (error instanceof Error && 'status' in error && error.status === 403)
        )
          return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
  return { staff: query.data };
}

/** The signed-in staff member, for pages inside the desk layout (which renders only when there is one). */
export function useStaff(): StaffInfo {
  const { staff } = useStaffSession();
  if (!staff) throw new Error('useStaff is used outside the signed-in desk');
  return staff;
}

export function useStaffSessionActions() {
  const queryClient = useQueryClient();
  const signedIn = useCallback((staff: StaffInfo) => queryClient.setQueryData(staffSessionKey, staff), [queryClient]);
  const signOut = useCallback(async () => {
    try {
      await staffSignOut();
    } finally {
      // Whatever the answer, nothing of the desk stays in memory.
      queryClient.clear();
      queryClient.setQueryData(staffSessionKey, null);
    }
  }, [queryClient]);
  /** A call answered 401: the session ended on the server (idle, expired, account closed). */
  const sessionEnded = useCallback(() => {
    queryClient.setQueryData(staffSessionKey, null);
  }, [queryClient]);
  return { signedIn, signOut, sessionEnded };
}
