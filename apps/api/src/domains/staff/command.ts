import {
  mobilePhoneSchema,
  newPasswordSchema,
  staffRoleNames,
  staffRoles,
  staffUserNameSchema,
} from '@ebelediye/contract';
import { parseArgs } from 'node:util';
import type { Queryable } from '../../db/client';
import { createStaffAccount, isStaffRole, staffByUserName, type NewStaffAccount } from './accounts';
import { hasActiveAdministrator } from './store';

/**
 * `npm run staff:create` (scripts/staff-create.ts): the municipality's first administrator only.
 * Everyone after them is created at the desk, /yonetim/personel (decision 087).
 */
export const staffCreateMessages = {
  administratorExists:
    'Etkin bir yönetici hesabı zaten var: yeni personeli masada, /yonetim/personel sayfasında bir yönetici açar. Bu komut yalnızca belediyenin ilk yöneticisi içindir.',
  firstMustBeAdministrator:
    'Bu komut yalnızca belediyenin ilk yöneticisini açar (--rol administrator); diğer personeli o yönetici masada, /yonetim/personel sayfasında açar.',
} as const;

export const staffCreateUsage = [
  'Kullanım: npm run staff:create -- --kullanici <ad> --ad-soyad "<Ad Soyad>" --telefon <5XXXXXXXXX> --rol administrator [--birim "<Birim adı>"]',
  '',
  'Yalnızca belediyenin ilk yöneticisi içindir; etkin bir yönetici varsa komut reddedilir ve diğer personel masada (/yonetim/personel) açılır.',
  'Şifre STAFF_PASSWORD ortam değişkeninden ya da (terminalde) sorularak alınır; komut satırında verilmez.',
  `Roller: ${staffRoles.map((role) => `${role} (${staffRoleNames[role]})`).join(', ')}`,
  'Operatör ve birim yöneticisi için birim zorunludur; birim yoksa o adla oluşturulur.',
].join('\n');

export type StaffCreateArgs = Omit<NewStaffAccount, 'password'>;

/** Reads the command line; a list of Turkish problems when it is wrong (nothing is written then). */
export function parseStaffCreateArgs(argv: string[]): { account?: StaffCreateArgs; problems: string[] } {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      options: {
        kullanici: { type: 'string' },
        'ad-soyad': { type: 'string' },
        telefon: { type: 'string' },
        rol: { type: 'string' },
        birim: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    return { problems: [`Komut satırı anlaşılamadı: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const problems: string[] = [];
  const userName = staffUserNameSchema.safeParse(values.kullanici ?? '');
  if (!userName.success) problems.push(`--kullanici: ${userName.error.issues[0].message}`);
  const fullName = String(values['ad-soyad'] ?? '').trim();
  if (!fullName) problems.push('--ad-soyad: Ad soyad zorunludur.');
  else if (fullName.length > 100) problems.push('--ad-soyad: Ad soyad en fazla 100 karakter olabilir.');
  const phone = mobilePhoneSchema.safeParse(values.telefon ?? '');
  if (!phone.success) problems.push(`--telefon: ${phone.error.issues[0].message}`);
  const role = String(values.rol ?? '');
  if (!isStaffRole(role)) problems.push(`--rol: Rol şunlardan biri olmalıdır: ${staffRoles.join(', ')}.`);
  const unitName = String(values.birim ?? '').trim() || null;
  if (isStaffRole(role) && role !== 'administrator' && !unitName)
    problems.push('--birim: Operatör ve birim yöneticisinin bir birimi olmalıdır.');
  if (problems.length > 0 || !userName.success || !phone.success || !isStaffRole(role)) return { problems };
  return { account: { userName: userName.data, fullName, phone: phone.data, role, unitName }, problems };
}

export function passwordProblem(password: string): string | undefined {
  const parsed = newPasswordSchema.safeParse(password);
  return parsed.success ? undefined : parsed.error.issues[0].message;
}

/**
 * The demo's desk accounts are "demo.yonetici", "demo.operator", … (seed/staff.ts) and share the
 * published demo password; a database holding one is refused at start with demo mode off.
 */
export function isDemoStaffName(userName: string): boolean {
  return userName.startsWith('demo.');
}

/**
 * Writes the account; a Turkish sentence when the user name is taken, or is one of the demo's while
 * demo mode is off (production): such an account would stop the server at its next start. Only the
 * first administrator: with an active one the desk makes accounts, and a non-administrator is refused.
 */
export async function runStaffCreate(
  db: Queryable,
  account: StaffCreateArgs,
  password: string,
  options: { demoMode?: boolean } = {},
): Promise<{ id?: number; problem?: string }> {
  if (options.demoMode === false && isDemoStaffName(account.userName)) {
    return {
      problem: `"${account.userName}" demo hesaplarına ayrılmış bir kullanıcı adıdır; demo kipi kapalıyken "demo." ile başlayan bir ad verilemez. Başka bir kullanıcı adı seçiniz (ör. ad.soyad).`,
    };
  }
  const problem = passwordProblem(password);
  if (problem) return { problem: `Şifre: ${problem}` };
  if (await staffByUserName(db, account.userName))
    return { problem: `"${account.userName}" kullanıcı adıyla bir personel hesabı zaten var.` };
  if (await hasActiveAdministrator(db)) return { problem: staffCreateMessages.administratorExists };
  if (account.role !== 'administrator') return { problem: staffCreateMessages.firstMustBeAdministrator };
  const { id } = await createStaffAccount(db, { ...account, password });
  return { id };
}
