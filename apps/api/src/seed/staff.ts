import type { Queryable } from '../db/client';
import { createStaffAccount, unitNamed } from '../domains/staff/accounts';
import { demoPassword } from './people';

/** The demo municipality's units (müdürlükler) that desk work is assigned to. */
export const demoUnits = [
  'Fen İşleri Müdürlüğü',
  'Temizlik İşleri Müdürlüğü',
  'Park ve Bahçeler Müdürlüğü',
  'Zabıta Müdürlüğü',
  'Yazı İşleri Müdürlüğü',
  'Abone İşleri Müdürlüğü',
  'Mali Hizmetler Müdürlüğü',
  'Bilgi İşlem Müdürlüğü',
];

/**
 * Demo desk accounts (README "Try it"): an administrator, a complaints operator of Fen İşleri and two
 * subscriptions operators of Abone İşleri (two, so a final bill outside its plausible range can be
 * approved by the one who did not issue it, and the refund recorded by another; decision 057), and the
 * revenue office's operator and supervisor (a card refund above the limit needs the second), and the IT
 * unit's administrator, who keeps the settings and the staff (a second administrator: each account's
 * sign-in codes are limited per quarter hour, decision 052). Their user
 * names start with "demo." — a database holding one is refused with demo mode off (seed/base.ts).
 * The phones are the sandbox's, so the sign-in codes show at /sandbox/sms.
 */
export const demoStaff = [
  {
    userName: 'demo.yonetici',
    fullName: 'Deniz Arslan',
    phone: '5559990001',
    role: 'administrator' as const,
    unitName: 'Yazı İşleri Müdürlüğü',
  },
  {
    userName: 'demo.operator',
    fullName: 'Can Demir',
    phone: '5559990002',
    role: 'complaints_operator' as const,
    unitName: 'Fen İşleri Müdürlüğü',
  },
  {
    userName: 'demo.abone',
    fullName: 'Selin Koç',
    phone: '5559990003',
    role: 'subscriptions_operator' as const,
    unitName: 'Abone İşleri Müdürlüğü',
  },
  {
    userName: 'demo.abone2',
    fullName: 'Emre Şahin',
    phone: '5559990004',
    role: 'subscriptions_operator' as const,
    unitName: 'Abone İşleri Müdürlüğü',
  },
  {
    userName: 'demo.gelir',
    fullName: 'Ayşe Yıldız',
    phone: '5559990005',
    role: 'revenue_operator' as const,
    unitName: 'Mali Hizmetler Müdürlüğü',
  },
  {
    userName: 'demo.gelirsef',
    fullName: 'Murat Aydın',
    phone: '5559990006',
    role: 'revenue_supervisor' as const,
    unitName: 'Mali Hizmetler Müdürlüğü',
  },
  {
    userName: 'demo.bilgiislem',
    fullName: 'Kerem Çelik',
    phone: '5559990007',
    role: 'administrator' as const,
    unitName: 'Bilgi İşlem Müdürlüğü',
  },
];

export async function seedDemoStaff(tx: Queryable): Promise<void> {
  for (const name of demoUnits) await unitNamed(tx, name);
  for (const account of demoStaff) await createStaffAccount(tx, { ...account, password: demoPassword });
}
