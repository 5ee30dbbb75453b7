import { describe, expect, it } from 'vitest';
import { testMember } from '../../test/fixtures';
import { authReducer, initialAuthState } from './auth-state';

describe('authReducer', () => {
  it('INIT with a stored member starts signed in', () => {
    expect(authReducer(initialAuthState, { type: 'INIT', user: testMember })).toEqual({
      isInitialised: true,
      isAuthenticated: true,
      user: testMember,
      signedOut: false,
    });
  });

  it('INIT with nothing stored starts anonymous', () => {
    expect(authReducer(initialAuthState, { type: 'INIT', user: null })).toEqual({
      isInitialised: true,
      isAuthenticated: false,
      user: null,
      signedOut: false,
    });
  });

  it('LOGIN and REGISTER sign the member in', () => {
    const anonymous = authReducer(initialAuthState, { type: 'INIT', user: null });
    expect(authReducer(anonymous, { type: 'LOGIN', user: testMember })).toMatchObject({
      isAuthenticated: true,
      user: testMember,
    });
    expect(authReducer(anonymous, { type: 'REGISTER', user: testMember })).toMatchObject({
      isAuthenticated: true,
      user: testMember,
    });
  });

  it('LOGOUT forgets the member, and tells a sign-out from an expired session', () => {
    const signedIn = authReducer(initialAuthState, { type: 'INIT', user: testMember });
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toEqual({
      isInitialised: true,
      isAuthenticated: false,
      user: null,
      signedOut: false,
    });
    const out = authReducer(signedIn, { type: 'LOGOUT', signedOut: true });
    expect(out).toEqual({ isInitialised: true, isAuthenticated: false, user: null, signedOut: true });
    expect(authReducer(out, { type: 'LOGIN', user: testMember }).signedOut).toBe(false);
  });
});
