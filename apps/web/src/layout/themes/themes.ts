import { onFirstUse } from '@ebelediye/finance';
import { createTheme, type PaletteMode, type Theme, type ThemeOptions } from '@mui/material/styles';

type Place = 'first' | 'last' | 'next' | 'previous';
const placeLabels: Record<Place, string> = {
  first: 'İlk sayfaya git',
  last: 'Son sayfaya git',
  next: 'Sonraki sayfaya git',
  previous: 'Önceki sayfaya git',
};

/**
 * MUI's own words (pagination, autocomplete buttons, …) in Turkish: the words of MUI's `trTR` locale.
 * Not imported from '@mui/material/locale': that module makes an Intl.NumberFormat when it loads, and
 * the first Intl object of a page costs 13–16 ms of a phone's main thread (its ICU data) before the
 * page can hydrate. Numbers here are formatted when a pagination shows them.
 */
const muiTurkish: ThemeOptions = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Yolu göster' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type) => placeLabels[type],
        labelRowsPerPage: 'Sayfa başına satır:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${from.toLocaleString('tr-TR')}-${to.toLocaleString('tr-TR')} / ${count !== -1 ? count.toLocaleString('tr-TR') : `${to.toLocaleString('tr-TR')}'den fazla`}`,
      },
    },
    MuiRating: { defaultProps: { getLabelText: (value) => `${value} Yıldız`, emptyLabelText: 'Boş' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Temizle',
        closeText: 'Kapat',
        loadingText: 'Yükleniyor…',
        noOptionsText: 'Seçenek yok',
        openText: 'Aç',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Kapat' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Sayfa navigasyonu',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page'
            ? `${page}. ${selected ? 'sayfa' : 'sayfaya git'}`
            : (placeLabels[type as Place] ?? placeLabels.previous),
      },
    },
  },
};

/** SPEC §9: the thirteen named themes. */
export const themeNames = [
  'whitePurple',
  'whiteBlue',
  'slateDark1',
  'slateDark2',
  'purple1',
  'purple2',
  'purpleDark1',
  'purpleDark2',
  'blue',
  'blueDark',
  'red',
  'belsoft',
  'belsoftSideMenu',
] as const;

export type ThemeName = (typeof themeNames)[number];

interface NamedPalette {
  mode: PaletteMode;
  primary: string;
  secondary: string;
  background: { default: string; paper: string };
}

/*
 * Colours follow MatX's named palettes, shifted where the original failed WCAG 2.2 AA (4.5:1):
 * - light themes: primaries are dark enough for white text on them and for links on white;
 * - dark themes: a primary cannot both carry white text and be readable on navy, so dark themes use
 *   light primaries with dark text on them (MUI's own dark-mode convention);
 * - SPEC's error #FF3D57 gives 3.5:1 on white and 4.1:1 on navy, so each mode uses the nearest
 *   shade of that red that passes.
 * themes.test.ts checks every pair.
 */
const palettes: Record<ThemeName, NamedPalette> = {
  whitePurple: {
    mode: 'light',
    primary: '#5b4fd6',
    secondary: '#ff9e43',
    background: { default: '#fafafa', paper: '#ffffff' },
  },
  whiteBlue: {
    mode: 'light',
    primary: '#1565c0',
    secondary: '#ff9e43',
    background: { default: '#fafafa', paper: '#ffffff' },
  },
  slateDark1: {
    mode: 'dark',
    primary: '#8c9eff',
    secondary: '#ff9e43',
    background: { default: '#1a2038', paper: '#222a45' },
  },
  slateDark2: {
    mode: 'dark',
    primary: '#a5b4fc',
    secondary: '#ff9e43',
    background: { default: '#10142a', paper: '#1a2038' },
  },
  purple1: {
    mode: 'light',
    primary: '#5b4fd6',
    secondary: '#ff9e43',
    background: { default: '#f5f5f5', paper: '#ffffff' },
  },
  purple2: {
    mode: 'light',
    primary: '#5059a8',
    secondary: '#ffaf38',
    background: { default: '#f5f5f5', paper: '#ffffff' },
  },
  purpleDark1: {
    mode: 'dark',
    primary: '#b3abff',
    secondary: '#ff9e43',
    background: { default: '#1a2038', paper: '#222a45' },
  },
  purpleDark2: {
    mode: 'dark',
    primary: '#a8b0ee',
    secondary: '#ff9e43',
    background: { default: '#221e40', paper: '#2b2650' },
  },
  blue: {
    mode: 'light',
    primary: '#2d5bea',
    secondary: '#ffaf38',
    background: { default: '#fafafa', paper: '#ffffff' },
  },
  blueDark: {
    mode: 'dark',
    primary: '#8ab4ff',
    secondary: '#ff9e43',
    background: { default: '#152038', paper: '#1c2a4a' },
  },
  red: { mode: 'dark', primary: '#ff8a80', secondary: '#ffaf38', background: { default: '#1a2038', paper: '#222a45' } },
  belsoft: {
    mode: 'light',
    primary: '#00695c',
    secondary: '#ffb300',
    background: { default: '#f5f7f7', paper: '#ffffff' },
  },
  belsoftSideMenu: {
    mode: 'dark',
    primary: '#80cbc4',
    secondary: '#ffb300',
    background: { default: '#0f2a3d', paper: '#0f2a3d' },
  },
};

