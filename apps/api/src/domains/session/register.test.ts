import { isValidTckn, sessionMessages } from '@ebelediye/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, registries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { lastSmsTo, sessionCookieOf, solveCaptcha } from '../../test/session';

// Çağrı Işıklı: known to the sandbox population register, unknown to the municipality.
const cagri = {
  userPidNo: '34567890170',
  registryType: 'G',
  userNameOrTitle: 'Çağrı',
  userSurname: 'Işıklı',
  yearOfBirth: 1990,
  monthOfBirth: 1,
  dayOfBirth: 30,
};
const phone = '5051234567';

async function verifiedPhone(t: TestApp, number = phone): Promise<string> {
  const sent = await t.call('SendSms', { phone: number, purpose: 'register', altcha: await solveCaptcha(t) });
  expect(sent.statusCode).toBe(200);
  const reference = sent.json().operationReferenceNumber;
  const code = (await lastSmsTo(t, number)).match(/(\d{6})/)![1];
  expect((await t.call('ValidateCode', { operationReferenceNumber: reference, userEntredCode: code })).json()).toEqual({
    valid: true,
  });
  return reference;
}

function application(validationKey: string) {
  return {
    ...cagri,
    fatherName: 'Şükrü',
    motherName: 'Gül',
    placeOfBirth: 'Göktepe',
    gender: 'E',
    userGsmNumber: '(505) 123 45 67',
    userEmail: 'cagri@ornek.example',
    password: 'Guclu2026',
    passwordRepeat: 'Guclu2026',
    validationKey,
    chkSMSInfo: false,
    kvkkAccepted: true,
    address: { text: 'Yeni Mah. Lale Sok. No: 3, Yeşilvadi' },
  };
}

