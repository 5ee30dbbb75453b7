import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../lib/auth/auth-provider';
import { mockFetch } from '../test/fetch-mock';
import { testMember, testMenu } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { paths } from './paths';
import { createAppRoutes } from './router';

function mockApi() {
  mockFetch({
    '/api/RetrieveMenus': { body: { items: testMenu } },
    '/api/RetrieveParametersWithoutAuthorization': { body: { parameters: [] } },
  });
}

function renderApp(path: string, options: Parameters<typeof renderRoutes>[2] = {}) {
  mockApi();
  return renderRoutes(createAppRoutes(), path, options);
}

describe('the router', () => {
  it('sends / to /anasayfa', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/anasayfa'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Şile Belediyesi' })).toBeInTheDocument();
  });

  it('titles each page with its own name and the capitalised municipality name (SPEC §4, WCAG 2.4.2)', async () => {
    const { router } = renderApp('/anasayfa');
    await waitFor(() => expect(document.title).toBe('Anasayfa – ŞİLE BELEDİYESİ'));
    await act(() => router.navigate('/session/signin'));
    await waitFor(() => expect(document.title).toBe('Giriş – ŞİLE BELEDİYESİ'));
  });

  it('sends an unknown address to /session/404, which links back to /', async () => {
    const { router } = renderApp('/boyle-bir-sayfa-yok');
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/404'));
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anasayfaya dön' })).toHaveAttribute('href', '/');
  });

  it('sends ?ISLEMADI=EDEVLETGIRIS on any path to /e-devlet-girisi', async () => {
    const { router } = renderApp('/anasayfa?ISLEMADI=EDEVLETGIRIS');
    await waitFor(() => expect(router.state.location.pathname).toBe('/e-devlet-girisi'));
    expect(router.state.location.search).toBe('');
  });

  it('sends an anonymous visitor from a guarded path to sign-in, keeping where they were going', async () => {
    const { router } = renderApp('/DebtQuestioning?yil=2026');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.signIn.path));
    expect(router.state.location.state).toEqual({ from: '/DebtQuestioning?yil=2026' });
    expect(await screen.findByRole('heading', { name: 'e-Belediye Girişi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/session/forgot-password');
  });

  it('brings the visitor back to the guarded page once they sign in', async () => {
    let signIn: ReturnType<typeof useAuth>['login'] | undefined;
    function CaptureAuth() {
      signIn = useAuth().login;
      return null;
    }
    const routes = createAppRoutes();
    routes[0].children?.push({ path: '/test-auth', element: <CaptureAuth /> });
    mockApi();
    const { router } = renderRoutes(routes, '/test-auth');
    await waitFor(() => expect(signIn).toBeDefined());

    await act(() => router.navigate('/DebtQuestioning'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.signIn.path));
    act(() => signIn?.(testMember));
    await waitFor(() => expect(router.state.location.pathname).toBe('/DebtQuestioning'));
  });

  it('signs a member out from a guarded page to home, not to sign-in with that page to return to', async () => {
    mockFetch({
      '/api/RetrieveMenus': { body: { items: testMenu } },
      '/api/RetrieveParametersWithoutAuthorization': { body: { parameters: [] } },
      '/api/Logout': { body: { success: true } },
    });
    const { router } = renderRoutes(createAppRoutes(), '/sifre-degistir', { member: testMember });
    // The top bar has a text button and, for phones, an icon button; either does the same.
    await userEvent.click((await screen.findAllByRole('button', { name: 'Çıkış Yap' }))[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/anasayfa'));
    expect(await screen.findAllByRole('link', { name: 'Giriş Yap' })).not.toHaveLength(0);
    expect(router.state.location.state).toBeNull();
    expect(sessionStorage.getItem('MemberInfo')).toBeNull();

    // Signed out, a guarded page still asks to sign in, and comes back there afterwards.
    await act(() => router.navigate('/UserUpdate'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.signIn.path));
    expect(router.state.location.state).toEqual({ from: '/UserUpdate' });
  });

  it('shows the menu without links to screens that do not exist yet', async () => {
    renderApp('/mobil-menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menü' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /Çevre Temizlik Menüsü/ })).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Borç Yapılandırma' })).not.toBeInTheDocument();
    expect(screen.queryByText('Henüz Boş')).not.toBeInTheDocument();
  });
});
