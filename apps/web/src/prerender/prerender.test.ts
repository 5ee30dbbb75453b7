import { afterEach, describe, expect, it } from 'vitest';
import { testSettings } from '../test/fixtures';
import { mayHydrate, PRERENDER_ATTRIBUTE, readServedSettings, SETTINGS_ELEMENT_ID } from './client';
import { GUARD_FOR_ATTRIBUTE, guardScript } from './guard';
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

  it('hydrates only a page with markup that the guard found this browser renders the same', () => {
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

  it('on a member\'s screen (decision 048) the guard says "hydrate" only with a member in the tab', () => {
    // The script reads its own element's attribute, as in the page: <script data-for="member">.
    const script = document.createElement('script');
    script.setAttribute(GUARD_FOR_ATTRIBUTE, 'member');
    const verdict = () => {
      Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
      try {
        new Function(guardScript)();
      } finally {
        Reflect.deleteProperty(document, 'currentScript');
      }
      return document.documentElement.getAttribute(PRERENDER_ATTRIBUTE);
    };
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: phoneMatchMedia(query).matches })) as typeof window.matchMedia;
    try {
      expect(verdict()).toBe('replace'); // nobody signed in: the sign-in screen is drawn in its place
      window.sessionStorage.setItem('MemberInfo', '{}');
      expect(verdict()).toBe('hydrate');
      window.localStorage.setItem('ebelediye.tema', 'dark');
      expect(verdict()).toBe('replace');
      window.localStorage.setItem('ebelediye.tema', 'light');
      window.matchMedia = ((query: string) => ({ matches: query.includes('min-width') })) as typeof window.matchMedia;
      expect(verdict()).toBe('replace'); // a wide window
    } finally {
      window.matchMedia = matchMedia;
      window.localStorage.clear();
      window.sessionStorage.clear();
    }
  });
});
