import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { sessionCookieOf, signIn, solveCaptcha } from '../test/session';
import { crossOriginMessage } from './security';

describe("state-changing calls come only from the portal's own pages", () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(() => t.close());

  const stillSignedIn = async () => (await t.call('GetUserOfEMunicipality', {}, { headers: ayse })).statusCode === 200;

  it('refuses a cross-origin Logout with a Turkish 403 and the session lives on', async () => {
    const response = await t.call(
      'Logout',
      {},
      { headers: { ...ayse, host: 'portal.example', origin: 'https://attacker.example' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Message: crossOriginMessage, code: 'forbidden' });
    expect(await stillSignedIn()).toBe(true);
  });

  it('refuses Origin "null" (a sandboxed frame) and, without Origin, a cross-site Sec-Fetch-Site', async () => {
    expect((await t.call('Logout', {}, { headers: { ...ayse, origin: 'null' } })).statusCode).toBe(403);
    expect((await t.call('Logout', {}, { headers: { ...ayse, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
    expect((await t.call('Logout', {}, { headers: { ...ayse, 'sec-fetch-site': 'same-site' } })).statusCode).toBe(403);
    expect(await stillSignedIn()).toBe(true);
  });

  it("accepts the portal's own pages: the same host (default port or not), or Sec-Fetch-Site same-origin", async () => {
    expect(
      (await t.call('RetrieveMenus', {}, { headers: { host: 'portal.example', origin: 'https://portal.example' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call('RetrieveMenus', {}, { headers: { host: 'localhost:3000', origin: 'http://localhost:3000' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call('RetrieveMenus', {}, { headers: { host: 'localhost:3000', origin: 'http://localhost:3001' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.call('RetrieveMenus', {}, { headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
  });

  it('lets a caller that is not a browser (no Origin, no Sec-Fetch-Site) through, and GETs are not checked', async () => {
    expect((await t.call('RetrieveMenus')).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/captcha/challenge',
          headers: { origin: 'https://attacker.example' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets the bank post its answer from its own site (the signature is checked instead)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/nestpay/return',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://bank.example',
        host: 'portal.example',
      },
      payload: 'oid=YOK-1',
    });
    expect(response.statusCode).not.toBe(403);
  });

  it('a same-origin Logout works', async () => {
    const own = await signIn(t, '17291716060', 'Demo2026');
    const response = await t.call(
      'Logout',
      {},
      { headers: { ...own, host: 'portal.example', origin: 'https://portal.example' } },
    );
    expect(response.statusCode).toBe(200);
    expect((await t.call('GetUserOfEMunicipality', {}, { headers: own })).statusCode).toBe(401);
  });
});

describe('with PUBLIC_URL the allowed origin is exactly that address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://ebelediye.ornek.bel.tr' });
  });
  afterAll(() => t.close());

  it('accepts pages of PUBLIC_URL whatever Host the proxy passes, refuses plain http and other hosts', async () => {
    expect(
      (
        await t.call(
          'RetrieveMenus',
          {},
          { headers: { host: '127.0.0.1:3000', origin: 'https://ebelediye.ornek.bel.tr' } },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.call(
          'RetrieveMenus',
          {},
          { headers: { host: 'ebelediye.ornek.bel.tr', origin: 'http://ebelediye.ornek.bel.tr' } },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call('RetrieveMenus', {}, { headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' } }))
        .statusCode,
    ).toBe(403);
  });

  it('sets the session cookie Secure even when the proxy is not trusted', async () => {
    const response = await t.call('ValidateUserForEMunicipality', {
      userName: '10000000146',
      password: 'Demo2026',
      altcha: await solveCaptcha(t),
    });
    expect(response.cookies.find((cookie) => cookie.name === 'ebelediye_oturum')?.secure).toBe(true);
  });
});

describe('behind a reverse proxy', () => {
  const forwarded = {
    'x-forwarded-for': '203.0.113.7',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'portal.example',
  };
  let trusted: TestApp;
  let untrusted: TestApp;
  beforeAll(async () => {
    // app.inject comes from 127.0.0.1: `loopback` names it as the proxy, as nginx on the same machine would be.
    trusted = await createTestApp({ TRUST_PROXY: 'loopback' });
    untrusted = await createTestApp();
  });
  afterAll(async () => {
    await trusted.close();
    await untrusted.close();
  });

  async function signInThroughProxy(t: TestApp) {
    return t.call(
      'ValidateUserForEMunicipality',
      { userName: '10000000146', password: 'Demo2026', altcha: await solveCaptcha(t) },
      { headers: forwarded },
    );
  }

  it("with TRUST_PROXY, cookies are Secure on HTTPS and the session records the citizen's address", async () => {
    const response = await signInThroughProxy(trusted);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'ebelediye_oturum')?.secure).toBe(true);
    const fast = await trusted.call(
      'QueryDebtsForFastPayment',
      { ID: '17291716060', altcha: await solveCaptcha(trusted) },
      { headers: forwarded },
    );
    expect(fast.cookies.find((cookie) => cookie.name === 'ebelediye_hizli_odeme')?.secure).toBe(true);
    const rows = await trusted.db.select({ ip: sessions.ip }).from(sessions);
    expect(rows.map((row) => row.ip)).toContain('203.0.113.7');
    // The page's origin is the one the proxy was asked for (X-Forwarded-Host).
    expect(
      (
        await trusted.call(
          'Logout',
          {},
          { headers: { ...sessionCookieOf(response), ...forwarded, origin: 'https://portal.example' } },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('without TRUST_PROXY the forwarded headers are ignored', async () => {
    const response = await signInThroughProxy(untrusted);
    expect(response.cookies.find((cookie) => cookie.name === 'ebelediye_oturum')?.secure).toBeFalsy();
    const rows = await untrusted.db.select({ ip: sessions.ip }).from(sessions);
    expect(rows.map((row) => row.ip)).not.toContain('203.0.113.7');
  });

  /** Asks for captcha challenges (30 a minute per client) from one address until refused. */
  async function exhaust(t: TestApp, address: string): Promise<number> {
    for (let i = 1; i <= 40; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/captcha/challenge',
        headers: { 'x-forwarded-for': address },
      });
      if (response.statusCode === 429) return i;
    }
    return Infinity;
  }
  const challengeFrom = (t: TestApp, address: string) =>
    t.app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { 'x-forwarded-for': address } });

  it('with TRUST_PROXY, rate limits count per citizen: one who is refused does not block another', async () => {
    expect(await exhaust(trusted, '198.51.100.1')).toBe(31);
    expect((await challengeFrom(trusted, '198.51.100.2')).statusCode).toBe(200);
  });

  it("without TRUST_PROXY, every request counts against the proxy's one address", async () => {
    // The sign-in above already fetched a challenge from the same (proxy's) address.
    expect(await exhaust(untrusted, '198.51.100.1')).toBeLessThanOrEqual(31);
    expect((await challengeFrom(untrusted, '198.51.100.2')).statusCode).toBe(429);
  });
});

describe('the CSP with a map tile server (MAP_TILE_URL)', () => {
  it("lets images come from the tile server's origin and nothing else changes", async () => {
    const plain = await createTestApp();
    const withMap = await createTestApp({ MAP_TILE_URL: 'https://{s}.tiles.ornek.bel.tr/{z}/{x}/{y}.png' });
    try {
      const csp = async (t: TestApp) => String((await t.call('RetrieveMenus', {})).headers['content-security-policy']);
      const before = await csp(plain);
      const after = await csp(withMap);
      expect(before).toContain("img-src 'self' data: blob:;");
      expect(after).toContain("img-src 'self' data: blob: https://*.tiles.ornek.bel.tr;");
      expect(after.replace(' https://*.tiles.ornek.bel.tr', '')).toBe(before);
    } finally {
      await plain.close();
      await withMap.close();
    }
  });
});
