import { staffMessages } from '@ebelediye/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts, staffActions, staffSessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/session';
import { createStaffSession, lastStaffCode, signInStaff, staffCookieOf } from '../../test/staff';
import { parseStaffCreateArgs, runStaffCreate } from './command';

const operator = { userName: 'demo.operator', password: 'Demo2026', phone: '5559990002' };

describe('staff sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in with password then the SMS code, in its own Strict cookie, and tells the desk who is there', async () => {
    const first = await t.call('StaffSignIn', { staffUserName: 'Demo.Operator', password: operator.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ phoneMasked: '(555) *** ** 02', expiresInSeconds: expect.any(Number) });
    const pending = staffCookieOf(first);
    const cookie = first.cookies.find((c) => c.name === 'ebelediye_personel')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(first.cookies.some((c) => c.name === 'ebelediye_oturum')).toBe(false);

    // A pending session is not a session: the desk refuses it until the code is entered.
    expect((await t.call('GetStaffSession', {}, { headers: pending })).statusCode).toBe(401);

    const verified = await t.call(
      'StaffVerifyCode',
      { code: await lastStaffCode(t, operator.phone) },
      { headers: pending },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().staff).toEqual({
      id: expect.any(Number),
      userName: 'demo.operator',
      fullName: 'Can Demir',
      role: 'complaints_operator',
      unit: { id: expect.any(Number), name: 'Fen İşleri Müdürlüğü' },
      mustChangePassword: false,
    });
    const session = staffCookieOf(verified);
    expect(session.cookie).not.toBe(pending.cookie);
    // The pending token is gone: it never becomes a working session.
    expect((await t.call('GetStaffSession', {}, { headers: pending })).statusCode).toBe(401);
    const me = await t.call('GetStaffSession', {}, { headers: session });
    expect(me.statusCode).toBe(200);
    expect(me.json().staff.userName).toBe('demo.operator');
    expect(me.body).not.toMatch(/argon2|5559990002|"password(Hash)?"/i);

    const trail = await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.staffId, me.json().staff.id))
      .orderBy(desc(staffActions.id));
    expect(trail.map((row) => row.action).slice(0, 2)).toEqual(['staff.signed_in', 'staff.sign_in_code_sent']);
  });

  it('says the same sentence for an unknown name and a wrong password, audits it, and sends no code', async () => {
    for (const body of [
      { staffUserName: 'yok.boyle', password: 'Demo2026' },
      { staffUserName: operator.userName, password: 'Yanlis123' },
    ]) {
      const response = await t.call('StaffSignIn', body);
      expect(response.statusCode).toBe(401);
      expect(response.json().Message).toBe(staffMessages.wrongCredentials);
      expect(response.cookies.some((c) => c.name === 'ebelediye_personel')).toBe(false);
    }
    const [last] = await t.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(last).toMatchObject({ action: 'staff.sign_in_failed', entity: 'staff_account' });
  });

  it('refuses bad input with a Turkish sentence naming the field', async () => {
    const noName = await t.call('StaffSignIn', { staffUserName: '', password: 'x' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ field: 'staffUserName', Message: 'Kullanıcı adı zorunludur.' });
    const shortCode = await t.call('StaffVerifyCode', { code: '12' });
    expect(shortCode.json()).toMatchObject({ field: 'code', Message: 'Doğrulama kodu 6 haneli olmalıdır.' });
    const noPending = await t.call('StaffVerifyCode', { code: '123456' });
    expect(noPending.statusCode).toBe(400);
    expect(noPending.json().Message).toBe(staffMessages.noPendingSignIn);
  });

  it('counts wrong codes and ends the pending sign-in at the fifth', async () => {
    const pending = staffCookieOf(
      await t.call('StaffSignIn', { staffUserName: operator.userName, password: operator.password }),
    );
    const right = await lastStaffCode(t, operator.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await t.call('StaffVerifyCode', { code: wrong }, { headers: pending });
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toBe(`${staffMessages.codeWrong} Kalan deneme: ${5 - attempt}.`);
    }
    const fifth = await t.call('StaffVerifyCode', { code: wrong }, { headers: pending });
    expect(fifth.statusCode).toBe(429);
    // Even the right code is too late now.
    expect((await t.call('StaffVerifyCode', { code: right }, { headers: pending })).json().Message).toBe(
      staffMessages.noPendingSignIn,
    );
  });

  it('refuses an expired code', async () => {
    const pending = staffCookieOf(
      await t.call('StaffSignIn', { staffUserName: operator.userName, password: operator.password }),
    );
    const code = await lastStaffCode(t, operator.phone);
    t.setNow(new Date(Date.now() + 60 * 60_000));
    try {
      const response = await t.call('StaffVerifyCode', { code }, { headers: pending });
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toBe(staffMessages.codeExpired);
    } finally {
      t.setNow(undefined);
    }
  });

  it('keeps staff and citizen sessions apart: a citizen cookie opens no desk call and a staff cookie no member call', async () => {
    const citizen = await signIn(t, '10000000146', 'Demo2026');
    const asCitizen = await t.call('GetStaffSession', {}, { headers: citizen });
    expect(asCitizen.statusCode).toBe(403);
    const staff = await signInStaff(t, 'demo.yonetici');
    expect((await t.call('GetUserOfEMunicipality', {}, { headers: staff })).statusCode).toBe(401);
    expect((await t.call('GetStaffSession', {})).statusCode).toBe(401);
  });

  it('lets only the role an operation names through (member list: administrators)', async () => {
    const admin = await signInStaff(t, 'demo.yonetici');
    const list = await t.call('GetAllUsersForEmunicipality', { pageIndex: 0 }, { headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().users[0].userNameMasked).toMatch(/\*/);
    const operatorSession = await signInStaff(t, operator.userName);
    const refused = await t.call('GetAllUsersForEmunicipality', { pageIndex: 0 }, { headers: operatorSession });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(staffMessages.roleRequired);
  });

  it('signs out: the session row is gone and the cookie no longer works', async () => {
    const { headers, id } = await createStaffSession(t, 'unit_manager');
    expect((await t.call('GetStaffSession', {}, { headers })).json().staff.role).toBe('unit_manager');
    const out = await t.call('StaffSignOut', {}, { headers });
    expect(out.statusCode).toBe(200);
    expect((await t.call('GetStaffSession', {}, { headers })).statusCode).toBe(401);
    expect(await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, id))).toEqual([]);
  });

  it('ends a session after 30 idle minutes', async () => {
    const { headers } = await createStaffSession(t, 'complaints_operator');
    t.setNow(new Date(Date.now() + 31 * 60_000));
    try {
      expect((await t.call('GetStaffSession', {}, { headers })).statusCode).toBe(401);
    } finally {
      t.setNow(undefined);
    }
  });
});

