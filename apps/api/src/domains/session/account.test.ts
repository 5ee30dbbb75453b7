import { sessionMessages } from '@ebelediye/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, smsOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { lastSmsTo, signIn, solveCaptcha } from '../../test/session';

describe('forgotten password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the same way for an unknown ID and a wrong phone, and sends nothing', async () => {
    const unknown = await t.call('SendPasswordForMember', {
      ID: '23456789060',
      phone: '5343334455',
      altcha: await solveCaptcha(t),
    });
    const wrongPhone = await t.call('SendPasswordForMember', {
      ID: '10000000146',
      phone: '5329999999',
      altcha: await solveCaptcha(t),
    });
    expect(unknown.statusCode).toBe(404);
    expect(wrongPhone.statusCode).toBe(404);
    expect(unknown.json()).toEqual(wrongPhone.json());
    expect(await t.db.select().from(smsOutbox)).toHaveLength(0);
  });

  it('sends a temporary password that must be changed, while the old one works until it is used', async () => {
    const sent = await t.call('SendPasswordForMember', {
      ID: '10000000146',
      phone: '(532) 111 22 33',
      altcha: await solveCaptcha(t),
    });
    expect(sent.statusCode).toBe(200);
    const sms = await lastSmsTo(t, '5321112233');
    const temporary = sms.match(/geçici şifreniz: (\S+) /)![1];
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, 'password'));
    expect(row.status).toBe('sent');
    expect(row.body).not.toContain(temporary);

    // The old password still works before the temporary one is used.
    const old = await signIn(t, '10000000146', 'Demo2026');
    expect((await t.call('GetUserOfEMunicipality', {}, { headers: old })).statusCode).toBe(200);

    await t.call('SendPasswordForMember', { ID: '10000000146', phone: '5321112233', altcha: await solveCaptcha(t) });
    const second = (await lastSmsTo(t, '5321112233')).match(/geçici şifreniz: (\S+) /)![1];
    const withTemporary = await signIn(t, '10000000146', second);
    const me = (await t.call('GetUserOfEMunicipality', {}, { headers: withTemporary })).json().member;
    expect(me.mustChangePassword).toBe(true);
    // Until a new password is set, nothing else is allowed, and the old password is gone.
    const blocked = await t.call('GetRegistryDetail', {}, { headers: withTemporary });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().Message).toBe(sessionMessages.mustChangePassword);
    expect(
      (
        await t.call('ValidateUserForEMunicipality', {
          userName: '10000000146',
          password: 'Demo2026',
          altcha: await solveCaptcha(t),
        })
      ).statusCode,
    ).toBe(401);

    const changed = await t.call(
      'ChangePassword',
      { currentPassword: second, newPassword: 'Yepyeni2026', newPasswordRepeat: 'Yepyeni2026' },
      { headers: withTemporary },
    );
    expect(changed.statusCode).toBe(200);
    expect((await t.call('GetRegistryDetail', {}, { headers: withTemporary })).statusCode).toBe(200);
    await signIn(t, '10000000146', 'Yepyeni2026');
  });
});

