import { z } from 'zod';
import './zod-config';
import { mobilePhoneSchema } from './identity';
import { defineOperation, requestBody, staffRoles } from './operation';
import { staffUnitSchema, staffUserNameSchema } from './staff';

// Staff and roles at the desk (decision 087): administrators create, disable and re-enable staff,
// change their role and unit, give a new phone for the SMS code, and add units. `npm run staff:create`
// makes only the first administrator. A new person's first password is a temporary one sent by SMS to
// their phone and shown nowhere; every change is on the audit trail with its before and after.

export const staffAdminMessages = {
  accountNotFound: 'Böyle bir personel hesabı yok.',
  unitRequired: 'Yönetici dışındaki her rol için bir birim seçiniz.',
  unitNotFound: 'Seçilen birim yok; önce birimi oluşturunuz.',
  userNameTaken: 'Bu kullanıcı adıyla bir personel hesabı zaten var.',
  unitNameTaken: 'Bu adla bir birim zaten var.',
  selfDisable: 'Kendi hesabınızı pasifleştiremezsiniz; bunu başka bir yönetici yapmalıdır.',
  lastAdministrator: 'Bu değişiklikten sonra etkin bir yönetici kalmaz; önce başka bir yöneticiyi etkinleştiriniz.',
  alreadyPassive: 'Bu hesap zaten pasif.',
  alreadyActive: 'Bu hesap zaten etkin.',
  selfTemporaryPassword: 'Kendinize geçici şifre gönderemezsiniz; şifrenizi "Şifremi değiştir" ile değiştiriniz.',
  demoName:
    '"demo." ile başlayan kullanıcı adları demo hesaplarına ayrılmıştır; başka bir kullanıcı adı seçiniz (ör. ad.soyad).',
} as const;

const fullNameSchema = z
  .string({ error: 'Ad soyad zorunludur.' })
  .trim()
  .min(1, 'Ad soyad zorunludur.')
  .max(100, 'Ad soyad en fazla 100 karakter olabilir.');

const accountIdSchema = z
  .number({ error: 'Personel hesabı seçiniz.' })
  .int('Personel hesabı geçersiz.')
  .positive('Personel hesabı geçersiz.');

const unitIdSchema = z
  .number({ error: 'Birim geçersiz.' })
  .int('Birim geçersiz.')
  .positive('Birim geçersiz.')
  .nullable()
  .default(null);

const roleSchema = z.enum(staffRoles, { error: 'Geçerli bir rol seçiniz.' });

export const staffUnitNameSchema = z
  .string({ error: 'Birim adı zorunludur.' })
  .trim()
  .min(2, 'Birim adı en az 2 karakter olmalıdır.')
  .max(100, 'Birim adı en fazla 100 karakter olabilir.')
  .regex(/^[\p{L}\p{N} .,'()&-]+$/u, "Birim adı yalnızca harf, rakam, boşluk ve . , ' ( ) & - içerebilir.");

/** One person as the staff list shows them: never the password, the phone only masked. */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  role: z.enum(staffRoles),
  unit: staffUnitSchema.nullable(),
  status: z.enum(['active', 'passive']),
  phoneMasked: z.string(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccountView = z.infer<typeof staffAccountSchema>;

const accountAnswer = z.object({ account: staffAccountSchema });

export const GetStaffAccounts = defineOperation({
  name: 'GetStaffAccounts',
  domain: 'staff',
  summary: 'Yönetici: personel hesapları (rol, birim, durum, son giriş) ve belediyenin birimleri.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: false,
  input: requestBody({}),
  output: z.object({ accounts: z.array(staffAccountSchema), units: z.array(staffUnitSchema) }),
});

export const CreateStaffAccount = defineOperation({
  name: 'CreateStaffAccount',
  domain: 'staff',
  summary:
    'Yönetici: yeni personel hesabı açar; geçici şifre kişinin cep telefonuna SMS ile gider, hiçbir yerde gösterilmez.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({
    staffUserName: staffUserNameSchema,
    fullName: fullNameSchema,
    phone: mobilePhoneSchema,
    role: roleSchema,
    unitId: unitIdSchema,
  }),
  output: accountAnswer,
});

export const DisableStaffAccount = defineOperation({
  name: 'DisableStaffAccount',
  domain: 'staff',
  summary: 'Yönetici: hesabı pasifleştirir; kişinin masadaki oturumları hemen kapanır.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({ id: accountIdSchema }),
  output: accountAnswer,
});

export const EnableStaffAccount = defineOperation({
  name: 'EnableStaffAccount',
  domain: 'staff',
  summary: 'Yönetici: pasif bir hesabı yeniden etkinleştirir.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({ id: accountIdSchema }),
  output: accountAnswer,
});

export const ChangeStaffAccountRole = defineOperation({
  name: 'ChangeStaffAccountRole',
  domain: 'staff',
  summary: 'Yönetici: kişinin rolünü ve birimini değiştirir; açık oturumları yeni rolle yeniden giriş ister.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({ id: accountIdSchema, role: roleSchema, unitId: unitIdSchema }),
  output: accountAnswer,
});

export const ResetStaffAccountPhone = defineOperation({
  name: 'ResetStaffAccountPhone',
  domain: 'staff',
  summary: 'Yönetici: SMS giriş kodunun gideceği cep telefonunu değiştirir; açık oturumlar kapanır.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({ id: accountIdSchema, phone: mobilePhoneSchema }),
  output: accountAnswer,
});

export const SendStaffTemporaryPassword = defineOperation({
  name: 'SendStaffTemporaryPassword',
  domain: 'staff',
  summary:
    'Yönetici: personelin cep telefonuna yeni bir geçici şifre gönderir (ilk girişte değiştirilir); açık oturumları kapanır.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({ id: accountIdSchema }),
  output: accountAnswer,
});

export const CreateStaffUnit = defineOperation({
  name: 'CreateStaffUnit',
  domain: 'staff',
  summary: 'Yönetici: belediyeye yeni bir birim (müdürlük) ekler.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({ name: staffUnitNameSchema }),
  output: z.object({ unit: staffUnitSchema }),
});
