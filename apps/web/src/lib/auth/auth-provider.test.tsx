import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { configureApiClient } from '../api-client';
import { mockFetch } from '../../test/fetch-mock';
import { testMember } from '../../test/fixtures';
import { AuthProvider, useAuth } from './auth-provider';

const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>;

describe('AuthProvider', () => {
  it('starts signed in when this tab already holds the member', () => {
    sessionStorage.setItem('MemberInfo', JSON.stringify(testMember));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toMatchObject({ isInitialised: true, isAuthenticated: true, user: testMember });
  });

  it("knows nobody in its first render when hydrating a member's screen, then the member of the tab (decision 048)", async () => {
    sessionStorage.setItem('MemberInfo', JSON.stringify(testMember));
    const renders: boolean[] = [];
    const { result } = renderHook(
      () => {
        const auth = useAuth();
        renders.push(auth.isInitialised);
        return auth;
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <AuthProvider memberUnknownAtFirst>{children}</AuthProvider>
        ),
      },
    );
    expect(renders[0]).toBe(false);
    await waitFor(() =>
      expect(result.current).toMatchObject({ isInitialised: true, isAuthenticated: true, user: testMember }),
    );
  });

  it('forgets stored member info that is not valid', () => {
    sessionStorage.setItem('MemberInfo', '{"name":"eksik"}');
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('MemberInfo')).toBeNull();
  });

  it('keeps MemberInfo in sessionStorage on login, and nothing secret', () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    act(() => result.current.login(testMember));
    expect(result.current.isAuthenticated).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('MemberInfo') ?? '')).toEqual(testMember);
    expect(Object.keys(sessionStorage)).toEqual(['MemberInfo']);
  });

  it('ends the server session and forgets the member on logout', async () => {
    configureApiClient({ baseUrl: '/api', userName: 'TEST_WEB' });
    const fetchMock = mockFetch({ '/api/Logout': { body: { success: true } } });
    sessionStorage.setItem('MemberInfo', JSON.stringify(testMember));
    const { result } = renderHook(() => useAuth(), { wrapper });

    await act(() => result.current.logout());
    expect(fetchMock).toHaveBeenCalledWith('/api/Logout', expect.anything());
    expect(result.current.isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('MemberInfo')).toBeNull();
  });

  it('still signs the visitor out here when the server cannot be reached, and reports the failure', async () => {
    mockFetch({ '/api/Logout': { status: 500 } });
    sessionStorage.setItem('MemberInfo', JSON.stringify(testMember));
    const { result } = renderHook(() => useAuth(), { wrapper });

    await act(() => expect(result.current.logout()).rejects.toMatchObject({ code: 'server' }));
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
  });
});
