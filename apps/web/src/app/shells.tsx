import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useAvailableMenu } from '../features/menus/use-available-menu';
import { AppLayout } from '../layout/app-layout';
import { SessionLayout } from '../components/session-layout';
import { useCurrentRouteEntry } from '../lib/current-route';
import { paths } from './paths';
import { useScreenFilter } from './use-screen-filter';

/** Pages inside the side-nav layout; the menu shows only links to screens that exist. */
export function AppShell() {
  const menu = useAvailableMenu(useScreenFilter());
  const sideNavDefault = useCurrentRouteEntry()?.sideNav ?? 'full';
  // The same element while the menu and the route's side nav are the same: React then skips the whole
  // layout when the menu's query store notifies (a store's update renders at once, in one task, not in
  // slices like the deferred menu; decision 042).
  return useMemo(
    () => (
      <AppLayout menu={menu} sideNavDefault={sideNavDefault} homePath={paths.home.path} signInPath={paths.signIn.path}>
        <Outlet />
      </AppLayout>
    ),
    [menu, sideNavDefault],
  );
}

export function SessionShell() {
  return (
    <SessionLayout>
      <Outlet />
    </SessionLayout>
  );
}
