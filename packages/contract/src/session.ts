import { z } from 'zod';
import './zod-config';
import { mobilePhoneSchema, taxIdentitySchema, tcknSchema } from './identity';
import { memberInfoSchema, registrySchema } from './member';
import { defineOperation, requestBody } from './operation';
import { sessionMessages } from './session-messages';

export { memberInfoSchema, registryKinds, registrySchema, type MemberInfo, type RegistryKind } from './member';

// Membership, sign-in, password reset, e-Devlet (SPEC §2–§8, domain/identity.md).

export { sessionMessages };

/** The password policy, stated on every form that sets one. */
export const passwordPolicyText = 'En az 8 karakter; en az bir büyük harf, bir küçük harf ve bir rakam.';

export const newPasswordSchema = z
  .string({ error: 'Şifre zorunludur.' })
  .min(8, `Şifre çok kısa. ${passwordPolicyText}`)
  .max(128, 'Şifre en fazla 128 karakter olabilir.')
  .refine(
    (value) => /[a-zçğıöşü]/.test(value) && /[A-ZÇĞİÖŞÜ]/.test(value) && /\d/.test(value),
    `Şifre yeterince güçlü değil. ${passwordPolicyText}`,
  );

const passwordSchema = z
  .string({ error: 'Şifre zorunludur.' })
  .min(1, 'Şifre zorunludur.')
  .max(128, 'Şifre en fazla 128 karakter olabilir.');
/** The ALTCHA widget's payload (base64 JSON). */
const captchaSchema = z
  .string({ error: sessionMessages.captchaRequired })
  .min(1, sessionMessages.captchaRequired)
  .max(8_000, sessionMessages.captchaRequired);
const emailSchema = z
  .string({ error: 'E-posta zorunludur.' })
  .trim()
  .min(1, 'E-posta zorunludur.')
  .max(254, 'E-posta en fazla 254 karakter olabilir.')
  .pipe(z.email('E-posta geçerli değil.'));