describe('membership application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ValidateRegistries says whether a registry and an account exist, nothing personal', async () => {
    expect((await t.call('ValidateRegistries', { ID: '23456789060' })).json()).toEqual({
      registryExists: true,
      memberExists: false,
    });
    expect((await t.call('ValidateRegistries', { ID: cagri.userPidNo })).json()).toEqual({
      registryExists: false,
      memberExists: false,
    });
  });

  it('checks identity against the population register without revealing anything', async () => {
    expect(
      (
        await t.call('GetRetailRegistryInfoViaNIS', {
          tckn: cagri.userPidNo,
          name: 'çağrı',
          surname: 'IŞIKLI',
          yearOfBirth: 1990,
        })
      ).json(),
    ).toEqual({ verified: true });
    expect(
      (
        await t.call('GetRetailRegistryInfoViaNIS', {
          tckn: cagri.userPidNo,
          name: 'Cagri',
          surname: 'Isikli',
          yearOfBirth: 1991,
        })
      ).json(),
    ).toEqual({ verified: false });
  });

  it('refuses the identity step for someone who already has an account, and for names that do not match', async () => {
    const existing = await t.call('ValidateEMunicipalityUserForRegister', {
      ...cagri,
      userPidNo: '10000000146',
      userNameOrTitle: 'Ayşe',
      userSurname: 'Yılmaz',
      yearOfBirth: 1984,
      monthOfBirth: 3,
      dayOfBirth: 12,
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().Message).toBe(sessionMessages.memberExists);
    const mismatch = await t.call('ValidateEMunicipalityUserForRegister', { ...cagri, userSurname: 'Başka' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().Message).toBe(sessionMessages.identityNotVerified);
    expect((await t.call('ValidateEMunicipalityUserForRegister', cagri)).json()).toEqual({ registryExists: false });
    const noBirth = await t.call('ValidateEMunicipalityUserForRegister', { ...cagri, yearOfBirth: undefined });
    expect(noBirth.json()).toMatchObject({ field: 'yearOfBirth', Message: 'Doğum tarihi zorunludur.' });
  });

  it('sends a six-digit code by SMS and accepts it once typed right, counting wrong tries', async () => {
    const sent = await t.call('SendSms', {
      phone: '(505) 999 88 77',
      purpose: 'register',
      altcha: await solveCaptcha(t),
    });
    const reference = sent.json().operationReferenceNumber;
    const sms = await lastSmsTo(t, '5059998877');
    expect(sms).toMatch(/Yeşilvadi Belediyesi \(Demo\) doğrulama kodunuz: \d{6}\. Kod 5 dakika geçerlidir/);
    const code = sms.match(/(\d{6})/)![1];
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.call('ValidateCode', { operationReferenceNumber: reference, userEntredCode: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'userEntredCode', Message: 'Doğrulama kodu hatalı. Kalan deneme: 4.' });
    expect(
      (await t.call('ValidateCode', { operationReferenceNumber: reference, userEntredCode: code })).json(),
    ).toEqual({ valid: true });
  });

  it('locks a code after five wrong tries', async () => {
    const sent = await t.call('SendSms', { phone: '5057776655', purpose: 'register', altcha: await solveCaptcha(t) });
    const reference = sent.json().operationReferenceNumber;
    const code = (await lastSmsTo(t, '5057776655')).match(/(\d{6})/)![1];
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++)
      expect(
        (await t.call('ValidateCode', { operationReferenceNumber: reference, userEntredCode: wrongCode })).statusCode,
      ).toBe(400);
    const fifth = await t.call('ValidateCode', { operationReferenceNumber: reference, userEntredCode: wrongCode });
    expect(fifth.statusCode).toBe(429);
    expect(
      (await t.call('ValidateCode', { operationReferenceNumber: reference, userEntredCode: code })).statusCode,
    ).toBe(429);
  });

  it('limits codes per phone number: the fourth in 15 minutes is refused', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.call('SendSms', { phone: '5051112200', purpose: 'register', altcha: await solveCaptcha(t) }))
          .statusCode,
      ).toBe(200);
    }
    const fourth = await t.call('SendSms', { phone: '5051112200', purpose: 'register', altcha: await solveCaptcha(t) });
    expect(fourth.statusCode).toBe(429);
  });

  it('refuses the application without a verified phone or the KVKK notice, and writes nothing', async () => {
    const unverified = await t.call('CreateUserForEmunicipality', application('5d9f1a7e-8c1b-4a8e-9f3e-0b2d6c4a1e77'));
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toMatchObject({ field: 'validationKey', Message: sessionMessages.phoneNotVerified });
    const noConsent = await t.call('CreateUserForEmunicipality', {
      ...application('5d9f1a7e-8c1b-4a8e-9f3e-0b2d6c4a1e77'),
      kvkkAccepted: false,
    });
    expect(noConsent.json()).toMatchObject({
      field: 'kvkkAccepted',
      Message: 'Aydınlatma metnini okuyup onaylamalısınız.',
    });
    const weak = await t.call('CreateUserForEmunicipality', {
      ...application('5d9f1a7e-8c1b-4a8e-9f3e-0b2d6c4a1e77'),
      password: 'kisa',
      passwordRepeat: 'kisa',
    });
    expect(weak.json().field).toBe('password');
    expect(await t.db.select().from(registries).where(eq(registries.identityNo, cagri.userPidNo))).toHaveLength(0);
  });

  it('creates registry, address and account in one go, signs the person in, and refuses a second submit', async () => {
    const reference = await verifiedPhone(t);
    const response = await t.call('CreateUserForEmunicipality', application(reference));
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({
      name: 'Çağrı',
      surname: 'Işıklı',
      viaEDevlet: false,
      smsConsent: false,
    });
    const me = await t.call('GetUserOfEMunicipality', {}, { headers: sessionCookieOf(response) });
    expect(me.json().member.UserDetail.Registry.kind).toBe('G');

    const [member] = await t.db.select().from(members).where(eq(members.userName, cagri.userPidNo));
    expect(member.passwordHash).toMatch(/^\$argon2id\$/);
    expect(member.phone).toBe(phone);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.created'));
    expect(JSON.stringify(audit)).not.toContain(cagri.userPidNo);

    const again = await t.call('CreateUserForEmunicipality', application(reference));
    expect(again.statusCode).toBe(409);
    expect(await t.db.select().from(members).where(eq(members.userName, cagri.userPidNo))).toHaveLength(1);
  });

  it('a citizen a tester adds to the sandbox population register can apply with that fresh identity', async () => {
    const add = (body: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/sandbox/nis/people', payload: body });
    const bad = await add({ tckn: '12345678901', ad: 'Ece', soyad: 'Tan', birthDate: '1999-05-05' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/T\.C\. Kimlik No geçersiz/);
    expect((await add({ tckn: cagri.userPidNo, ad: 'Ece', soyad: 'Tan', birthDate: '1999-05-05' })).statusCode).toBe(
      409,
    );

    // Without a number the sandbox makes one that passes the checksum.
    const added = await add({ ad: 'Ece', soyad: 'Tan', birthDate: '1999-05-05' });
    expect(added.statusCode).toBe(201);
    const { tckn } = added.json().person;
    expect(isValidTckn(tckn)).toBe(true);
    const applicant = {
      ...cagri,
      userPidNo: tckn,
      userNameOrTitle: 'ECE',
      userSurname: 'tan',
      yearOfBirth: 1999,
      monthOfBirth: 5,
      dayOfBirth: 5,
    };
    expect((await t.call('ValidateEMunicipalityUserForRegister', applicant)).json()).toEqual({ registryExists: false });
    expect((await t.call('ValidateEMunicipalityUserForRegister', { ...applicant, yearOfBirth: 1998 })).statusCode).toBe(
      400,
    );

    const page = await t.app.inject({ method: 'GET', url: '/sandbox/nis/people' });
    expect(page.body).toContain(tckn);
  });

  it('keeps the registry the municipality already has for a known person', async () => {
    const reference = await verifiedPhone(t, '5056667788');
    const zeynep = {
      ...application(reference),
      userPidNo: '23456789060',
      userNameOrTitle: 'Zeynep',
      userSurname: 'Kaya',
      yearOfBirth: 1992,
      monthOfBirth: 6,
      dayOfBirth: 25,
      userGsmNumber: '5056667788',
      userEmail: 'zeynep@ornek.example',
    };
    const response = await t.call('CreateUserForEmunicipality', zeynep);
    expect(response.statusCode).toBe(200);
    expect(response.json().member.UserDetail.Registry.Oid).toBe('R-DEMO-3');
    expect(await t.db.select().from(registries).where(eq(registries.identityNo, '23456789060'))).toHaveLength(1);
  });
});
