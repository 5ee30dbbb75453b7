import type { PaletteMode } from '@mui/material/styles';
import type { ThemeName } from './themes/themes';

/** SPEC §9 layout sizes, in px: the one place they are written. */
export const layoutSizes = {
  topBarHeight: 64,
  sideNavWidth: 260,
  sideNavCompactWidth: 80,
} as const;

export type LayoutRegion = 'main' | 'sideNav' | 'topBar';

/**
 * A theme per region, nested inside the page's theme, for each mode a citizen can choose. Light is
 * SPEC §2's defaults; dark is built from SPEC §9's dark palettes of the same families (navy slate
 * page, the belsoft side menu, the purple top bar in its dark shade).
 */
export const regionThemes: Record<PaletteMode, Record<LayoutRegion, ThemeName>> = {
  light: { main: 'belsoft', sideNav: 'belsoftSideMenu', topBar: 'whitePurple' },
  dark: { main: 'slateDark1', sideNav: 'belsoftSideMenu', topBar: 'purpleDark1' },
};

/** Desktop side navigation: full (260), compact (80, icons only) or closed. Phones use a drawer instead. */
export type SideNavMode = 'full' | 'compact' | 'closed';

/** Width SPEC §9 gives each mode. */
export function sideNavWidth(mode: SideNavMode): number {
  if (mode === 'full') return layoutSizes.sideNavWidth;
  if (mode === 'compact') return layoutSizes.sideNavCompactWidth;
  return 0;
}
