import type { Queryable } from '../db/client';
import { createStaffAccount, unitNamed } from '../domains/staff/accounts';
import { demoPassword } from './people';

/** The demo municipality's units (müdürlükler) that desk work is assigned to. */
export const demoUnits = ['Fen İşleri Müdürlüğü', 'Temizlik İşleri Müdürlüğü', 'Park ve Bahçeler Müdürlüğü', 'Zabıta Müdürlüğü', 'Yazı İşleri Müdürlüğü'];

/**
 * Demo desk accounts (README "Try it"): an administrator and an operator of Fen İşleri. Their user
 * names start with "demo." — a database holding one is refused with demo mode off (seed/base.ts).
 * The phones are the sandbox's, so the sign-in codes show at /sandbox/sms.
 */
export const demoStaff = [
  { userName: 'demo.yonetici', fullName: 'Deniz Arslan', phone: '5559990001', role: 'administrator' as const, unitName: 'Yazı İşleri Müdürlüğü' },
  { userName: 'demo.operator', fullName: 'Can Demir', phone: '5559990002', role: 'operator' as const, unitName: 'Fen İşleri Müdürlüğü' },
];

export async function seedDemoStaff(tx: Queryable): Promise<void> {
  for (const name of demoUnits) await unitNamed(tx, name);
  for (const account of demoStaff) await createStaffAccount(tx, { ...account, password: demoPassword });
}