const personName = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .min(1, `${label} zorunludur.`)
    .max(100, `${label} en fazla 100 karakter olabilir.`)
    .regex(/^[\p{L}][\p{L} .'-]*$/u, `${label} yalnızca harf içerebilir.`);

export const addressSchema = z.object({
  kind: z.enum(['ikamet', 'is', 'teblig']),
  countyCode: z.string().nullable(),
  districtCode: z.string().nullable(),
  streetCode: z.string().nullable(),
  outerDoorCode: z.string().nullable(),
  innerDoorCode: z.string().nullable(),
  text: z.string(),
});

export const registryDetailSchema = registrySchema.extend({
  fatherName: z.string().nullable(),
  motherName: z.string().nullable(),
  birthPlace: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: z.enum(['E', 'K']).nullable(),
  phoneMasked: z.string().nullable(),
  email: z.string().nullable(),
  taxOfficeCode: z.string().nullable(),
  addresses: z.array(addressSchema),
});

const idField = taxIdentitySchema;
const ok = z.object({ success: z.literal(true) });

export const RetrievePassword = defineOperation({
  name: 'RetrievePassword',
  domain: 'session',
  summary: 'Bu kimlik numarasıyla bir üyelik olup olmadığını söyler. Şifre hiçbir zaman döndürülmez.',
  access: 'public',
  changesState: false,
  input: requestBody({ userName: idField, applicationName: z.string().max(100).optional() }),
  output: z.object({ memberExists: z.boolean() }),
});

export const ValidateUserForEMunicipality = defineOperation({
  name: 'ValidateUserForEMunicipality',
  domain: 'session',
  summary: 'Kimlik numarası, şifre ve ALTCHA doğrulamasıyla giriş; oturum çerezi (httpOnly) verir.',
  access: 'public',
  changesState: false,
  input: requestBody({
    userName: idField,
    password: passwordSchema,
    /** Kept for compatibility with existing clients; ignored: the password is sent over TLS and hashed with argon2id. */
    encryptedPassword: z.string().max(1000).optional(),
    altcha: captchaSchema,
  }),
  output: z.object({ member: memberInfoSchema }),
});

export const GetUserOfEMunicipality = defineOperation({
  name: 'GetUserOfEMunicipality',
  domain: 'session',
  summary: 'Oturumdaki üyenin bilgileri (MemberInfo).',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({ member: memberInfoSchema }),
});

export const Logout = defineOperation({
  name: 'Logout',
  domain: 'session',
  summary: 'Oturumu kapatır ve sunucudaki kaydını siler (SPEC §4 LOGOUT).',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: ok,
});

export const ChangePassword = defineOperation({
  name: 'ChangePassword',
  domain: 'session',
  summary: 'Mevcut şifreyi doğrulayıp yenisini kaydeder; diğer oturumlar kapanır.',
  access: 'member',
  changesState: true,
  input: requestBody({
    currentPassword: passwordSchema,
    newPassword: newPasswordSchema,
    newPasswordRepeat: z
      .string({ error: 'Şifre tekrarı zorunludur.' })
      .max(128, 'Şifre en fazla 128 karakter olabilir.'),
  }).refine((value) => value.newPassword === value.newPasswordRepeat, {
    message: sessionMessages.passwordsDiffer,
    path: ['newPasswordRepeat'],
  }),
  output: ok,
});

export const SendSms = defineOperation({
  name: 'SendSms',
  domain: 'sms',
  summary:
    'Telefonun sahipliğini doğrulamak için SMS ile kod gönderir; kodu ValidateCode ile kontrol edilecek bir işlem numarası döner.',
  access: 'public',
  changesState: true,
  input: requestBody({
    phone: mobilePhoneSchema,
    purpose: z.enum(['register', 'phone_change', 'complaint']),
    altcha: captchaSchema,
  }),
  output: z.object({ operationReferenceNumber: z.string(), expiresInSeconds: z.number().int() }),
});

export const ValidateCode = defineOperation({
  name: 'ValidateCode',
  domain: 'sms',
  summary: 'SMS ile gönderilen kodu kontrol eder (en fazla 5 deneme).',
  access: 'public',
  changesState: true,
  input: requestBody({
    operationReferenceNumber: z.string({ error: 'İşlem numarası zorunludur.' }).uuid('İşlem numarası geçersiz.'),
    userEntredCode: z
      .string({ error: 'Doğrulama kodu zorunludur.' })
      .trim()
      .regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli bir sayıdır.'),
  }),
  output: z.object({ valid: z.literal(true) }),
});

export const ValidateRegistries = defineOperation({
  name: 'ValidateRegistries',
  domain: 'session',
  summary: 'Kimlik numarası için belediyede sicil ve üyelik olup olmadığını söyler (kişisel bilgi vermez).',
  access: 'public',
  changesState: false,
  input: requestBody({ ID: idField }),
  output: z.object({ registryExists: z.boolean(), memberExists: z.boolean() }),
});

const identityForRegister = {
  userPidNo: idField,
  registryType: z.enum(['G', 'Y', 'T'], { error: 'Sicil türünü seçiniz.' }),
  userNameOrTitle: z
    .string({ error: 'Ad veya unvan zorunludur.' })
    .trim()
    .min(1, 'Ad veya unvan zorunludur.')
    .max(200, 'Ad veya unvan en fazla 200 karakter olabilir.'),
  userSurname: z.string().trim().max(100, 'Soyad en fazla 100 karakter olabilir.').default(''),
  yearOfBirth: z
    .number({ error: 'Doğum yılı zorunludur.' })
    .int()
    .min(1900, 'Doğum yılı geçersiz.')
    .max(2100, 'Doğum yılı geçersiz.')
    .optional(),
  monthOfBirth: z.number().int().min(1, 'Doğum ayı geçersiz.').max(12, 'Doğum ayı geçersiz.').optional(),
  dayOfBirth: z.number().int().min(1, 'Doğum günü geçersiz.').max(31, 'Doğum günü geçersiz.').optional(),
  taxOfficeCode: z.string().trim().max(10, 'Vergi dairesi kodu en fazla 10 karakter olabilir.').optional(),
};

/** Persons need a TCKN, a surname and a birth date; organisations a VKN and a tax office. */
function checkIdentityShape<
  T extends {
    userPidNo: string;
    registryType: 'G' | 'Y' | 'T';
    userSurname: string;
    yearOfBirth?: number;
    monthOfBirth?: number;
    dayOfBirth?: number;
    taxOfficeCode?: string;
  },
>(value: T, context: z.RefinementCtx): void {
  const person = value.registryType !== 'T';
  if (person && value.userPidNo.length !== 11)
    context.addIssue({
      code: 'custom',
      message: 'Gerçek kişiler için 11 haneli T.C. Kimlik No giriniz.',
      path: ['userPidNo'],
    });
  if (!person && value.userPidNo.length !== 10)
    context.addIssue({
      code: 'custom',
      message: 'Tüzel kişiler için 10 haneli Vergi No giriniz.',
      path: ['userPidNo'],
    });
  if (person && !value.userSurname)
    context.addIssue({ code: 'custom', message: 'Soyad zorunludur.', path: ['userSurname'] });
  if (person && (!value.yearOfBirth || !value.monthOfBirth || !value.dayOfBirth))
    context.addIssue({ code: 'custom', message: 'Doğum tarihi zorunludur.', path: ['yearOfBirth'] });
  if (!person && !value.taxOfficeCode)
    context.addIssue({ code: 'custom', message: 'Vergi dairesi zorunludur.', path: ['taxOfficeCode'] });
}

export const ValidateEMunicipalityUserForRegister = defineOperation({
  name: 'ValidateEMunicipalityUserForRegister',
  domain: 'session',
  summary:
    'Üyelik başvurusunun kimlik adımını doğrular: kimlik numarası, mevcut üyelik ve (gerçek kişilerde) nüfus kaydı.',
  access: 'public',
  changesState: false,
  input: requestBody(identityForRegister).superRefine(checkIdentityShape),
  output: z.object({ registryExists: z.boolean() }),
});

export const GetRetailRegistryInfoViaNIS = defineOperation({
  name: 'GetRetailRegistryInfoViaNIS',
  domain: 'session',
  summary:
    'Kimlik bilgilerini nüfus kayıtlarıyla (KPS/NVİ) karşılaştırır; kişisel bilgi döndürmez, yalnızca eşleşip eşleşmediğini söyler.',
  access: 'public',
  changesState: false,
  input: requestBody({
    tckn: tcknSchema,
    name: personName('Ad'),
    surname: personName('Soyad'),
    yearOfBirth: z
      .number({ error: 'Doğum yılı zorunludur.' })
      .int()
      .min(1900, 'Doğum yılı geçersiz.')
      .max(2100, 'Doğum yılı geçersiz.'),
  }),
  output: z.object({ verified: z.boolean() }),
});

export const CreateUserForEmunicipality = defineOperation({
  name: 'CreateUserForEmunicipality',
  domain: 'session',
  summary:
    'Üyelik başvurusunu tek işlemde kaydeder: sicil (yoksa), adres, üyelik. Telefon SMS koduyla doğrulanmış olmalıdır.',
  access: 'public',
  changesState: true,
  input: requestBody({
    ...identityForRegister,
    fatherName: personName('Baba adı').optional(),
    motherName: personName('Anne adı').optional(),
    placeOfBirth: z.string().trim().max(100, 'Doğum yeri en fazla 100 karakter olabilir.').optional(),
    gender: z.enum(['E', 'K'], { error: 'Cinsiyet seçiniz.' }).optional(),
    userGsmNumber: mobilePhoneSchema,
    userEmail: emailSchema,
    password: newPasswordSchema,
    passwordRepeat: z.string({ error: 'Şifre tekrarı zorunludur.' }).max(128, 'Şifre en fazla 128 karakter olabilir.'),
    /** The SMS verification reference (operationReferenceNumber) validated for userGsmNumber. */
    validationKey: z.string({ error: sessionMessages.phoneNotVerified }).uuid(sessionMessages.phoneNotVerified),
    chkSMSInfo: z.boolean().default(false),
    kvkkAccepted: z.literal(true, { error: 'Aydınlatma metnini okuyup onaylamalısınız.' }),
    address: z.object({
      countyCode: z.string().max(20).nullable().default(null),
      districtCode: z.string().max(20).nullable().default(null),
      streetCode: z.string().max(20).nullable().default(null),
      outerDoorCode: z.string().max(20).nullable().default(null),
      innerDoorCode: z.string().max(20).nullable().default(null),
      text: z
        .string({ error: 'Adres zorunludur.' })
        .trim()
        .min(5, 'Adresi yazınız (en az 5 karakter).')
        .max(500, 'Adres en fazla 500 karakter olabilir.'),
    }),
    /** SPEC §3 payload fields kept for compatibility; the server decides them. */
    applicationName: z.string().max(100).optional(),
    roleCode: z.string().max(20).optional(),
    regionCode: z.string().max(20).optional(),
  })
    .superRefine(checkIdentityShape)
    .refine((value) => value.password === value.passwordRepeat, {
      message: 'Şifre ile tekrarı aynı değil.',
      path: ['passwordRepeat'],
    }),
  output: z.object({ member: memberInfoSchema }),
});

export const CreateUserDetail = defineOperation({
  name: 'CreateUserDetail',
  domain: 'session',
  summary: 'Oturumdaki üyenin siciline bir adres (ikamet, iş, tebligat) ekler.',
  access: 'member',
  changesState: true,
  input: requestBody({
    kind: z.enum(['ikamet', 'is', 'teblig'], { error: 'Adres türünü seçiniz.' }),
    countyCode: z.string().max(20).nullable().default(null),
    districtCode: z.string().max(20).nullable().default(null),
    streetCode: z.string().max(20).nullable().default(null),
    outerDoorCode: z.string().max(20).nullable().default(null),
    innerDoorCode: z.string().max(20).nullable().default(null),
    text: z
      .string({ error: 'Adres zorunludur.' })
      .trim()
      .min(5, 'Adresi yazınız (en az 5 karakter).')
      .max(500, 'Adres en fazla 500 karakter olabilir.'),
  }),
  output: z.object({ registry: registryDetailSchema }),
});

export const GetFilteredRegistries = defineOperation({
  name: 'GetFilteredRegistries',
  domain: 'session',
  summary:
    'Bir kimlik numarasının sicilleri. Yalnızca o kişinin kendisi (oturum ya da e-Devlet ile doğrulanmış kimlik) görebilir.',
  access: 'public',
  changesState: false,
  input: requestBody({ ID: idField, filter: z.string().max(100).optional(), token: z.string().max(200).optional() }),
  output: z.object({ registries: z.array(registrySchema) }),
});

export const GetRegistryDetail = defineOperation({
  name: 'GetRegistryDetail',
  domain: 'session',
  summary: 'Oturumdaki üyenin sicil bilgileri: tür, kimlik (maskeli), adresler, iletişim.',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({ registry: registryDetailSchema }),
});

export const SendPasswordForMember = defineOperation({
  name: 'SendPasswordForMember',
  domain: 'session',
  summary: 'Kimlik numarası ve cep telefonu bir üyelikle eşleşirse SMS ile geçici şifre gönderir.',
  access: 'public',
  changesState: true,
  input: requestBody({ ID: idField, phone: mobilePhoneSchema, altcha: captchaSchema }),
  output: ok,
});

export const UpdateUserForEMunicipality = defineOperation({
  name: 'UpdateUserForEMunicipality',
  domain: 'session',
  summary:
    'Üyelik bilgilerini günceller (e-posta, cep telefonu, SMS izni). Telefon değişirse yeni numara SMS koduyla doğrulanır.',
  access: 'member',
  changesState: true,
  input: requestBody({
    userPidNo: idField.optional(),
    password: passwordSchema,
    newPassword: newPasswordSchema.optional(),
    gsmNumber: mobilePhoneSchema,
    email: emailSchema,
    chkSMSInfo: z.boolean(),
    memberName: z.string().max(100).optional(),
    memberSurname: z.string().max(100).optional(),
    validationKey: z.string().uuid(sessionMessages.phoneNotVerified).optional(),
  }),
  output: z.object({ member: memberInfoSchema }),
});

export const CreateUserStatus = defineOperation({
  name: 'CreateUserStatus',
  domain: 'session',
  summary: 'Üyeliği pasife alır (üyeliği kapatma); şifre ile onaylanır, bütün oturumlar kapanır.',
  access: 'member',
  changesState: true,
  input: requestBody({
    status: z.literal('passive', { error: 'Yalnızca üyeliği kapatma (passive) istenebilir.' }),
    password: passwordSchema,
  }),
  output: ok,
});

export const GetAllUsersForEmunicipality = defineOperation({
  name: 'GetAllUsersForEmunicipality',
  domain: 'session',
  summary: 'Bütün üyelerin sayfalı listesi — yalnızca yönetici rolündeki belediye personeli için.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: false,
  input: requestBody({
    pageIndex: z.number({ error: 'Sayfa numarası zorunludur.' }).int().min(0, 'Sayfa numarası 0 veya büyük olmalıdır.'),
  }),
  output: z.object({
    users: z.array(
      z.object({ memberId: z.number(), userNameMasked: z.string(), name: z.string(), status: z.string() }),
    ),
    total: z.number(),
  }),
});

export const GetEDevletAuthorizationUrl = defineOperation({
  name: 'GetEDevletAuthorizationUrl',
  domain: 'session',
  summary: "e-Devlet Kapısı'nın yetkilendirme adresi; sunucu rastgele state üretir ve saklar.",
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({ url: z.string() }),
});

export const LoginViaEDevlet = defineOperation({
  name: 'LoginViaEDevlet',
  domain: 'session',
  summary:
    'e-Devlet dönüşündeki kodu erişim belirteciyle değiştirir. Belirteç sunucuda kalır; tarayıcı yalnızca bir tutamaç alır.',
  access: 'public',
  changesState: false,
  input: requestBody({
    edevlet_url: z.string().max(500).optional(),
    code: z.string().max(2000).default(''),
    state: z.string().max(20).default(''),
  }),
  output: z.object({ token: z.string().nullable() }),
});

export const GetPersonInfoViaEDevlet = defineOperation({
  name: 'GetPersonInfoViaEDevlet',
  domain: 'session',
  summary: "e-Devlet'in doğruladığı kişinin kimlik numarası ve adı (kapsam Ad-Soyad).",
  access: 'public',
  changesState: false,
  input: requestBody({
    accessToken: z
      .string({ error: sessionMessages.invalidEDevletToken })
      .min(1, sessionMessages.invalidEDevletToken)
      .max(200),
    resourceId: z.union([z.literal(1), z.literal('1')]).default(1),
    kapsam: z.literal('Ad-Soyad').default('Ad-Soyad'),
    clientId: z.string().max(200).optional(),
  }),
  output: z.object({
    sonucKodu: z.string(),
    sonucAciklamasi: z.string(),
    kullaniciBilgileri: z.object({ kimlikNo: z.string(), ad: z.string(), soyad: z.string() }).nullable(),
  }),
});

export const SaveEDevletLogin = defineOperation({
  name: 'SaveEDevletLogin',
  domain: 'session',
  summary:
    "e-Devlet girişini tamamlar: yalnızca kimlik numarası e-Devlet'in döndürdüğüyle aynı olan sicil için oturum açar.",
  access: 'public',
  changesState: false,
  input: requestBody({
    token: z
      .string({ error: sessionMessages.invalidEDevletToken })
      .min(1, sessionMessages.invalidEDevletToken)
      .max(200),
    registryOid: z.string({ error: 'Sicil seçiniz.' }).min(1, 'Sicil seçiniz.').max(100),
  }),
  output: z.object({ member: memberInfoSchema }),
});
