import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from '../app/router';
import { mockFetch } from '../test/fetch-mock';
import { testMenu, testSettings } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { setViewportWidth } from '../test/viewport';

function renderAt(path: string, width: number, settings = testSettings) {
  setViewportWidth(width);
  mockFetch({
    '/api/RetrieveMenus': { body: { items: testMenu } },
    '/api/RetrieveParametersWithoutAuthorization': { body: { parameters: [] } },
  });
  return renderRoutes(createAppRoutes(), path, { settings });
}

describe('the app layout', () => {
  it('has a skip link first, then header, navigation, main and footer landmarks', async () => {
    renderAt('/mobil-menu', 1280);
    await screen.findByRole('heading', { level: 1, name: 'Menü' });

    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'İçeriğe geç' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('marks a demo installation in the top bar', async () => {
    renderAt('/mobil-menu', 1280);
    expect(await within(await screen.findByRole('banner')).findByText('DEMO')).toBeInTheDocument();
  });

  it('does not mark a real installation as a demo', async () => {
    renderAt('/mobil-menu', 1280, { ...testSettings, DemoMode: false });
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByText('DEMO')).not.toBeInTheDocument();
  });

  it('starts with the side nav closed on the home page and opens it from the menu button', async () => {
    renderAt('/anasayfa', 1280);
    const menuButton = await screen.findByRole('button', { name: 'Ana menü' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();

    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
  });

  it('switches the side nav between full and compact', async () => {
    renderAt('/mobil-menu', 1280);
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    expect(nav).toHaveStyle({ width: '260px' });

    await userEvent.click(within(nav).getByRole('button', { name: 'Menüyü daralt' }));
    expect(nav).toHaveStyle({ width: '80px' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Menüyü genişlet' }));
    expect(nav).toHaveStyle({ width: '260px' });
  });

  it('opens the menu in a drawer on a phone', async () => {
    renderAt('/anasayfa', 360);
    await userEvent.click(await screen.findByRole('button', { name: 'Ana menü' }));
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).getByRole('link', { name: 'Anasayfa' })).toBeInTheDocument();
  });

  it('finds a menu entry from the top-bar search, Turkish letters or not, and goes there', async () => {
    const { router } = renderAt('/anasayfa', 1280);
    await userEvent.type(await screen.findByRole('combobox', { name: 'Menüde ara' }), 'cevre');
    const option = await screen.findByRole('option', { name: /Çevre Temizlik Menüsü/ });
    expect(screen.getAllByRole('option')).toHaveLength(1);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobil-menu'));
    expect(option).not.toBeInTheDocument();
  });
});
