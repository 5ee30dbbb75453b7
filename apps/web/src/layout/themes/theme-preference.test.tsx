import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { regionThemes } from '../layout-settings';
import { AppThemeProvider, useThemePreference } from './theme-preference';
import { themes } from './themes';

function Probe() {
  const { preference, mode, setPreference } = useThemePreference();
  const theme = useTheme();
  return (
    <>
      <p>{`${preference} ${mode} ${theme.palette.background.default}`}</p>
      <button onClick={() => setPreference('dark')}>koyu</button>
    </>
  );
}

describe('the theme a citizen chooses', () => {
  afterEach(() => window.localStorage.clear());

  it('follows the device until a choice is made (jsdom reports no dark preference)', () => {
    render(
      <AppThemeProvider>
        <Probe />
      </AppThemeProvider>,
    );
    expect(screen.getByText(`system light ${themes.belsoft.palette.background.default}`)).toBeInTheDocument();
  });

  it('switches to dark at once and is remembered on the device', () => {
    const { unmount } = render(
      <AppThemeProvider>
        <Probe />
      </AppThemeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'koyu' }).click());
    expect(screen.getByText(`dark dark ${themes.slateDark1.palette.background.default}`)).toBeInTheDocument();
    unmount();

    render(
      <AppThemeProvider>
        <Probe />
      </AppThemeProvider>,
    );
    expect(screen.getByText(/^dark dark/)).toBeInTheDocument();
  });

  it('uses, in each mode, themes of that mode for the page and the top bar (contrast: themes.test.ts)', () => {
    for (const mode of ['light', 'dark'] as const) {
      expect(themes[regionThemes[mode].main].palette.mode).toBe(mode);
      expect(themes[regionThemes[mode].topBar].palette.mode).toBe(mode);
    }
  });
});
