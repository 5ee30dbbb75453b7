import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings as settingsTable } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';

/**
 * The server's side of decision 032, with a stand-in for the web's prerender bundle: which addresses
 * get a rendered page, with which settings, under which CSP, and that a failure falls back to the SPA.
 * (The real bundle, its hydration and its styles are tried in the browser: e2e/tests/prerender.spec.ts.)
 */
const standIn = `
export const prerenderedPaths = ['/anasayfa', '/kirik'];
export const guardScript = 'document.documentElement.dataset.prerender = "hydrate"';
export let renders = 0;
export async function renderPage(template, path, settings) {
  if (path === '/kirik') throw new Error('render failed');
  renders += 1;
  return template.replace('<div id="root"></div>', '<div id="root"><h1>' + settings.MunicipalityName + '</h1><p>render ' + renders + '</p></div>');
}
export function appDocument(template, path, settings, preloads) {
  if (path === '/bozuk') throw new Error('no document');
  return template.replace('<div id="root"></div>', '<div id="root"></div><script id="app-settings">' + JSON.stringify({ name: settings.MunicipalityName, path, preloads }) + '</script>');
}
`;

describe('prerendered public screens', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'ebelediye-prerender-'));
    mkdirSync(join(root, '.ssr'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>e-Belediye</title><div id="root"></div>');
    writeFileSync(join(root, '.ssr/entry-server.mjs'), standIn);
    mkdirSync(join(root, '.vite'));
    writeFileSync(
      join(root, '.vite/route-preloads.json'),
      JSON.stringify({ '/DebtQuestioning': ['/assets/borc-listesi.js'] }),
    );
    t = await createTestApp({ WEB_DIST: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves a prerendered screen's HTML with the settings in effect, never cached, its guard allowed by hash", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/anasayfa' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const settings = (await t.app.settings.get()).public;
    expect(response.body).toContain(`<h1>${settings.MunicipalityName}</h1>`);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline';script-src");
  });

  it('renders once and serves the same page until the settings change, then renders with the new ones', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/anasayfa' })).body;
    expect((await t.app.inject({ method: 'GET', url: '/anasayfa' })).body).toBe(first);

    await t.db
      .update(settingsTable)
      .set({ value: JSON.stringify('Gölkıyı Belediyesi') })
      .where(eq(settingsTable.key, 'MunicipalityName'));
    t.app.settings.invalidate();
    const changed = (await t.app.inject({ method: 'GET', url: '/anasayfa' })).body;
    expect(changed).toContain('<h1>Gölkıyı Belediyesi</h1>');
    expect(changed).not.toBe(first);
  });

  it("sends every other address the app's document with the settings in effect and the screen's chunks to preload, never cached", async () => {
    const settings = (await t.app.settings.get()).public;
    const cases = [
      { url: '/DebtQuestioning', path: '/DebtQuestioning', preloads: ['/assets/borc-listesi.js'] },
      // With a query (e-Devlet's return), the browser renders: the prerender is the bare address's page.
      { url: '/anasayfa?ISLEMADI=EDEVLETGIRIS', path: '/anasayfa', preloads: [] },
      // A screen whose render failed is drawn by the browser.
      { url: '/kirik', path: '/kirik', preloads: [] },
    ];
    for (const { url, path, preloads } of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(
        `<!doctype html><title>e-Belediye</title><div id="root"></div><script id="app-settings">${JSON.stringify({ name: settings.MunicipalityName, path, preloads })}</script>`,
      );
      expect(String(response.headers['content-security-policy']), url).not.toContain('sha256-');
    }
  });

  it("sends the build's index.html when the app's document cannot be made", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/bozuk' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><title>e-Belediye</title><div id="root"></div>');
  });
});
