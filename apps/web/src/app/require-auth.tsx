import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../features/session/auth-provider';
import { paths } from './paths';

/** Router state handed to the sign-in screen: where the visitor was going. */
export interface SignInState {
  from?: string;
}

/** SPEC §2 route guard: anonymous visitors go to sign-in, which brings them back afterwards. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (!isAuthenticated) {
    const state: SignInState = { from: pathname + search + hash };
    return <Navigate to={paths.signIn.path} replace state={state} />;
  }
  return <Outlet />;
}
