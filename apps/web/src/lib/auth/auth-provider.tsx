import type { MemberInfo } from '@ebelediye/contract';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { logoutOnServer } from '../api/logout';
import { authReducer, initialAuthState, type AuthState } from './auth-state';
import { forgetMember, readStoredMember, storedMemberIsValid, storeMember } from './member-storage';

interface Auth extends AuthState {
  /** SPEC §4 LOGIN: the server has set the session cookie; remember who signed in. */
  login: (user: MemberInfo) => void;
  /** SPEC §4 REGISTER: a new member is signed in straight away. */
  register: (user: MemberInfo) => void;
  /** SPEC §4 LOGOUT: ends the server session, then forgets the member even if that call failed. */
  logout: () => Promise<void>;
  /** The server no longer knows this session (a call answered 401): forget the member here too. */
  sessionExpired: () => void;
}

const AuthContext = createContext<Auth | null>(null);

/** INIT happens while the first render is prepared, so a guarded page never flashes the sign-in screen. */
function initialise(memberUnknownAtFirst: boolean): AuthState {
  return memberUnknownAtFirst
    ? initialAuthState
    : authReducer(initialAuthState, { type: 'INIT', user: readStoredMember() });
}

interface AuthProviderProps {
  children: ReactNode;
  /**
   * The first render does not know the member yet (`isInitialised` false): a member's screen the server
   * rendered for whoever is signed in (decision 048), which this render hydrates. The member stored in
   * the tab is read right after it, so the first render is the server's markup exactly.
   */
  memberUnknownAtFirst?: boolean;
}

export function AuthProvider({ children, memberUnknownAtFirst = false }: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, memberUnknownAtFirst, initialise);

  // The member read at start passes the contract's full check once its schema has loaded, or is signed out.
  const [userAtStart] = useState(state.user);
  useEffect(() => {
    const user = memberUnknownAtFirst ? readStoredMember() : userAtStart;
    // In a transition: the page just hydrated in slices, and the member's top bar can wait for a slice too.
    if (memberUnknownAtFirst) startTransition(() => dispatch({ type: 'INIT', user }));
    if (user === null) return;
    void storedMemberIsValid().then((valid) => {
      if (!valid) dispatch({ type: 'LOGOUT' });
    });
  }, [memberUnknownAtFirst, userAtStart]);

  const login = useCallback((user: MemberInfo) => {
    storeMember(user);
    dispatch({ type: 'LOGIN', user });
  }, []);

  const register = useCallback((user: MemberInfo) => {
    storeMember(user);
    dispatch({ type: 'REGISTER', user });
  }, []);

  const logout = useCallback(async () => {
    try {
      await logoutOnServer();
    } finally {
      forgetMember();
      dispatch({ type: 'LOGOUT', signedOut: true });
    }
  }, []);

  const sessionExpired = useCallback(() => {
    forgetMember();
    dispatch({ type: 'LOGOUT' });
  }, []);

  const auth = useMemo(
    () => ({ ...state, login, register, logout, sessionExpired }),
    [state, login, register, logout, sessionExpired],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth is used outside AuthProvider');
  return auth;
}
