import { afterEach, describe, expect, it } from 'vitest';
import { testSettings } from '../test/fixtures';
import { mayHydrate, PRERENDER_ATTRIBUTE, readServedSettings, SETTINGS_ELEMENT_ID } from './client';
import { guardScript } from './guard';
import { phoneMatchMedia } from './phone-media';

describe("the server's media answers (a phone)", () => {
  it("answers MUI's breakpoint queries as a 390 px window, and no to the rest", () => {
    expect(phoneMatchMedia('@media (min-width:900px)').matches).toBe(false);
    expect(phoneMatchMedia('(min-width:0px)').matches).toBe(true);
    expect(phoneMatchMedia('(max-width:599.95px)').matches).toBe(true);
    expect(phoneMatchMedia('(min-width:0px) and (max-width:599.95px)').matches).toBe(true);
    expect(phoneMatchMedia('(prefers-color-scheme: dark)').matches).toBe(false);
    expect(phoneMatchMedia('print').matches).toBe(false);
  });
});

describe('the browser side of a prerendered page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(PRERENDER_ATTRIBUTE);
  });

  it('reads the settings the page was rendered with, and none from a page without them', () => {
    expect(readServedSettings()).toBeUndefined();
    document.body.innerHTML = `<script id="${SETTINGS_ELEMENT_ID}" type="application/json">${JSON.stringify(testSettings)}</script>`;
    expect(readServedSettings()).toEqual(testSettings);
  });

  it("hydrates only a page with markup that the guard found this browser renders the same", () => {
    const root = document.createElement('div');
    document.documentElement.setAttribute(PRERENDER_ATTRIBUTE, 'hydrate');
    expect(mayHydrate(root)).toBe(false);
    root.innerHTML = '<h1>Şile Belediyesi</h1>';
    expect(mayHydrate(root)).toBe(true);
    document.documentElement.setAttribute(PRERENDER_ATTRIBUTE, 'replace');
    expect(mayHydrate(root)).toBe(false);
  });

  it('the guard says "replace" for a member in the tab and for the dark theme, "hydrate" otherwise', () => {
    const verdict = () => {
      new Function(guardScript)();
      return document.documentElement.getAttribute(PRERENDER_ATTRIBUTE);
    };
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: phoneMatchMedia(query).matches })) as typeof window.matchMedia;
    try {
      expect(verdict()).toBe('hydrate');
      window.localStorage.setItem('ebelediye.tema', 'dark');
      expect(verdict()).toBe('replace');
      window.localStorage.setItem('ebelediye.tema', 'light');
      window.sessionStorage.setItem('MemberInfo', '{}');
      expect(verdict()).toBe('replace');
    } finally {
      window.matchMedia = matchMedia;
      window.localStorage.clear();
      window.sessionStorage.clear();
    }
  });
});
