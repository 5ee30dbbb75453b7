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
`;

describe('prerendered public screens', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'ebelediye-prerender-'));
    mkdirSync(join(root, '.ssr'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>e-Belediye</title><div id="root"></div>');
    writeFileSync(join(root, '.ssr/entry-server.mjs'), standIn);
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
    expect(csp).not.toContain('unsafe-inline\';script-src');
  });

  it('renders once and serves the same page until the settings change, then renders with the new ones', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/anasayfa' })).body;
    expect((await t.app.inject({ method: 'GET', url: '/anasayfa' })).body).toBe(first);

    await t.db.update(settingsTable).set({ value: JSON.stringify('Gölkıyı Belediyesi') }).where(eq(settingsTable.key, 'MunicipalityName'));
    t.app.settings.invalidate();
    const changed = (await t.app.inject({ method: 'GET', url: '/anasayfa' })).body;
    expect(changed).toContain('<h1>Gölkıyı Belediyesi</h1>');
    expect(changed).not.toBe(first);
  });

  it('sends the plain index.html for other screens, an address with a query, and a screen whose render failed', async () => {
    for (const url of ['/DebtQuestioning', '/anasayfa?ISLEMADI=EDEVLETGIRIS', '/kirik']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><title>e-Belediye</title><div id="root"></div>');
      expect(String(response.headers['content-security-policy']), url).not.toContain('sha256-');
    }
  });
});
