import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-provider';
import { paths, type SignInState } from './paths';

/** SPEC §2 route guard: anonymous visitors go to sign-in, which brings them back afterwards. */
export function RequireAuth() {
  const { isAuthenticated, isInitialised, signedOut } = useAuth();
  const { pathname, search, hash } = useLocation();
  // The guarded page last shown to a signed-in member (kept from render to render).
  const [signedInAt, setSignedInAt] = useState(isAuthenticated ? pathname : null);
  if (isAuthenticated && signedInAt !== pathname) setSignedInAt(pathname);
  // The member is not known yet: the server's render of a member's screen, and the browser's hydration
  // of it, which learns the member right after (decision 048). The screen shows; its calls carry the cookie.
  if (!isInitialised) return <Outlet />;
  // Signing out on that page goes home, as the top bar does: not to sign-in, which would bring
  // whoever signs in next back to it. An expired session, or another guarded page, asks to sign in.
  if (!isAuthenticated && signedOut && signedInAt === pathname) return <Navigate to={paths.home.path} replace />;
  if (!isAuthenticated) {
    const state: SignInState = { from: pathname + search + hash };
    return <Navigate to={paths.signIn.path} replace state={state} />;
  }
  return <Outlet />;
}