/** SPEC §9 text colours; light secondary text is darkened from SPEC's 0.54 (3.1:1) to pass 4.5:1. */
const textColours: Record<PaletteMode, { primary: string; secondary: string; disabled: string; hint: string }> = {
  light: {
    primary: 'rgba(52, 49, 76, 1)',
    secondary: 'rgba(52, 49, 76, 0.72)',
    disabled: 'rgba(52, 49, 76, 0.38)',
    hint: 'rgba(52, 49, 76, 0.38)',
  },
  dark: {
    primary: '#ffffff',
    secondary: 'rgba(255, 255, 255, 0.7)',
    disabled: 'rgba(255, 255, 255, 0.64)',
    hint: 'rgba(255, 255, 255, 0.64)',
  },
};

const errorColours: Record<PaletteMode, string> = { light: '#d6203c', dark: '#ff7085' };
const darkContrastText = '#10142a';

const fontFamily = ['"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'].join(',');

export function createNamedTheme(name: ThemeName): Theme {
  const { mode, primary, secondary, background } = palettes[name];
  const onColour = mode === 'light' ? '#ffffff' : darkContrastText;
  // The primary passes 4.5:1 on the theme's backgrounds, so a ring in it shows on any control.
  const focusRing = { outline: `3px solid ${primary}`, outlineOffset: '2px' };
  const options: ThemeOptions = {
    palette: {
      mode,
      // MUI picks white or dark text on success/info/warning chips by this ratio; WCAG asks 4.5.
      contrastThreshold: 4.5,
      primary: { main: primary, contrastText: onColour },
      secondary: { main: secondary, contrastText: darkContrastText },
      error: { main: errorColours[mode], contrastText: onColour },
      background,
      text: textColours[mode],
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    spacing: 8,
    shape: { borderRadius: 4 },
    typography: { fontFamily },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A visible focus ring on plain elements; MUI controls get theirs below.
          ':focus-visible': focusRing,
          // Text fields show focus with their own 2 px border; a ring on the inner <input> would double it.
          '.MuiInputBase-input:focus-visible': { outline: 'none' },
          // The ALTCHA checkbox resets its styles (`all: revert-layer`) and draws no ring of its own.
          '.altcha-checkbox input:focus-visible, .altcha-checkbox-native input:focus-visible': focusRing,
        },
      },
      // MUI marks keyboard focus with a faint tint only; WCAG 2.4.7 wants it plainly visible.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      // Rows and tiles fill their container, which may clip: draw their ring inside.
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: '-3px' } } } },
      MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: '-3px' } } } },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  };
  return createTheme(options, muiTurkish);
}

/**
 * The thirteen themes, each built the first time it is read and kept (the same object every read). A
 * page uses one or two: building all thirteen with the entry's evaluation cost a phone ~50 ms of one
 * long task before hydration (decision 042).
 */
export const themes = {} as Record<ThemeName, Theme>;
for (const name of themeNames)
  Object.defineProperty(themes, name, { enumerable: true, get: onFirstUse(() => createNamedTheme(name)) });
