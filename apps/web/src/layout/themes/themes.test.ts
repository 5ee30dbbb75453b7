import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeNames, themes } from './themes';

/** rgba text laid over its background, as the eye sees it. */
function over(colour: string, background: string): string {
  const rgba = /rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/.exec(colour);
  if (!rgba) return colour;
  const [r, g, b, alpha] = rgba.slice(1).map(Number);
  const bg = background.match(/[\da-f]{2}/gi)?.map((hex) => parseInt(hex, 16)) ?? [255, 255, 255];
  const mix = [r, g, b].map((channel, i) => Math.round(alpha * channel + (1 - alpha) * bg[i]));
  return `rgb(${mix.join(',')})`;
}

const AA = 4.5;

describe('the themes', () => {
  it('are the thirteen of SPEC §9', () => {
    expect(themeNames).toHaveLength(13);
    expect(Object.keys(themes).sort()).toEqual([...themeNames].sort());
  });

  it.each(themeNames)('%s follows SPEC §9 in breakpoints, spacing, radius and text colours', (name) => {
    const theme = themes[name];
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.spacing(1)).toBe('8px');
    expect(theme.shape.borderRadius).toBe(4);
    if (theme.palette.mode === 'light') {
      expect(theme.palette.text.primary).toBe('rgba(52, 49, 76, 1)');
      expect(theme.palette.text.disabled).toBe('rgba(52, 49, 76, 0.38)');
      expect(theme.palette.text.hint).toBe('rgba(52, 49, 76, 0.38)');
    } else {
      expect(theme.palette.text).toMatchObject({
        primary: '#ffffff',
        secondary: 'rgba(255, 255, 255, 0.7)',
        disabled: 'rgba(255, 255, 255, 0.64)',
        hint: 'rgba(255, 255, 255, 0.64)',
      });
    }
  });

  it.each(themeNames)(
    '%s reads at 4.5:1: text on its backgrounds, text on primary and error, primary and error on paper',
    (name) => {
      const { palette } = themes[name];
      for (const background of [palette.background.default, palette.background.paper]) {
        expect(getContrastRatio(over(palette.text.primary, background), background)).toBeGreaterThanOrEqual(AA);
        expect(getContrastRatio(over(palette.text.secondary, background), background)).toBeGreaterThanOrEqual(AA);
      }
      expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.secondary.contrastText, palette.secondary.main)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.error.contrastText, palette.error.main)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(palette.error.main, palette.background.paper)).toBeGreaterThanOrEqual(AA);
    },
  );

  it('give light themes white text on primary', () => {
    for (const name of themeNames) {
      if (themes[name].palette.mode === 'light') expect(themes[name].palette.primary.contrastText).toBe('#ffffff');
    }
  });
});
