import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

describe('the built web app', () => {
  let t: TestApp;
  let root: string;
  const script = `console.log(${JSON.stringify('e-Belediye '.repeat(300))});`;

  beforeAll(async () => {
    // A build as apps/web/precompress.ts leaves it: each asset with its .br and .gz beside it.
    root = mkdtempSync(join(tmpdir(), 'ebelediye-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>e-Belediye</title>');
    writeFileSync(join(root, 'assets/index-abc123.js'), script);
    writeFileSync(join(root, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets/index-abc123.js.gz'), gzipSync(script));
    // What a build with source maps or Vite's manifest would leave beside the bundles.
    writeFileSync(join(root, 'assets/index-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, '.vite/manifest.json'), '{}');
    t = await createTestApp({ WEB_DIST: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli file written at build time, cached for a year', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that takes no encoding', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('answers a screen address with index.html, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/anasayfa' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>e-Belediye</title>');
  });

  it('never serves a source map or the build manifest', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/.vite/manifest.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('sources');
    }
  });

  it('does not compress a small API reply', async () => {
    const response = await t.call('GetServerTime', {}, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
