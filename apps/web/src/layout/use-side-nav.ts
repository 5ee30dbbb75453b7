import { useState } from 'react';
import type { SideNavMode } from './layout-settings';

interface PageState {
  pathname: string;
  /** What the visitor chose on this page with the toggles; null until they touch one. */
  choice: SideNavMode | null;
  drawerOpen: boolean;
}

/**
 * The side nav's state. Each page starts in its route's mode (SPEC §2: closed on the home page,
 * open elsewhere) in the width the visitor last chose; a toggle on a page lasts until they leave
 * it, and leaving a page also closes the phone drawer.
 */
export function useSideNav(pathname: string, routeDefault: 'closed' | 'full') {
  const [preferredWidth, setPreferredWidth] = useState<'full' | 'compact'>('full');
  const [page, setPage] = useState<PageState>({ pathname, choice: null, drawerOpen: false });

  // A new page starts afresh: adjusting state during render avoids a frame in the old page's state.
  let current = page;
  if (page.pathname !== pathname) {
    current = { pathname, choice: null, drawerOpen: false };
    setPage(current);
  }

  const mode: SideNavMode = current.choice ?? (routeDefault === 'closed' ? 'closed' : preferredWidth);
  const choose = (choice: SideNavMode) => setPage({ ...current, choice });

  return {
    mode,
    drawerOpen: current.drawerOpen,
    toggleVisible: () => choose(mode === 'closed' ? preferredWidth : 'closed'),
    toggleCompact: () => {
      const next = mode === 'compact' ? 'full' : 'compact';
      setPreferredWidth(next);
      choose(next);
    },
    expand: () => {
      setPreferredWidth('full');
      choose('full');
    },
    setDrawerOpen: (drawerOpen: boolean) => setPage({ ...current, drawerOpen }),
  };
}
