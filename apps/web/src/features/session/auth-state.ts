import type { MemberInfo } from '@ebelediye/contract';

/** SPEC §4 auth state. */
export interface AuthState {
  isAuthenticated: boolean;
  isInitialised: boolean;
  user: MemberInfo | null;
}

export type AuthAction =
  | { type: 'INIT'; user: MemberInfo | null }
  | { type: 'LOGIN'; user: MemberInfo }
  | { type: 'REGISTER'; user: MemberInfo }
  | { type: 'LOGOUT' };

export const initialAuthState: AuthState = { isAuthenticated: false, isInitialised: false, user: null };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INIT':
      return { isInitialised: true, isAuthenticated: action.user !== null, user: action.user };
    case 'LOGIN':
    case 'REGISTER':
      return { ...state, isAuthenticated: true, user: action.user };
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, user: null };
  }
}
