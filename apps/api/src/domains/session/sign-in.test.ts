import { sessionMessages } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { sessionCookieOf, signIn, solveCaptcha } from '../../test/session';

const ayse = { id: '10000000146', password: 'Demo2026' };

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('RetrievePassword tells whether a member exists and never returns a password', async () => {
    const known = await t.call('RetrievePassword', {
      userName: ayse.id,
      applicationName: 'MUNICIPALITY_INFORMATION_SYSTEM',
    });
    expect(known.json()).toEqual({ memberExists: true });
    expect(known.body).not.toMatch(/Password"|argon2/);
    expect((await t.call('RetrievePassword', { userName: '23456789060' })).json()).toEqual({ memberExists: false });
  });

  it('refuses an ID with a wrong checksum before anything else, naming the field', async () => {
    const response = await t.call('ValidateUserForEMunicipality', {
      userName: '17291716050',
      password: 'x',
      altcha: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'userName',
      Message: 'Geçerli bir T.C. Kimlik No veya Vergi No giriniz.',
    });
  });

  it('asks for the human check when the captcha is missing, forged or used twice', async () => {
    const missing = await t.call('ValidateUserForEMunicipality', { userName: ayse.id, password: ayse.password });
    expect(missing.json()).toMatchObject({ Message: sessionMessages.captchaRequired, field: 'altcha' });
    const forged = await t.call('ValidateUserForEMunicipality', {
      userName: ayse.id,
      password: ayse.password,
      altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    });
    expect(forged.json().Message).toBe(sessionMessages.captchaRequired);
    const altcha = await solveCaptcha(t);
    expect(
      (await t.call('ValidateUserForEMunicipality', { userName: ayse.id, password: ayse.password, altcha })).statusCode,
    ).toBe(200);
    const replay = await t.call('ValidateUserForEMunicipality', { userName: ayse.id, password: ayse.password, altcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().Message).toBe(sessionMessages.captchaRequired);
  });

  it("says SPEC's sentence when there is no member for the ID", async () => {
    const response = await t.call('ValidateUserForEMunicipality', {
      userName: '23456789060',
      password: 'Herhangi1',
      altcha: await solveCaptcha(t),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toBe('Kullanıcı kaydı bulunamadı. Lütfen üyelik alınız.');
  });

  it('opens a session in an httpOnly, SameSite=Lax cookie and returns MemberInfo without secrets', async () => {
    const response = await t.call('ValidateUserForEMunicipality', {
      userName: ayse.id,
      password: ayse.password,
      altcha: await solveCaptcha(t),
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'ebelediye_oturum')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const { member } = response.json();
    expect(member).toMatchObject({
      name: 'Ayşe',
      surname: 'Yılmaz',
      viaEDevlet: false,
      mustChangePassword: false,
      isEmployee: false,
    });
    expect(member.UserDetail.Registry).toMatchObject({ Oid: 'R-DEMO-1', kind: 'G', identityNoMasked: '100******46' });
    expect(response.body).not.toMatch(/Demo2026|passwordHash|argon2/);

    const me = await t.call('GetUserOfEMunicipality', {}, { headers: sessionCookieOf(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json().member.UserDetail.Registry.Oid).toBe('R-DEMO-1');
  });

  it('says the wrong-password sentence, then locks the ID after five failures', async () => {
    const id = '4540536920';
    for (let i = 0; i < 4; i++) {
      const wrong = await t.call('ValidateUserForEMunicipality', {
        userName: id,
        password: 'Yanlis123',
        altcha: await solveCaptcha(t),
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().Message).toBe('Kullanıcı adı veya şifre hatalı.');
    }
    expect(
      (
        await t.call('ValidateUserForEMunicipality', {
          userName: id,
          password: 'Yanlis123',
          altcha: await solveCaptcha(t),
        })
      ).statusCode,
    ).toBe(401);
    const locked = await t.call('ValidateUserForEMunicipality', {
      userName: id,
      password: 'Demo2026',
      altcha: await solveCaptcha(t),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().Message).toMatch(/Çok fazla hatalı deneme yapıldı. Lütfen 15 dakika sonra tekrar deneyiniz./);
    expect(locked.headers['retry-after']).toBe('900');

    t.setNow(new Date(Date.now() + 16 * 60_000));
    const after = await t.call('ValidateUserForEMunicipality', {
      userName: id,
      password: 'Demo2026',
      altcha: await solveCaptcha(t),
    });
    t.setNow(undefined);
    expect(after.statusCode).toBe(200);
  });

  it('ends the session on logout and after 30 idle minutes', async () => {
    const cookie = await signIn(t, ayse.id, ayse.password);
    const logout = await t.call('Logout', {}, { headers: cookie });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'ebelediye_oturum')?.value).toBe('');
    expect((await t.call('GetUserOfEMunicipality', {}, { headers: cookie })).statusCode).toBe(401);

    const idle = await signIn(t, ayse.id, ayse.password);
    t.setNow(new Date(Date.now() + 31 * 60_000));
    expect((await t.call('GetUserOfEMunicipality', {}, { headers: idle })).statusCode).toBe(401);
    t.setNow(undefined);
  });

  it('keeps the member list from citizens and from employees', async () => {
    expect((await t.call('GetAllUsersForEmunicipality', { pageIndex: 0 })).statusCode).toBe(401);
    const citizen = await signIn(t, ayse.id, ayse.password);
    expect((await t.call('GetAllUsersForEmunicipality', { pageIndex: 0 }, { headers: citizen })).statusCode).toBe(403);
    const employee = await signIn(t, '17291716060', 'Demo2026');
    expect((await t.call('GetUserOfEMunicipality', {}, { headers: employee })).json().member.isEmployee).toBe(true);
    expect((await t.call('GetAllUsersForEmunicipality', { pageIndex: 0 }, { headers: employee })).statusCode).toBe(403);
  });

  it('serves a captcha challenge the browser widget can solve', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().parameters.algorithm).toBe('PBKDF2/SHA-256');
  });
});