describe('account', () => {
  let t: TestApp;
  let cookie: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(() => t.close());

  it('ChangePassword checks the current password, the policy and the repeat', async () => {
    const wrong = await t.call(
      'ChangePassword',
      { currentPassword: 'Yanlis2026', newPassword: 'Yeni2026a', newPasswordRepeat: 'Yeni2026a' },
      { headers: cookie },
    );
    expect(wrong.json()).toMatchObject({ field: 'currentPassword', Message: sessionMessages.currentPasswordWrong });
    const weak = await t.call(
      'ChangePassword',
      { currentPassword: 'Demo2026', newPassword: 'kolay', newPasswordRepeat: 'kolay' },
      { headers: cookie },
    );
    expect(weak.json().field).toBe('newPassword');
    const differ = await t.call(
      'ChangePassword',
      { currentPassword: 'Demo2026', newPassword: 'Yeni2026a', newPasswordRepeat: 'Yeni2026b' },
      { headers: cookie },
    );
    expect(differ.json()).toMatchObject({ field: 'newPasswordRepeat', Message: sessionMessages.passwordsDiffer });
    expect(
      (
        await t.call('ChangePassword', {
          currentPassword: 'Demo2026',
          newPassword: 'Yeni2026a',
          newPasswordRepeat: 'Yeni2026a',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('ChangePassword ends the other sessions and only the new password signs in', async () => {
    const other = await signIn(t, '10000000146', 'Demo2026');
    expect(
      (
        await t.call(
          'ChangePassword',
          { currentPassword: 'Demo2026', newPassword: 'Yeni2026a', newPasswordRepeat: 'Yeni2026a' },
          { headers: cookie },
        )
      ).statusCode,
    ).toBe(200);
    expect((await t.call('GetUserOfEMunicipality', {}, { headers: other })).statusCode).toBe(401);
    expect((await t.call('GetUserOfEMunicipality', {}, { headers: cookie })).statusCode).toBe(200);
    expect(
      (
        await t.call('ValidateUserForEMunicipality', {
          userName: '10000000146',
          password: 'Demo2026',
          altcha: await solveCaptcha(t),
        })
      ).statusCode,
    ).toBe(401);
    cookie = await signIn(t, '10000000146', 'Yeni2026a');
  });

  it('GetRegistryDetail shows the own registry with the ID and phone masked', async () => {
    const { registry } = (await t.call('GetRegistryDetail', {}, { headers: cookie })).json();
    expect(registry).toMatchObject({
      Oid: 'R-DEMO-1',
      kindName: 'Gerçek kişi',
      identityNoMasked: '100******46',
      phoneMasked: '(532) *** ** 33',
      fatherName: 'Hasan',
    });
    expect(registry.addresses[0].text).toMatch(/Çınar Sok/);
    expect(JSON.stringify(registry)).not.toContain('10000000146');
  });

  it('CreateUserDetail adds an address to the own registry', async () => {
    const response = await t.call(
      'CreateUserDetail',
      { kind: 'teblig', text: 'PK 12, Yeşilvadi Postanesi' },
      { headers: cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().registry.addresses.map((a: { kind: string }) => a.kind)).toEqual(['ikamet', 'teblig']);
    expect((await t.call('CreateUserDetail', { kind: 'teblig', text: 'x' }, { headers: cookie })).json().field).toBe(
      'text',
    );
  });

  it('GetFilteredRegistries shows only the own registries', async () => {
    expect(
      (await t.call('GetFilteredRegistries', { ID: '10000000146', filter: '' }, { headers: cookie })).json()
        .registries[0].Oid,
    ).toBe('R-DEMO-1');
    expect(
      (await t.call('GetFilteredRegistries', { ID: '17291716060', filter: '' }, { headers: cookie })).statusCode,
    ).toBe(403);
    expect((await t.call('GetFilteredRegistries', { ID: '17291716060', filter: '' })).statusCode).toBe(403);
  });

  it('UpdateUserForEMunicipality changes e-mail and consent, but a new phone only with its SMS code', async () => {
    const base = {
      password: 'Yeni2026a',
      gsmNumber: '5321112233',
      email: 'ayse.yeni@ornek.example',
      chkSMSInfo: false,
    };
    const updated = await t.call('UpdateUserForEMunicipality', base, { headers: cookie });
    expect(updated.json().member).toMatchObject({ email: 'ayse.yeni@ornek.example', smsConsent: false });

    const noCode = await t.call(
      'UpdateUserForEMunicipality',
      { ...base, gsmNumber: '5327654321' },
      { headers: cookie },
    );
    expect(noCode.json()).toMatchObject({ field: 'validationKey', Message: sessionMessages.phoneNotVerified });
    const sent = await t.call(
      'SendSms',
      { phone: '5327654321', purpose: 'phone_change', altcha: await solveCaptcha(t) },
      { headers: cookie },
    );
    const reference = sent.json().operationReferenceNumber;
    const code = (await lastSmsTo(t, '5327654321')).match(/(\d{6})/)![1];
    await t.call('ValidateCode', { operationReferenceNumber: reference, userEntredCode: code });
    const changed = await t.call(
      'UpdateUserForEMunicipality',
      { ...base, gsmNumber: '5327654321', validationKey: reference },
      { headers: cookie },
    );
    expect(changed.json().member.phoneMasked).toBe('(532) *** ** 21');

    const renamed = await t.call(
      'UpdateUserForEMunicipality',
      { ...base, gsmNumber: '5327654321', memberName: 'Başka' },
      { headers: cookie },
    );
    expect(renamed.json().field).toBe('memberName');
    const wrongPassword = await t.call(
      'UpdateUserForEMunicipality',
      { ...base, password: 'Yanlis2026' },
      { headers: cookie },
    );
    expect(wrongPassword.json().field).toBe('password');
  });

  it('a visitor cannot ask a phone-change code', async () => {
    expect(
      (await t.call('SendSms', { phone: '5327654300', purpose: 'phone_change', altcha: await solveCaptcha(t) }))
        .statusCode,
    ).toBe(401);
  });

  it('CreateUserStatus closes the account: sessions end and sign-in says there is no member', async () => {
    const wrong = await t.call('CreateUserStatus', { status: 'passive', password: 'Yanlis2026' }, { headers: cookie });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await t.call('CreateUserStatus', { status: 'passive', password: 'Yeni2026a' }, { headers: cookie })).statusCode,
    ).toBe(200);
    expect((await t.call('GetUserOfEMunicipality', {}, { headers: cookie })).statusCode).toBe(401);
    const [row] = await t.db.select().from(members).where(eq(members.userName, '10000000146'));
    expect(row.status).toBe('passive');
    const again = await t.call('ValidateUserForEMunicipality', {
      userName: '10000000146',
      password: 'Yeni2026a',
      altcha: await solveCaptcha(t),
    });
    expect(again.json().Message).toBe(sessionMessages.noMember);
  });
});
