import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { sessionCookieOf } from '../../test/session';

/** Plays the browser: our authorization address → the sandbox's page → the tester's choice → our return address. */
async function authorize(t: TestApp, tckn: string, outcome = 'ok', decision = 'allow') {
  const { url } = (await t.call('GetEDevletAuthorizationUrl')).json();
  const address = new URL(url, 'http://local');
  expect(address.pathname).toBe('/sandbox/edevlet/OAuth2AuthorizationServer/AuthorizationController');
  const query = Object.fromEntries(address.searchParams);
  expect(query).toMatchObject({
    response_type: 'code',
    client_id: 'yesilvadi-demo',
    redirect_uri: '/e-devlet-girisi',
    scope: 'Kimlik-Dogrula;Ad-Soyad',
  });
  expect(Number(query.state)).toBeGreaterThanOrEqual(1000);
  expect(Number(query.state)).toBeLessThanOrEqual(1_000_000);
  const page = await t.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
  expect(page.body).toContain('Test vatandaşı');
  const back = await t.app.inject({
    method: 'POST',
    url: address.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...query, tckn, outcome, decision }).toString(),
  });
  expect(back.statusCode).toBe(303);
  const returned = new URL(String(back.headers.location), 'http://local');
  expect(returned.pathname).toBe('/e-devlet-girisi');
  return Object.fromEntries(returned.searchParams);
}

describe('e-Devlet sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in a known citizen without an account, bound to the identity e-Devlet returned', async () => {
    const { code, state } = await authorize(t, '23456789060');
    const { token } = (await t.call('LoginViaEDevlet', { edevlet_url: '/e-devlet-girisi', code, state })).json();
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    const person = (
      await t.call('GetPersonInfoViaEDevlet', {
        accessToken: token,
        resourceId: 1,
        kapsam: 'Ad-Soyad',
        clientId: 'yesilvadi-demo',
      })
    ).json();
    expect(person).toEqual({
      sonucKodu: 'EDV09.000',
      sonucAciklamasi: 'İşlem başarılı',
      kullaniciBilgileri: { kimlikNo: '23456789060', ad: 'Zeynep', soyad: 'Kaya' },
    });

    // Someone else's registry cannot be bound, nor listed, with this token.
    expect((await t.call('GetFilteredRegistries', { ID: '10000000146', filter: '', token })).statusCode).toBe(403);
    expect((await t.call('SaveEDevletLogin', { token, registryOid: 'R-DEMO-1' })).statusCode).toBe(403);

    const { registries } = (await t.call('GetFilteredRegistries', { ID: '23456789060', filter: '', token })).json();
    expect(registries.map((r: { Oid: string }) => r.Oid)).toEqual(['R-DEMO-3']);
    const saved = await t.call('SaveEDevletLogin', { token, registryOid: 'R-DEMO-3' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().member).toMatchObject({ memberId: null, viaEDevlet: true, name: 'Zeynep' });
    const cookie = sessionCookieOf(saved);
    expect((await t.call('GetRegistryDetail', {}, { headers: cookie })).json().registry.Oid).toBe('R-DEMO-3');
    // Without an account there is no password to change.
    expect(
      (
        await t.call(
          'ChangePassword',
          { currentPassword: 'x', newPassword: 'Yeni2026a', newPasswordRepeat: 'Yeni2026a' },
          { headers: cookie },
        )
      ).statusCode,
    ).toBe(403);

    // The token is spent: a replay opens nothing.
    expect((await t.call('SaveEDevletLogin', { token, registryOid: 'R-DEMO-3' })).statusCode).toBe(409);
  });

  it('links the session to the account when the citizen has one', async () => {
    const { code, state } = await authorize(t, '10000000146');
    const { token } = (await t.call('LoginViaEDevlet', { code, state })).json();
    await t.call('GetPersonInfoViaEDevlet', { accessToken: token });
    const saved = await t.call('SaveEDevletLogin', { token, registryOid: 'R-DEMO-1' });
    expect(saved.json().member).toMatchObject({ viaEDevlet: true, name: 'Ayşe' });
    expect(saved.json().member.memberId).toBeGreaterThan(0);
  });

  it('finds no registry for a citizen the municipality does not know', async () => {
    const { code, state } = await authorize(t, '34567890170');
    const { token } = (await t.call('LoginViaEDevlet', { code, state })).json();
    const person = (await t.call('GetPersonInfoViaEDevlet', { accessToken: token })).json();
    expect(person.sonucKodu).toBe('EDV09.000');
    expect((await t.call('GetFilteredRegistries', { ID: '34567890170', filter: '', token })).json()).toEqual({
      registries: [],
    });
  });

  it('gives a null token when e-Devlet refuses the code, the state is unknown or reused', async () => {
    const refused = await authorize(t, '10000000146', 'token_refused');
    expect((await t.call('LoginViaEDevlet', refused)).json()).toEqual({ token: null });

    const good = await authorize(t, '10000000146');
    expect((await t.call('LoginViaEDevlet', { code: good.code, state: '999' })).json()).toEqual({ token: null });
    expect((await t.call('LoginViaEDevlet', good)).json().token).toBeTruthy();
    expect((await t.call('LoginViaEDevlet', good)).json()).toEqual({ token: null });
    expect((await t.call('LoginViaEDevlet', {})).json()).toEqual({ token: null });
  });

  it('passes on a failed identity query and a cancelled login', async () => {
    const failed = await authorize(t, '10000000146', 'identity_failed');
    const { token } = (await t.call('LoginViaEDevlet', failed)).json();
    const person = (await t.call('GetPersonInfoViaEDevlet', { accessToken: token })).json();
    expect(person.sonucKodu).not.toBe('EDV09.000');
    expect(person.kullaniciBilgileri).toBeNull();
    expect((await t.call('SaveEDevletLogin', { token, registryOid: 'R-DEMO-1' })).statusCode).toBe(401);

    const cancelled = await authorize(t, '10000000146', 'ok', 'deny');
    expect(cancelled.error).toBe('access_denied');
    expect((await t.call('LoginViaEDevlet', cancelled)).json()).toEqual({ token: null });
    expect((await t.call('GetPersonInfoViaEDevlet', { accessToken: 'uydurma' })).json().sonucKodu).toBe('EDV09.004');
  });

  it('is closed when the municipality turns e-Devlet login off', async () => {
    await t.db.update(settings).set({ value: 'true' }).where(eq(settings.key, 'IsEDevletLoginDisable'));
    t.app.settings.invalidate();
    const response = await t.call('GetEDevletAuthorizationUrl');
    expect(response.statusCode).toBe(503);
    expect(response.json().Message).toBe('e-Devlet ile giriş bu belediyede kapalıdır.');
  });
});
