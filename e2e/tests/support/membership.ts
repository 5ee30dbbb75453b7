import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { isValidTckn } from '@ebelediye/contract/identity';
import { solveCaptcha } from './sign-in';

/**
 * Fresh people for the membership journeys. Tests of one run share a database, so each test makes
 * its own citizen: a T.C. Kimlik No that passes the contract's checksum, added to the sandbox
 * population register (POST /sandbox/nis/people), which NVİ's check and e-Devlet then know; the
 * municipality does not, until the person applies.
 */

export interface Citizen {
  tckn: string;
  ad: string;
  soyad: string;
  /** YYYY-MM-DD, as the sandbox keeps it. */
  birthDate: string;
  /** GG.AA.YYYY, as a person types it. */
  birthDateText: string;
}

const digit = () => Math.floor(Math.random() * 10);

/** A random T.C. Kimlik No with both check digits right (domain/identity.md). */
export function freshTckn(): string {
  const d = [1 + Math.floor(Math.random() * 9), ...Array.from({ length: 8 }, digit)];
  const tenth = (((7 * (d[0] + d[2] + d[4] + d[6] + d[8]) - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10;
  const eleventh = [...d, tenth].reduce((sum, value) => sum + value, 0) % 10;
  const tckn = [...d, tenth, eleventh].join('');
  expect(isValidTckn(tckn), `${tckn} passes the contract's checksum`).toBe(true);
  return tckn;
}

/** A mobile number nobody else in this run uses: 10 digits, 5xx. */
export function freshPhone(): string {
  return `55${Array.from({ length: 8 }, digit).join('')}`;
}

/** 5321234567 → (532) 123 45 67, the mask SPEC §9 gives. */
export function maskedPhone(phone: string): string {
  return `(${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
}

/** Adds a new citizen to the sandbox population register and answers who it is. */
export async function newCitizen(
  request: APIRequestContext,
  names: { ad: string; soyad: string } = { ad: 'Deniz', soyad: 'Akgün' },
): Promise<Citizen> {
  const citizen = { tckn: freshTckn(), ...names, birthDate: '1995-04-17', birthDateText: '17.04.1995' };
  const response = await request.post('/sandbox/nis/people', {
    data: { tckn: citizen.tckn, ad: citizen.ad, soyad: citizen.soyad, birthDate: citizen.birthDate, gender: 'K' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return citizen;
}

/**
 * Reads the newest SMS to `phone` on the sandbox inbox page (/sandbox/sms), in a tab of its own as
 * a tester would, reloading until a message matching `pattern` has arrived (the outbox job sends
 * it); answers the pattern's first group.
 */
export async function readSms(context: BrowserContext, phone: string, pattern: RegExp): Promise<string> {
  const inbox = await context.newPage();
  let found = '';
  await expect(async () => {
    await inbox.goto(`/sandbox/sms?phone=${phone}`);
    const newest = inbox.locator('td.sms-text').first();
    await expect(newest).toHaveText(pattern, { timeout: 1_000 });
    found = (await newest.textContent())!.match(pattern)![1];
  }).toPass({ timeout: 20_000 });
  await inbox.close();
  return found;
}

/** The same, through the inbox's JSON view, for setting things up without a browser tab. */
async function smsText(request: APIRequestContext, phone: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get(`/sandbox/sms/messages.json?phone=${phone}`)).json()) as {
          messages: { text: string }[];
        };
        found = messages.map((message) => message.text.match(pattern)?.[1]).find(Boolean) ?? '';
        return found;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return found;
}

export interface Member extends Citizen {
  phone: string;
  password: string;
}

/**
 * A member made through the API the way /Register makes one (SMS code, KVKK, password), in a
 * request context of its own so the browser under test stays signed out.
 */
export async function newMember(request: APIRequestContext, password = 'Uye2026abc'): Promise<Member> {
  const citizen = await newCitizen(request, { ad: 'Sevgi', soyad: 'Ünlü' });
  const phone = freshPhone();
  const sent = await request.post('/api/SendSms', {
    data: { phone, purpose: 'register', altcha: await solveCaptcha(request) },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const { operationReferenceNumber } = await sent.json();
  const code = await smsText(request, phone, /doğrulama kodunuz: (\d{6})/);
  expect(
    (await request.post('/api/ValidateCode', { data: { operationReferenceNumber, userEntredCode: code } })).ok(),
  ).toBeTruthy();
  const created = await request.post('/api/CreateUserForEmunicipality', {
    data: {
      registryType: 'G',
      userPidNo: citizen.tckn,
      userNameOrTitle: citizen.ad,
      userSurname: citizen.soyad,
      yearOfBirth: 1995,
      monthOfBirth: 4,
      dayOfBirth: 17,
      userGsmNumber: phone,
      userEmail: 'sevgi@ornek.example',
      validationKey: operationReferenceNumber,
      address: { text: 'Çamlık Mah. Gül Sok. No: 5, Yeşilvadi' },
      password,
      passwordRepeat: password,
      chkSMSInfo: false,
      kvkkAccepted: true,
      applicationName: 'MUNICIPALITY_INFORMATION_SYSTEM',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  await request.post('/api/Logout', { data: {} });
  return { ...citizen, phone, password };
}

/** The ALTCHA widget of a form has finished its proof of work (it starts when the form gets focus). */
export async function captchaVerified(scope: Page | Locator): Promise<void> {
  await expect(scope.locator('[data-captcha-state]')).toHaveAttribute('data-captcha-state', 'verified', {
    timeout: 30_000,
  });
}

/** Fills the sign-in form and submits once the ALTCHA widget is verified. */
export async function signInWithForm(page: Page, userName: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'T.C. Kimlik No / Vergi No', exact: true }).fill(userName);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password);
  await captchaVerified(page);
  await page.getByRole('button', { name: 'Giriş', exact: true }).click();
}

/** Signs out with the top bar's button and waits until the app says so (the button is gone). */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toHaveCount(0);
}