describe('npm run staff:create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads a complete command line', () => {
    const { account, problems } = parseStaffCreateArgs([
      '--kullanici',
      'Ayse.Kaya',
      '--ad-soyad',
      'Ayşe Kaya',
      '--telefon',
      '0532 123 45 67',
      '--rol',
      'unit_manager',
      '--birim',
      'Zabıta Müdürlüğü',
    ]);
    expect(problems).toEqual([]);
    expect(account).toEqual({
      userName: 'ayse.kaya',
      fullName: 'Ayşe Kaya',
      phone: '5321234567',
      role: 'unit_manager',
      unitName: 'Zabıta Müdürlüğü',
    });
  });

  it('names every wrong argument in Turkish', () => {
    const { account, problems } = parseStaffCreateArgs([
      '--kullanici',
      'ayşe kaya',
      '--telefon',
      '212',
      '--rol',
      'mudur',
    ]);
    expect(account).toBeUndefined();
    expect(problems).toEqual([
      '--kullanici: Kullanıcı adı yalnızca küçük harf, rakam, nokta, tire ve alt çizgi içerebilir.',
      '--ad-soyad: Ad soyad zorunludur.',
      '--telefon: Geçerli bir cep telefonu giriniz: (5##) ### ## ##',
      '--rol: Rol şunlardan biri olmalıdır: revenue_operator, revenue_supervisor, complaints_operator, unit_manager, subscriptions_operator, administrator.',
    ]);
    expect(
      parseStaffCreateArgs([
        '--kullanici',
        'a',
        '--ad-soyad',
        'A B',
        '--telefon',
        '5321234567',
        '--rol',
        'complaints_operator',
      ]).problems,
    ).toEqual(['--birim: Operatör ve birim yöneticisinin bir birimi olmalıdır.']);
  });

  it('creates the first administrator, who can sign in, and refuses a weak password or a taken name', async () => {
    // staff:create makes only the first administrator (decision 087): none may be active before it.
    await t.db.update(staffAccounts).set({ status: 'passive' }).where(eq(staffAccounts.role, 'administrator'));
    const { account } = parseStaffCreateArgs([
      '--kullanici',
      'zabita.bir',
      '--ad-soyad',
      'Zabıta Bir',
      '--telefon',
      '5321110099',
      '--rol',
      'administrator',
      '--birim',
      'Zabıta Müdürlüğü',
    ]);
    expect((await runStaffCreate(t.db, account!, 'kisa')).problem).toMatch(/^Şifre: Şifre çok kısa/);
    expect((await runStaffCreate(t.db, account!, 'Guclu2026')).id).toEqual(expect.any(Number));
    expect((await runStaffCreate(t.db, account!, 'Guclu2026')).problem).toBe(
      '"zabita.bir" kullanıcı adıyla bir personel hesabı zaten var.',
    );
    const headers = await signInStaff(t, 'zabita.bir', 'Guclu2026', '5321110099');
    expect((await t.call('GetStaffSession', {}, { headers })).json().staff.unit.name).toBe('Zabıta Müdürlüğü');
  });

  it("refuses the demo's names (demo.yonetici, demo.operator, any demo.*) with demo mode off, and writes nothing", async () => {
    for (const userName of ['demo.yonetici', 'demo.operator', 'demo.zabita']) {
      const { account } = parseStaffCreateArgs([
        '--kullanici',
        userName,
        '--ad-soyad',
        'Demo Değil',
        '--telefon',
        '5321110098',
        '--rol',
        'administrator',
      ]);
      const result = await runStaffCreate(t.db, account!, 'Guclu2026', { demoMode: false });
      expect(result).toEqual({
        problem: expect.stringContaining(`"${userName}" demo hesaplarına ayrılmış bir kullanıcı adıdır`),
      });
    }
    expect(await t.db.select().from(staffAccounts).where(eq(staffAccounts.userName, 'demo.zabita'))).toEqual([]);
    // In demo mode the demo's own names are simply taken.
    const { account } = parseStaffCreateArgs([
      '--kullanici',
      'demo.operator',
      '--ad-soyad',
      'Can Demir',
      '--telefon',
      '5559990002',
      '--rol',
      'complaints_operator',
      '--birim',
      'Fen İşleri Müdürlüğü',
    ]);
    expect((await runStaffCreate(t.db, account!, 'Guclu2026', { demoMode: true })).problem).toBe(
      '"demo.operator" kullanıcı adıyla bir personel hesabı zaten var.',
    );
  });
});
