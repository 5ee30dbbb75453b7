import { sessionMessages } from '@ebelediye/contract/session-messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLocation } from '../features/session/page-location';
import { mockFetch } from '../test/fetch-mock';
import { testMember, testMenu } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { paths } from './paths';
import { legacyRedirectTarget } from './root-route';
import { createAppRoutes } from './router';

/** The server issued state 4242 only; any other state gets no token (LoginViaEDevlet answers null). */
function mockGateway() {
  return mockFetch({
    '/api/RetrieveMenus': { body: { items: testMenu } },
    '/api/RetrieveParametersWithoutAuthorization': { body: { parameters: [] } },
    '/api/LoginViaEDevlet': (body) => ({
      body: { token: body.code === 'kod-1' && body.state === '4242' ? 'tutamac-1' : null },
    }),
    '/api/GetPersonInfoViaEDevlet': {
      body: {
        sonucKodu: 'EDV09.000',
        sonucAciklamasi: 'Başarılı',
        kullaniciBilgileri: { kimlikNo: '10000000146', ad: 'Ali', soyad: 'Yılmaz' },
      },
    },
    '/api/GetFilteredRegistries': { body: { registries: [testMember.UserDetail.Registry] } },
    '/api/SaveEDevletLogin': { body: { member: { ...testMember, viaEDevlet: true } } },
  });
}

function calledPaths(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SPEC §2: e-Devlet coming back with ?code on any page', () => {
  it('signs in from a page other than /e-devlet-girisi, and comes back to that page without the code', async () => {
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    const fetchMock = mockGateway();
    const { router } = renderRoutes(createAppRoutes(), '/EstateConstructionCost?code=kod-1&state=4242');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.eDevletLogin.path));
    expect(await screen.findByText('e-Devlet ile giriş yapıldı. Yönlendiriliyorsunuz…')).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/EstateConstructionCost'));
    expect(calledPaths(fetchMock)).toEqual(expect.arrayContaining(['/api/LoginViaEDevlet', '/api/SaveEDevletLogin']));
    const login = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/LoginViaEDevlet'));
    expect(JSON.parse(String(login?.[1]?.body))).toMatchObject({ code: 'kod-1', state: '4242' });
    expect(sessionStorage.getItem('MemberInfo')).toContain('"viaEDevlet":true');
  });

  it('refuses a return whose state the server did not issue, with the same message as on /e-devlet-girisi, and drops the query', async () => {
    const alert = vi.spyOn(pageLocation, 'alert').mockImplementation(() => {});
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    const fetchMock = mockGateway();
    const { router } = renderRoutes(createAppRoutes(), '/anasayfa?code=kod-1&state=999');
    await waitFor(() => expect(alert).toHaveBeenCalledWith(sessionMessages.invalidEDevletToken));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home.path));
    expect(router.state.location.search).toBe('');
    expect(calledPaths(fetchMock)).not.toContain('/api/SaveEDevletLogin');
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('MemberInfo')).toBeNull();
  });

  it('still starts the sign-in for ?ISLEMADI=EDEVLETGIRIS alone, and leaves other queries alone', async () => {
    const fetchMock = mockGateway();
    const { router } = renderRoutes(createAppRoutes(), '/ECTAnnualPrice?ISLEMADI=EDEVLETGIRIS');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.eDevletLogin.path));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'e-Devlet ile Giriş' })).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('/api/LoginViaEDevlet');

    expect(legacyRedirectTarget('?yil=2026', '/DebtQuestioning')).toBeUndefined();
    expect(legacyRedirectTarget('?ISLEMADI=EDEVLETGIRIS&code=x', '/anasayfa')).toEqual({ to: paths.eDevletLogin.path });
    expect(legacyRedirectTarget('?code=x&state=5&yil=1', '/DebtQuestioning')).toEqual({
      to: '/e-devlet-girisi?code=x&state=5',
      state: { returnTo: '/DebtQuestioning' },
    });
    // On the page itself nothing is forwarded: it reads the code where it is.
    expect(legacyRedirectTarget('?code=x&state=5', paths.eDevletLogin.path)).toBeUndefined();
  });
});
