import { z } from 'zod';
import './zod-config';
import { defineOperation, requestBody, staffRoles, type StaffRole } from './operation';
import { ChangePassword } from './session';

export { staffRoles, type StaffRole } from './operation';

/**
 * The revenue office's desk (payments, refunds, end of day, citizens' support): its operators and its
 * supervisor, and administrators. A refund above the settings' limit needs a second person from
 * `refundApproverRoles`, never the one who asked for it.
 */
export const revenueDeskRoles = [
  'revenue_operator',
  'revenue_supervisor',
  'administrator',
] as const satisfies readonly StaffRole[];
export const refundApproverRoles = ['revenue_supervisor', 'administrator'] as const satisfies readonly StaffRole[];

// The staff desk's foundation (DESIGN "Staff desk and Open311"): municipal staff sign in at
// /yonetim with a user name, a password and an SMS code. The first administrator comes from
// `npm run staff:create`, everyone else from an administrator at the desk (staff-admin.ts).

export const staffRoleNames: Record<StaffRole, string> = {
  revenue_operator: 'Gelir operatörü',
  revenue_supervisor: 'Gelir şefi',
  complaints_operator: 'Şikâyet operatörü',
  unit_manager: 'Birim yöneticisi',
  subscriptions_operator: 'Abonelik operatörü',
  administrator: 'Yönetici',
};

export const staffMessages = {
  wrongCredentials: 'Kullanıcı adı veya şifre hatalı.',
  codeWrong: 'Doğrulama kodu hatalı.',
  codeExpired: 'Doğrulama kodunun süresi doldu. Lütfen yeniden giriş yapınız.',
  codeTooManyTries: 'Bu kod için deneme hakkınız doldu. Lütfen yeniden giriş yapınız.',
  noPendingSignIn: 'Önce kullanıcı adı ve şifrenizle giriş yapınız.',
  signInRequired: 'Bu sayfa için personel girişi gerekir.',
  roleRequired: 'Bu işlem için yetkiniz yok.',
  /** After a few wrong passwords for an account or from an address (decision 051). */
  captchaNeeded:
    'Bu hesap için ya da bu bağlantıdan birkaç hatalı giriş denemesi yapıldı. Devam etmek için gerçek kişi olduğunuzu doğrulayınız.',
  accountSlowed:
    'Bu hesap için çok sayıda hatalı giriş denemesi yapıldı. Güvenliğiniz için {wait} sonra tekrar deneyiniz; hesabınız kilitlenmedi.',
  addressSlowed: 'Bu bağlantıdan çok sayıda hatalı giriş denemesi yapıldı. Lütfen {wait} sonra tekrar deneyiniz.',
  mustChangePassword:
    'SMS ile gönderilen geçici şifreyle giriş yaptınız. Masayı kullanmadan önce kendi şifrenizi belirleyiniz.',
  temporaryPasswordExpired:
    'Geçici şifrenizin süresi dolmuş. Yöneticinizden yeni bir geçici şifre göndermesini isteyiniz.',
  currentPasswordWrong: 'Mevcut şifreniz hatalı.',
  samePassword: 'Yeni şifre mevcut şifrenizden farklı olmalıdır.',
} as const;

/** How long a temporary password sent by SMS signs in: after it, the administrator sends a new one. */
export const staffTemporaryPasswordHours = 72;

/** Sign-in names: lower-case letters, digits and dots, as an administrator gives them out. */
export const staffUserNameSchema = z
  .string({ error: 'Kullanıcı adı zorunludur.' })
  .trim()
  .min(1, 'Kullanıcı adı zorunludur.')
  .max(64, 'Kullanıcı adı en fazla 64 karakter olabilir.')
  .transform((value) => value.toLocaleLowerCase('tr-TR'))
  .pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9._-]*$/,
        'Kullanıcı adı yalnızca küçük harf, rakam, nokta, tire ve alt çizgi içerebilir.',
      ),
  );

const passwordSchema = z
  .string({ error: 'Şifre zorunludur.' })
  .min(1, 'Şifre zorunludur.')
  .max(128, 'Şifre en fazla 128 karakter olabilir.');

export const staffUnitSchema = z.object({ id: z.number(), name: z.string() });

/** What the desk knows about the signed-in staff member; never the phone or password. */
export const staffInfoSchema = z.object({
  id: z.number(),
  userName: z.string(),
  fullName: z.string(),
  role: z.enum(staffRoles),
  unit: staffUnitSchema.nullable(),
  /** Signed in with a temporary password: only ChangeStaffPassword (and the session, sign-out) answer. */
  mustChangePassword: z.boolean(),
});
export type StaffInfo = z.infer<typeof staffInfoSchema>;

