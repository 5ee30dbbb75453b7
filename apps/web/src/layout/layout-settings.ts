import type { ThemeName } from './themes/themes';

/** SPEC §9 layout sizes, in px: the one place they are written. */
export const layoutSizes = {
  topBarHeight: 64,
  sideNavWidth: 260,
  sideNavCompactWidth: 80,
} as const;

/** SPEC §2 defaults: a theme per region, nested inside the page's theme. */
export const regionThemes: Record<'main' | 'sideNav' | 'topBar', ThemeName> = {
  main: 'belsoft',
  sideNav: 'belsoftSideMenu',
  topBar: 'whitePurple',
};

/** Desktop side navigation: full (260), compact (80, icons only) or closed. Phones use a drawer instead. */
export type SideNavMode = 'full' | 'compact' | 'closed';

/** Width SPEC §9 gives each mode. */
export function sideNavWidth(mode: SideNavMode): number {
  if (mode === 'full') return layoutSizes.sideNavWidth;
  if (mode === 'compact') return layoutSizes.sideNavCompactWidth;
  return 0;
}
