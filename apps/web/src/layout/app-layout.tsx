import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FocusClearance } from '../components/focus-clearance';
import { focusMainContent, MAIN_CONTENT_ID, SkipLink, useFocusMainOnArrival } from '../components/skip-link';
import { menuEntries } from '../features/menus/filter-menu';
import type { AvailableMenu } from '../features/menus/use-available-menu';
import { useAppSettings } from '../lib/app-settings';
import { lazyOr } from '../lib/lazy-or';
import { useHasBeenTrue } from '../lib/use-has-been-true';
import { DemoChat } from './demo-chat';
import { Footer } from './footer';
import { layoutSizes, sideNavWidth } from './layout-settings';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { useSideNav } from './use-side-nav';

// The phone's drawer (MUI's Drawer and Modal) loads when it is first opened, not with every page.
const MobileSideNav = lazyOr(
  () => import('./mobile-side-nav'),
  () => null,
);

interface AppLayoutProps {
  menu: AvailableMenu;
  /** The current route's starting side-nav mode (SPEC §2). */
  sideNavDefault: 'closed' | 'full';
  homePath: string;
  signInPath: string;
  children: ReactNode;
}

/** The MatX-like shell of SPEC §2: fixed top bar, side navigation, content, footer, demo chat. */
export function AppLayout({ menu, sideNavDefault, homePath, signInPath, children }: AppLayoutProps) {
  const settings = useAppSettings();
  const isDesktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  const sideNav = useSideNav(pathname, sideNavDefault);
  const searchEntries = useMemo(() => menuEntries(menu.items), [menu.items]);
  const contentOffset = isDesktop ? sideNavWidth(sideNav.mode) : 0;
  const drawerWanted = useHasBeenTrue(!isDesktop && sideNav.drawerOpen);

  useFocusMainOnArrival();
  useFocusMainOnNavigation(pathname);

  return (
    <>
      <FocusClearance topBarHeight={layoutSizes.topBarHeight} />
      <SkipLink />
      <TopBar
        searchEntries={searchEntries}
        menuOpen={isDesktop ? sideNav.mode !== 'closed' : sideNav.drawerOpen}
        onMenuClick={isDesktop ? sideNav.toggleVisible : () => sideNav.setDrawerOpen(!sideNav.drawerOpen)}
        homePath={homePath}
        signInPath={signInPath}
      />
      {isDesktop ? (
        <SideNav menu={menu} mode={sideNav.mode} onToggleCompact={sideNav.toggleCompact} onExpand={sideNav.expand} />
      ) : (
        drawerWanted && (
          <Suspense fallback={null}>
            <MobileSideNav
              menu={menu}
              title={settings.MunicipalityName}
              open={sideNav.drawerOpen}
              onClose={() => sideNav.setDrawerOpen(false)}
            />
          </Suspense>
        )
      )}
      <Box
        sx={{
          pt: `${layoutSizes.topBarHeight}px`,
          ml: `${contentOffset}px`,
          minHeight: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          transition: (theme) => theme.transitions.create('margin-left'),
        }}
      >
        {/* At least the window's height: the footer starts below the fold, so a page whose content arrives
            after the first paint does not push a visible footer down (layout shift). */}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            minHeight: `calc(100dvh - ${layoutSizes.topBarHeight}px)`,
            px: { xs: 2, sm: 3 },
            py: 3,
            pb: { xs: 3, sm: 12 },
            '&:focus': { outline: 'none' },
          }}
        >
          {children}
        </Box>
        {/* Here in the flow on a phone, below everything the page says; floating in the corner from a tablet up. */}
        <DemoChat />
        <Footer />
      </Box>
    </>
  );
}

/** After a client-side navigation, screen readers and keyboards start at the new page, not the old link. */
function useFocusMainOnNavigation(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusMainContent();
    window.scrollTo(0, 0);
  }, [pathname]);
}