export const StaffSignIn = defineOperation({
  name: 'StaffSignIn',
  domain: 'staff',
  summary: 'Personel girişi, 1. adım: kullanıcı adı ve şifre doğruysa kayıtlı cep telefonuna SMS kodu gönderir.',
  access: 'public',
  changesState: true,
  // An administrator may have to sign in to move or end the pause window itself (decision 086).
  runsDuringPause: true,
  input: requestBody({
    staffUserName: staffUserNameSchema,
    password: passwordSchema,
    // Asked for after a few wrong passwords for the account or from the address (staffMessages.captchaNeeded).
    altcha: z.string({ error: 'İnsan doğrulaması geçersiz.' }).max(8_000, 'İnsan doğrulaması geçersiz.').optional(),
  }),
  output: z.object({ phoneMasked: z.string(), expiresInSeconds: z.number() }),
});

export const StaffVerifyCode = defineOperation({
  name: 'StaffVerifyCode',
  domain: 'staff',
  summary: 'Personel girişi, 2. adım: SMS kodu doğruysa personel oturumu açılır.',
  access: 'public',
  changesState: true,
  // An administrator may have to sign in to move or end the pause window itself (decision 086).
  runsDuringPause: true,
  input: requestBody({
    code: z
      .string({ error: 'Doğrulama kodu zorunludur.' })
      .trim()
      .min(1, 'Doğrulama kodu zorunludur.')
      .regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli olmalıdır.'),
  }),
  output: z.object({ staff: staffInfoSchema }),
});

export const GetStaffSession = defineOperation({
  name: 'GetStaffSession',
  domain: 'staff',
  summary: 'Oturum açmış personelin bilgileri.',
  access: 'staff',
  changesState: false,
  input: requestBody({}),
  output: z.object({ staff: staffInfoSchema }),
});

/**
 * Law rows a coming deadline needs but the municipality has not loaded: the years (this one and the
 * next three, as far as a restructuring plan reaches) without their Ramazan and Kurban Bayramı days.
 * Their deadlines still move off weekends and fixed holidays, but not off a bayram.
 */
export const GetLawDataGaps = defineOperation({
  name: 'GetLawDataGaps',
  domain: 'staff',
  summary: 'Önümüzdeki yıllardan dini bayram günleri yüklenmemiş olanlar.',
  access: 'staff',
  changesState: false,
  input: requestBody({}),
  output: z.object({ yearsWithoutHolidays: z.array(z.number().int()), message: z.string().nullable() }),
});

export const ChangeStaffPassword = defineOperation({
  name: 'ChangeStaffPassword',
  domain: 'staff',
  summary:
    'Personel: mevcut (ya da SMS ile gelen geçici) şifreyi doğrulayıp kendi şifresini kaydeder; diğer oturumları kapanır.',
  access: 'staff',
  changesState: true,
  // The citizen's own schema: one password policy, one form on both sides.
  input: ChangePassword.input,
  output: z.object({ staff: staffInfoSchema }),
});

export const StaffSignOut = defineOperation({
  name: 'StaffSignOut',
  domain: 'staff',
  summary: 'Personel oturumunu kapatır.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({ ok: z.literal(true) }),
});

/**
 * One account name or address that wrong staff passwords are slowing down: a captcha is asked for,
 * and after more failures each try waits (decision 051). Nothing is ever locked.
 */
export const signInGuardSchema = z.object({
  /** The user name as typed, or the address. */
  subject: z.string(),
  /** For an account name: whether a staff account has that name (attackers guess names too). */
  knownAccount: z.boolean().nullable(),
  failures: z.number().int(),
  firstFailureAt: z.string(),
  lastFailureAt: z.string(),
  captchaRequired: z.boolean(),
  /** Until when a try without a trusted device is turned away; null when there is no wait now. */
  waitUntil: z.string().nullable(),
  /** Tries turned away during the waits, and the last of them. */
  refused: z.number().int(),
  lastRefusedAt: z.string().nullable(),
});
export type SignInGuard = z.infer<typeof signInGuardSchema>;

export const GetStaffSignInSecurity = defineOperation({
  name: 'GetStaffSignInSecurity',
  domain: 'staff',
  summary:
    'Giriş güvenliği: hatalı şifre denemeleri yüzünden yavaşlatılan personel hesapları ve bağlantılar (yalnızca yönetici).',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: false,
  input: requestBody({}),
  output: z.object({
    windowMinutes: z.number().int(),
    accounts: z.array(signInGuardSchema),
    addresses: z.array(signInGuardSchema),
  }),
});
