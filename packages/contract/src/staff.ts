import { z } from 'zod';
import './zod-config';
import { defineOperation, requestBody, staffRoles, type StaffRole } from './operation';

export { staffRoles, type StaffRole } from './operation';

// The staff desk's foundation (issue 15, DESIGN "Staff desk and Open311"): municipal staff sign in at
// /yonetim with a user name, a password and an SMS code. Their accounts come from `npm run staff:create`.

export const staffRoleNames: Record<StaffRole, string> = {
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
} as const;

/** Sign-in names: lower-case letters, digits and dots, as an administrator gives them out. */
export const staffUserNameSchema = z
  .string({ error: 'Kullanıcı adı zorunludur.' })
  .trim()
  .min(1, 'Kullanıcı adı zorunludur.')
  .max(64, 'Kullanıcı adı en fazla 64 karakter olabilir.')
  .transform((value) => value.toLocaleLowerCase('tr-TR'))
  .pipe(z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, 'Kullanıcı adı yalnızca küçük harf, rakam, nokta, tire ve alt çizgi içerebilir.'));

const passwordSchema = z.string({ error: 'Şifre zorunludur.' }).min(1, 'Şifre zorunludur.').max(128, 'Şifre en fazla 128 karakter olabilir.');

export const staffUnitSchema = z.object({ id: z.number(), name: z.string() });

/** What the desk knows about the signed-in staff member; never the phone or password. */
export const staffInfoSchema = z.object({
  id: z.number(),
  userName: z.string(),
  fullName: z.string(),
  role: z.enum(staffRoles),
  unit: staffUnitSchema.nullable(),
});
export type StaffInfo = z.infer<typeof staffInfoSchema>;

export const StaffSignIn = defineOperation({
  name: 'StaffSignIn',
  domain: 'staff',
  summary: 'Personel girişi, 1. adım: kullanıcı adı ve şifre doğruysa kayıtlı cep telefonuna SMS kodu gönderir.',
  access: 'public',
  changesState: true,
  input: requestBody({ staffUserName: staffUserNameSchema, password: passwordSchema }),
  output: z.object({ phoneMasked: z.string(), expiresInSeconds: z.number() }),
});

export const StaffVerifyCode = defineOperation({
  name: 'StaffVerifyCode',
  domain: 'staff',
  summary: 'Personel girişi, 2. adım: SMS kodu doğruysa personel oturumu açılır.',
  access: 'public',
  changesState: true,
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

export const StaffSignOut = defineOperation({
  name: 'StaffSignOut',
  domain: 'staff',
  summary: 'Personel oturumunu kapatır.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({ ok: z.literal(true) }),
});
