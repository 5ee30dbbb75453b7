import { describe, expect, it } from 'vitest';
import { testMember } from '../../test/fixtures';
import { authReducer, initialAuthState } from './auth-state';

describe('authReducer', () => {
  it('INIT with a stored member starts signed in', () => {
    expect(authReducer(initialAuthState, { type: 'INIT', user: testMember })).toEqual({ isInitialised: true, isAuthenticated: true, user: testMember });
  });

  it('INIT with nothing stored starts anonymous', () => {
    expect(authReducer(initialAuthState, { type: 'INIT', user: null })).toEqual({ isInitialised: true, isAuthenticated: false, user: null });
  });

  it('LOGIN and REGISTER sign the member in', () => {
    const anonymous = authReducer(initialAuthState, { type: 'INIT', user: null });
    expect(authReducer(anonymous, { type: 'LOGIN', user: testMember })).toMatchObject({ isAuthenticated: true, user: testMember });
    expect(authReducer(anonymous, { type: 'REGISTER', user: testMember })).toMatchObject({ isAuthenticated: true, user: testMember });
  });

  it('LOGOUT forgets the member', () => {
    const signedIn = authReducer(initialAuthState, { type: 'INIT', user: testMember });
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toEqual({ isInitialised: true, isAuthenticated: false, user: null });
  });
});
