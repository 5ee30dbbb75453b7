import { useCallback } from 'react';
import { useAuth } from '../lib/auth/auth-provider';
import { employeeOnlyPaths, hasScreen } from './paths';

/** The menu's filter for the signed-in member: built screens only, the employee screens only for employees. */
export function useScreenFilter(): (path: string) => boolean {
  const isEmployee = useAuth().user?.isEmployee === true;
  return useCallback((path: string) => hasScreen(path) && (isEmployee || !employeeOnlyPaths.has(path)), [isEmployee]);
}
