import type { Theme } from '@mui/material/styles';

/** The window the prerender is made for: a phone held upright (narrower than the `sm` breakpoint), light. */
export const PHONE_WIDTH = 390;

/**
 * A matchMedia for the server's render that answers as that phone does: the width queries MUI's
 * breakpoints write ("(min-width:900px)", "(max-width:599.95px)") against PHONE_WIDTH, and no to
 * anything else (prefers-color-scheme: dark, print). The browser hydrates only where its own answers are
 * the same: the guard (guard.ts) checks the width and the colour scheme before the first paint.
 */
export function phoneMatchMedia(query: string): { matches: boolean } {
  const conditions = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  const matches = conditions.every((condition) => {
    const width = /^\((min|max)-width:\s*([\d.]+)px\)$/.exec(condition.trim());
    if (!width) return false;
    const limit = Number(width[2]);
    return width[1] === 'min' ? PHONE_WIDTH >= limit : PHONE_WIDTH <= limit;
  });
  return { matches };
}

/**
 * Gives every useMediaQuery of the server's render the phone's answers (MUI reads `ssrMatchMedia` for
 * the server's snapshot). Only the server's copy of the themes is changed: this module is part of the
 * prerender's bundle alone.
 */
export function answerMediaQueriesAsPhone(themes: Theme[]): void {
  for (const theme of themes) {
    theme.components = { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: phoneMatchMedia } } };
  }
}
