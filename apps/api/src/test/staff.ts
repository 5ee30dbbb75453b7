import type { StaffRole } from '@ebelediye/contract';
import type { LightMyRequestResponse } from 'fastify';
import { createStaffAccount } from '../domains/staff/accounts';
import { demoPassword } from '../seed/people';
import { demoStaff } from '../seed/staff';
import type { TestApp } from './app';
import { lastSmsTo } from './session';

/** The staff cookie a response set, as a header for the next request. */
export function staffCookieOf(response: LightMyRequestResponse): Record<string, string> {
  const cookie = response.cookies.find((c) => c.name === 'ebelediye_personel');
  if (!cookie) throw new Error(`no staff cookie (status ${response.statusCode}: ${response.body})`);
  return { cookie: `ebelediye_personel=${cookie.value}` };
}

/** The six digits of the last sign-in code sent to a phone (through the outbox and the sandbox). */
export async function lastStaffCode(t: TestApp, phone: string): Promise<string> {
  const text = await lastSmsTo(t, phone);
  const code = /kodunuz: (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
}

/**
 * Signs a staff member in the way the desk does — password, then the SMS code from the sandbox —
 * and returns the cookie header of the verified session. Defaults to the seeded demo accounts
 * (`demo.yonetici` administrator, `demo.operator` operator of Fen İşleri).
 */
export async function signInStaff(
  t: TestApp,
  userName: string,
  password = demoPassword,
  phone?: string,
): Promise<Record<string, string>> {
  const first = await t.call('StaffSignIn', { staffUserName: userName, password });
  const pending = staffCookieOf(first);
  const to = phone ?? demoStaff.find((staff) => staff.userName === userName)?.phone;
  if (!to) throw new Error(`phone of ${userName} unknown: pass it`);
  const second = await t.call('StaffVerifyCode', { code: await lastStaffCode(t, to) }, { headers: pending });
  return staffCookieOf(second);
}

let created = 0;

/**
 * A fresh staff account with the given role and unit on the test's database, signed in: for tests
 * that need a unit manager or a second unit's operator. Each call makes a new user name and phone.
 */
export async function createStaffSession(
  t: TestApp,
  role: StaffRole,
  unitName: string | null = 'Fen İşleri Müdürlüğü',
): Promise<{ headers: Record<string, string>; id: number; userName: string }> {
  created += 1;
  const userName = `test.${role}.${created}.${Date.now() % 100_000}`;
  const phone = `55588${String(created).padStart(3, '0')}${String(Date.now() % 100).padStart(2, '0')}`;
  const { id } = await createStaffAccount(t.db, {
    userName,
    fullName: `Test ${role}`,
    phone,
    password: demoPassword,
    role,
    unitName,
  });
  return { headers: await signInStaff(t, userName, demoPassword, phone), id, userName };
}
