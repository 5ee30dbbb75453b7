import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sideNavWidth } from './layout-settings';
import { useSideNav } from './use-side-nav';

function renderSideNav(pathname: string, routeDefault: 'closed' | 'full') {
  return renderHook(({ path, fallback }) => useSideNav(path, fallback), {
    initialProps: { path: pathname, fallback: routeDefault },
  });
}

describe('useSideNav', () => {
  it('starts closed on the home page and full elsewhere (SPEC §2)', () => {
    expect(renderSideNav('/anasayfa', 'closed').result.current.mode).toBe('closed');
    expect(renderSideNav('/mobil-menu', 'full').result.current.mode).toBe('full');
  });

  it('uses the widths of SPEC §9: 260 full, 80 compact, 0 closed', () => {
    expect([sideNavWidth('full'), sideNavWidth('compact'), sideNavWidth('closed')]).toEqual([260, 80, 0]);
  });

  it('toggles between full and compact, and remembers compact on the next page', () => {
    const { result, rerender } = renderSideNav('/mobil-menu', 'full');
    act(() => result.current.toggleCompact());
    expect(result.current.mode).toBe('compact');

    rerender({ path: '/ComplaintsAndRequests', fallback: 'full' });
    expect(result.current.mode).toBe('compact');
    act(() => result.current.toggleCompact());
    expect(result.current.mode).toBe('full');
  });

  it('opens the closed nav from the menu button, and closes it again on the home page after leaving', () => {
    const { result, rerender } = renderSideNav('/anasayfa', 'closed');
    act(() => result.current.toggleVisible());
    expect(result.current.mode).toBe('full');

    rerender({ path: '/mobil-menu', fallback: 'full' });
    rerender({ path: '/anasayfa', fallback: 'closed' });
    expect(result.current.mode).toBe('closed');
  });

  it('closes the phone drawer when the page changes', () => {
    const { result, rerender } = renderSideNav('/anasayfa', 'closed');
    act(() => result.current.setDrawerOpen(true));
    expect(result.current.drawerOpen).toBe(true);
    rerender({ path: '/mobil-menu', fallback: 'full' });
    expect(result.current.drawerOpen).toBe(false);
  });
});
