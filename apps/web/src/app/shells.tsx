import { Outlet } from 'react-router';
import { useAvailableMenu } from '../features/menus/use-available-menu';
import { AppLayout } from '../layout/app-layout';
import { SessionLayout } from '../layout/session-layout';
import { useCurrentRouteEntry } from './current-route';
import { paths } from './paths';
import { useScreenFilter } from './use-screen-filter';

/** Pages inside the side-nav layout; the menu shows only links to screens that exist. */
export function AppShell() {
  const menu = useAvailableMenu(useScreenFilter());
  const entry = useCurrentRouteEntry();
  return (
    <AppLayout menu={menu} sideNavDefault={entry?.sideNav ?? 'full'} homePath={paths.home.path} signInPath={paths.signIn.path}>
      <Outlet />
    </AppLayout>
  );
}

export function SessionShell() {
  return (
    <SessionLayout>
      <Outlet />
    </SessionLayout>
  );
}
