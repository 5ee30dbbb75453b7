import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type PaletteMode, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { regionThemes, type LayoutRegion } from '../layout-settings';
import { themes } from './themes';

/** A citizen's choice: light, dark, or whatever their device says (prefers-color-scheme). */
export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];

/** Remembered on the device: a setting of this browser, not of the account. */
export const THEME_STORAGE_KEY = 'ebelediye.tema';

function storedPreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return themePreferences.find((preference) => preference === stored) ?? 'system';
  } catch {
    // Storage switched off (private mode, policy): the device decides.
    return 'system';
  }
}

interface ThemePreferenceValue {
  preference: ThemePreference;
  /** The mode in effect: the choice, or the device's when the choice is "system". */
  mode: PaletteMode;
  setPreference: (preference: ThemePreference) => void;
}

const ThemePreferenceContext = createContext<ThemePreferenceValue | null>(null);

/**
 * The page's theme in the chosen mode (layout-settings: a SPEC §9 palette per region and mode), with
 * the browser's own parts (scroll bars, form controls, the ALTCHA widget) in the same colour scheme.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setStoredPreference] = useState(storedPreference);
  const deviceIsDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode: PaletteMode = preference === 'system' ? (deviceIsDark ? 'dark' : 'light') : preference;
  const setPreference = useCallback((next: ThemePreference) => {
    setStoredPreference(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not remembered; it still applies to this visit.
    }
  }, []);
  const value = useMemo(() => ({ preference, mode, setPreference }), [preference, mode, setPreference]);
  return (
    <ThemePreferenceContext.Provider value={value}>
      <ThemeProvider theme={themes[regionThemes[mode].main]}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemePreferenceContext.Provider>
  );
}

export function useThemePreference(): ThemePreferenceValue {
  const value = useContext(ThemePreferenceContext);
  if (!value) throw new Error('useThemePreference is used outside AppThemeProvider');
  return value;
}

/** The theme of a layout region (side nav, top bar) in the mode in effect. */
export function useRegionTheme(region: LayoutRegion): Theme {
  return themes[regionThemes[useThemePreference().mode][region]];
}
