import type { MemberInfo } from '@ebelediye/contract';

/** SPEC §4 auth state. */
export interface AuthState {
  isAuthenticated: boolean;
  isInitialised: boolean;
  user: MemberInfo | null;
  /**
   * The member signed out in this tab (rather than the session expiring): a guarded page still on
   * screen sends home, not to sign-in with itself as the page to return to.
   */
  signedOut: boolean;
}

export type AuthAction =
  | { type: 'INIT'; user: MemberInfo | null }
  | { type: 'LOGIN'; user: MemberInfo }
  | { type: 'REGISTER'; user: MemberInfo }
  | { type: 'LOGOUT'; signedOut?: boolean };

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  isInitialised: false,
  user: null,
  signedOut: false,
};

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INIT':
      return { isInitialised: true, isAuthenticated: action.user !== null, user: action.user, signedOut: false };
    case 'LOGIN':
    case 'REGISTER':
      return { ...state, isAuthenticated: true, user: action.user, signedOut: false };
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, user: null, signedOut: action.signedOut ?? false };
  }
}
