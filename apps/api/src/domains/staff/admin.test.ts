import { staffAdminMessages, staffMessages } from '@ebelediye/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts, staffActions, staffSessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { lastSmsTo } from '../../test/session';
import { signInStaff } from '../../test/staff';
import { parseStaffCreateArgs, runStaffCreate, staffCreateMessages } from './command';

// Decision 087: administrators keep the desk's staff at /yonetim/personel. A new person's first password
// reaches only their phone; disabling ends their sessions at once; the desk never loses its last
// administrator; every change is on the audit trail with before and after.

/** The temporary password in the welcome SMS of a new account. */
async function temporaryPasswordTo(t: TestApp, phone: string): Promise<string> {
  const text = await lastSmsTo(t, phone);
  const password = /geçici şifreniz: (\S+) \./.exec(text)?.[1];
  if (!password) throw new Error(`no password in "${text}"`);
  return password;
}

async function lastAction(t: TestApp, action: string) {
  const [row] = await t.db
    .select()
    .from(staffActions)
    .where(eq(staffActions.action, action))
    .orderBy(desc(staffActions.id))
    .limit(1);
  return row;
}

describe('staff and roles at the desk', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let operator: Record<string, string>;
  let units: { id: number; name: string }[];
  let phones = 0;
  const newPhone = () => `55577${String(++phones).padStart(5, '0')}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInStaff(t, 'demo.yonetici');
    operator = await signInStaff(t, 'demo.operator');
    units = (await t.call('GetStaffAccounts', {}, { headers: admin })).json().units;
  });
  afterAll(() => t.close());

  const unitId = (name: string) => units.find((unit) => unit.name === name)!.id;

  /** Creates a person through the desk and signs them in with the SMS password. */
  async function createAndSignIn(role: string, unit: string | null, userName: string) {
    const phone = newPhone();
    const response = await t.call(
      'CreateStaffAccount',
      { staffUserName: userName, fullName: 'Deneme Kişi', phone, role, unitId: unit ? unitId(unit) : null },
      { headers: admin },
    );
    expect(response.statusCode, response.body).toBe(200);
    const temporary = await temporaryPasswordTo(t, phone);
    const headers = await signInStaff(t, userName, temporary, phone);
    // The temporary password opens only its own change.
    const password = `Kendi${userName.length}Sifrem`;
    const changed = await t.call(
      'ChangeStaffPassword',
      { currentPassword: temporary, newPassword: password, newPasswordRepeat: password },
      { headers },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    return { id: response.json().account.id as number, phone, password, headers };
  }

  it('a temporary password opens only its change, for 72 hours; the administrator can send a new one', async () => {
    const phone = newPhone();
    const created = await t.call(
      'CreateStaffAccount',
      {
        staffUserName: 'gecici.sifre',
        fullName: 'Geçici Şifre',
        phone,
        role: 'revenue_operator',
        unitId: unitId('Mali Hizmetler Müdürlüğü'),
      },
      { headers: admin },
    );
    const id = created.json().account.id as number;
    const temporary = await temporaryPasswordTo(t, phone);
    const headers = await signInStaff(t, 'gecici.sifre', temporary, phone);
    const me = (await t.call('GetStaffSession', {}, { headers })).json().staff;
    expect(me.mustChangePassword).toBe(true);
    const blocked = await t.call('SearchDeskPayments', {}, { headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().Message).toBe(staffMessages.mustChangePassword);

    const wrong = await t.call(
      'ChangeStaffPassword',
      { currentPassword: 'Yanlis2026', newPassword: 'Yeni2026Sifre', newPasswordRepeat: 'Yeni2026Sifre' },
      { headers },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe(staffMessages.currentPasswordWrong);
    const weak = await t.call(
      'ChangeStaffPassword',
      { currentPassword: temporary, newPassword: 'kisa', newPasswordRepeat: 'kisa' },
      { headers },
    );
    expect(weak.statusCode).toBe(400);
    const changed = await t.call(
      'ChangeStaffPassword',
      { currentPassword: temporary, newPassword: 'Yeni2026Sifre', newPasswordRepeat: 'Yeni2026Sifre' },
      { headers },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().staff.mustChangePassword).toBe(false);
    expect((await t.call('SearchDeskPayments', {}, { headers })).statusCode).toBe(200);
    expect((await lastAction(t, 'staff.password_changed')).detail).toEqual({ wasTemporary: true });
    // The old temporary password no longer signs in.
    expect((await t.call('StaffSignIn', { staffUserName: 'gecici.sifre', password: temporary })).statusCode).toBe(401);

    // The administrator sends a new one: the person's sessions end, the SMS carries it, it expires.
    const sent = await t.call('SendStaffTemporaryPassword', { id }, { headers: admin });
    expect(sent.statusCode).toBe(200);
    expect((await t.call('GetStaffSession', {}, { headers })).statusCode).toBe(401);
    const second = await temporaryPasswordTo(t, phone);
    expect(second).not.toBe(temporary);
    expect((await lastAction(t, 'staff_account.temporary_password_sent')).detail).toMatchObject({
      sessionsEnded: true,
    });
    expect(JSON.stringify((await lastAction(t, 'staff_account.temporary_password_sent')).detail)).not.toContain(second);
    t.setNow(new Date(t.app.now().getTime() + 73 * 3_600_000));
    try {
      const late = await t.call('StaffSignIn', { staffUserName: 'gecici.sifre', password: second });
      expect(late.statusCode).toBe(401);
      expect(late.json().Message).toBe(staffMessages.temporaryPasswordExpired);
    } finally {
      t.setNow(undefined);
    }
    const me2 = (await t.call('GetStaffSession', {}, { headers: admin })).json().staff;
    const self = await t.call('SendStaffTemporaryPassword', { id: me2.id }, { headers: admin });
    expect(self.statusCode).toBe(409);
    expect((await t.call('SendStaffTemporaryPassword', { id: 99_999 }, { headers: admin })).statusCode).toBe(404);
  });

  it('lists every person with role, unit, state, last sign-in and creation, never a phone in full', async () => {
    const response = await t.call('GetStaffAccounts', {}, { headers: admin });
    expect(response.statusCode).toBe(200);
    const { accounts } = response.json();
    const deniz = accounts.find((a: { userName: string }) => a.userName === 'demo.yonetici');
    expect(deniz).toMatchObject({
      fullName: 'Deniz Arslan',
      role: 'administrator',
      status: 'active',
      unit: { name: 'Yazı İşleri Müdürlüğü' },
      phoneMasked: '(555) *** ** 01',
    });
    expect(deniz.lastSignInAt).toEqual(expect.any(String));
    expect(deniz.createdAt).toEqual(expect.any(String));
    expect(response.body).not.toContain('5559990001');
    expect(response.body).not.toContain('passwordHash');
    expect(await lastAction(t, 'staff_accounts.listed')).toBeDefined();
  });

  it('refuses every staff operation to a non-administrator with 403, and records the attempt', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['GetStaffAccounts', {}],
      ['CreateStaffAccount', { staffUserName: 'x.y', fullName: 'X Y', phone: newPhone(), role: 'administrator' }],
      ['DisableStaffAccount', { id: 1 }],
      ['EnableStaffAccount', { id: 1 }],
      ['ChangeStaffAccountRole', { id: 1, role: 'administrator' }],
      ['ResetStaffAccountPhone', { id: 1, phone: newPhone() }],
      ['CreateStaffUnit', { name: 'Kültür İşleri Müdürlüğü' }],
    ];
    for (const [name, input] of calls) {
      const response = await t.call(name as 'GetStaffAccounts', input, { headers: operator });
      expect(response.statusCode, name).toBe(403);
      expect(response.json().Message).toBe(staffMessages.roleRequired);
      expect((await t.call(name as 'GetStaffAccounts', input)).statusCode, name).toBe(401);
    }
    const refused = await lastAction(t, 'access.refused');
    expect(refused.entityId).toBe('CreateStaffUnit');
  });

  it('creates a revenue operator whose temporary password reaches only their phone, and records it', async () => {
    const phone = newPhone();
    const response = await t.call(
      'CreateStaffAccount',
      {
        staffUserName: 'Ayse.Gelir',
        fullName: 'Ayşe Gelir',
        phone: `0${phone}`,
        role: 'revenue_operator',
        unitId: unitId('Mali Hizmetler Müdürlüğü'),
      },
      { headers: admin },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { account } = response.json();
    expect(account).toMatchObject({
      userName: 'ayse.gelir',
      role: 'revenue_operator',
      status: 'active',
      unit: { name: 'Mali Hizmetler Müdürlüğü' },
      lastSignInAt: null,
    });
    const password = await temporaryPasswordTo(t, phone);
    expect(response.body).not.toContain(password);
    const row = await lastAction(t, 'staff_account.created');
    expect(row.entityId).toBe(String(account.id));
    expect(row.detail).toMatchObject({
      after: { userName: 'ayse.gelir', role: 'revenue_operator', status: 'active' },
      temporaryPasswordSent: true,
    });
    expect(JSON.stringify(row.detail)).not.toContain(password);
    expect(JSON.stringify(row.detail)).not.toContain(phone);
    const headers = await signInStaff(t, 'ayse.gelir', password, phone);
    const session = (await t.call('GetStaffSession', {}, { headers })).json().staff;
    expect(session).toMatchObject({ userName: 'ayse.gelir', role: 'revenue_operator' });
    const listed = (await t.call('GetStaffAccounts', {}, { headers: admin })).json().accounts;
    expect(listed.find((a: { id: number }) => a.id === account.id).lastSignInAt).toEqual(expect.any(String));
  });

  it('refuses bad input with 400 and a Turkish sentence, and a taken user name, writing nothing', async () => {
    const base = {
      staffUserName: 'yeni.kisi',
      fullName: 'Yeni Kişi',
      phone: newPhone(),
      role: 'complaints_operator',
      unitId: unitId('Fen İşleri Müdürlüğü'),
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, phone: '212 123 45 67' }, 400, 'Geçerli bir cep telefonu giriniz: (5##) ### ## ##'],
      [{ ...base, unitId: null }, 400, staffAdminMessages.unitRequired],
      [{ ...base, unitId: 99_999 }, 400, staffAdminMessages.unitNotFound],
      [{ ...base, role: 'mudur' }, 400, 'Geçerli bir rol seçiniz.'],
      [
        { ...base, staffUserName: 'ayşe kaya' },
        400,
        'Kullanıcı adı yalnızca küçük harf, rakam, nokta, tire ve alt çizgi içerebilir.',
      ],
      [{ ...base, fullName: '  ' }, 400, 'Ad soyad zorunludur.'],
      [{ ...base, staffUserName: 'demo.operator' }, 409, staffAdminMessages.userNameTaken],
    ];
    for (const [input, status, message] of cases) {
      const response = await t.call('CreateStaffAccount', input, { headers: admin });
      expect(response.statusCode, message).toBe(status);
      expect(response.json().Message).toBe(message);
    }
    expect(await t.db.select().from(staffAccounts).where(eq(staffAccounts.userName, 'yeni.kisi'))).toEqual([]);
    // An administrator needs no unit.
    const admin2 = await t.call(
      'CreateStaffAccount',
      { ...base, role: 'administrator', unitId: null },
      { headers: admin },
    );
    expect(admin2.statusCode).toBe(200);
    expect(admin2.json().account.unit).toBeNull();
  });

  it('disables a person: their session ends at once, they cannot sign in; re-enabled, they can', async () => {
    const person = await createAndSignIn('revenue_supervisor', 'Mali Hizmetler Müdürlüğü', 'murat.sef');
    expect((await t.call('GetStaffSession', {}, { headers: person.headers })).statusCode).toBe(200);

    const disabled = await t.call('DisableStaffAccount', { id: person.id }, { headers: admin });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().account.status).toBe('passive');
    expect(await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, person.id))).toEqual([]);
    expect((await t.call('GetStaffSession', {}, { headers: person.headers })).statusCode).toBe(401);
    const again = await t.call('StaffSignIn', { staffUserName: 'murat.sef', password: person.password });
    expect(again.statusCode).toBe(401);
    expect(again.json().Message).toBe(staffMessages.wrongCredentials);
    expect((await lastAction(t, 'staff_account.disabled')).detail).toEqual({
      before: { status: 'active' },
      after: { status: 'passive' },
      sessionsEnded: true,
    });
    expect((await t.call('DisableStaffAccount', { id: person.id }, { headers: admin })).json().Message).toBe(
      staffAdminMessages.alreadyPassive,
    );

    const enabled = await t.call('EnableStaffAccount', { id: person.id }, { headers: admin });
    expect(enabled.json().account.status).toBe('active');
    expect((await lastAction(t, 'staff_account.enabled')).detail).toEqual({
      before: { status: 'passive' },
      after: { status: 'active' },
    });
    await signInStaff(t, 'murat.sef', person.password, person.phone);
    expect((await t.call('EnableStaffAccount', { id: 99_999 }, { headers: admin })).statusCode).toBe(404);
  });

  it('refuses to disable oneself, and any change that leaves no active administrator', async () => {
    const me = (await t.call('GetStaffSession', {}, { headers: admin })).json().staff;
    const self = await t.call('DisableStaffAccount', { id: me.id }, { headers: admin });
    expect(self.statusCode).toBe(409);
    expect(self.json().Message).toBe(staffAdminMessages.selfDisable);

    // Two administrators: demo.yonetici and one made here. The second disables every other one…
    const second = await createAndSignIn('administrator', null, 'ikinci.yonetici');
    const others = (await t.call('GetStaffAccounts', {}, { headers: second.headers }))
      .json()
      .accounts.filter(
        (a: { role: string; status: string; id: number }) =>
          a.role === 'administrator' && a.status === 'active' && a.id !== second.id,
      );
    for (const other of others)
      expect((await t.call('DisableStaffAccount', { id: other.id }, { headers: second.headers })).statusCode).toBe(200);
    // …and is then the last: giving up the role is refused, the account unchanged.
    const demote = await t.call(
      'ChangeStaffAccountRole',
      { id: second.id, role: 'revenue_operator', unitId: unitId('Mali Hizmetler Müdürlüğü') },
      { headers: second.headers },
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json().Message).toBe(staffAdminMessages.lastAdministrator);
    const [row] = await t.db.select().from(staffAccounts).where(eq(staffAccounts.id, second.id));
    expect(row.role).toBe('administrator');
    for (const other of others)
      expect((await t.call('EnableStaffAccount', { id: other.id }, { headers: second.headers })).statusCode).toBe(200);
    admin = await signInStaff(t, 'demo.yonetici');
  });

  it('changes a role and unit with before and after, and ends the sessions held under the old role', async () => {
    const person = await createAndSignIn('complaints_operator', 'Fen İşleri Müdürlüğü', 'rol.degisen');
    const missing = await t.call(
      'ChangeStaffAccountRole',
      { id: person.id, role: 'unit_manager', unitId: null },
      { headers: admin },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe(staffAdminMessages.unitRequired);
    const changed = await t.call(
      'ChangeStaffAccountRole',
      { id: person.id, role: 'unit_manager', unitId: unitId('Zabıta Müdürlüğü') },
      { headers: admin },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().account).toMatchObject({ role: 'unit_manager', unit: { name: 'Zabıta Müdürlüğü' } });
    expect((await t.call('GetStaffSession', {}, { headers: person.headers })).statusCode).toBe(401);
    expect((await lastAction(t, 'staff_account.role_changed')).detail).toEqual({
      before: { role: 'complaints_operator', unitId: unitId('Fen İşleri Müdürlüğü') },
      after: { role: 'unit_manager', unitId: unitId('Zabıta Müdürlüğü') },
    });
  });

  it('gives a person a new phone for the SMS code: the old sessions end, the next code goes to the new one', async () => {
    const person = await createAndSignIn('subscriptions_operator', 'Abone İşleri Müdürlüğü', 'telefon.degisen');
    const bad = await t.call('ResetStaffAccountPhone', { id: person.id, phone: '12345' }, { headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Geçerli bir cep telefonu giriniz: (5##) ### ## ##');
    const phone = newPhone();
    const reset = await t.call('ResetStaffAccountPhone', { id: person.id, phone }, { headers: admin });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().account.phoneMasked).toBe(`(${phone.slice(0, 3)}) *** ** ${phone.slice(8)}`);
    expect((await t.call('GetStaffSession', {}, { headers: person.headers })).statusCode).toBe(401);
    const row = await lastAction(t, 'staff_account.phone_reset');
    expect(JSON.stringify(row.detail)).not.toContain(phone);
    expect(JSON.stringify(row.detail)).not.toContain(person.phone);
    await signInStaff(t, 'telefon.degisen', person.password, phone);
  });

  it('creates units, refusing a taken or a malformed name', async () => {
    const created = await t.call('CreateStaffUnit', { name: 'Kültür İşleri Müdürlüğü' }, { headers: admin });
    expect(created.statusCode).toBe(200);
    expect(created.json().unit).toEqual({ id: expect.any(Number), name: 'Kültür İşleri Müdürlüğü' });
    const taken = await t.call('CreateStaffUnit', { name: 'Kültür İşleri Müdürlüğü' }, { headers: admin });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Message).toBe(staffAdminMessages.unitNameTaken);
    const bad = await t.call('CreateStaffUnit', { name: '<b>' }, { headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toMatch(/^Birim adı yalnızca/);
    expect((await lastAction(t, 'staff_unit.created')).detail).toEqual({ after: { name: 'Kültür İşleri Müdürlüğü' } });
  });
});

describe('npm run staff:create: the first administrator only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const args = (role: string, userName: string) =>
    parseStaffCreateArgs([
      '--kullanici',
      userName,
      '--ad-soyad',
      'İlk Yönetici',
      '--telefon',
      '5321110097',
      '--rol',
      role,
      ...(role === 'administrator' ? [] : ['--birim', 'Fen İşleri Müdürlüğü']),
    ]).account!;

  it('refuses with a sentence pointing to the desk while an active administrator exists', async () => {
    expect(await runStaffCreate(t.db, args('administrator', 'ilk.yonetici'), 'Guclu2026')).toEqual({
      problem: staffCreateMessages.administratorExists,
    });
    expect(staffCreateMessages.administratorExists).toContain('/yonetim/personel');
  });

  it('with no active administrator, makes an administrator and nothing else', async () => {
    await t.db
      .update(staffAccounts)
      .set({ status: 'passive' })
      .where(and(eq(staffAccounts.role, 'administrator'), eq(staffAccounts.status, 'active')));
    expect(await runStaffCreate(t.db, args('complaints_operator', 'ilk.operator'), 'Guclu2026')).toEqual({
      problem: staffCreateMessages.firstMustBeAdministrator,
    });
    expect((await runStaffCreate(t.db, args('administrator', 'ilk.yonetici'), 'Guclu2026')).id).toEqual(
      expect.any(Number),
    );
    expect((await runStaffCreate(t.db, args('administrator', 'ikinci.yonetici'), 'Guclu2026')).problem).toBe(
      staffCreateMessages.administratorExists,
    );
  });
});
