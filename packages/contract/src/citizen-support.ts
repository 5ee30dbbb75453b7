import { z } from 'zod';
import './zod-config';
import { debtSchema } from './debts';
import { taxIdentitySchema } from './identity';
import { defineOperation, requestBody } from './operation';
import { refundApproverRoles, revenueDeskRoles } from './staff';

// Citizens' support at the desk under KVKK (Law 6698, decision 088): staff find a citizen only with a
// reason, which the audit trail keeps beside the citizen's registry; they unlock an account or send
// a temporary password. A citizen downloads everything the portal holds about them and asks for the
// account to be closed (art. 11); a revenue supervisor or an administrator completes or refuses it.

/** Why someone at the desk opens a citizen's records: who asked, and how. */
export const supportReasonKinds = ['phone', 'counter', 'written', 'kvkk'] as const;
export type SupportReasonKind = (typeof supportReasonKinds)[number];

export const supportReasonTitles: Record<SupportReasonKind, string> = {
  phone: 'Vatandaş başvurusu (telefon)',
  counter: 'Vezne başvurusu',
  written: 'Yazılı başvuru',
  kvkk: 'KVKK başvurusu',
};

export const citizenSupportMessages = {
  reasonKindRequired: 'Sorgulama gerekçesini seçiniz.',
  reasonTextRequired: 'Gerekçeyi en az 5 karakterle açıklayınız (ör. başvuru ya da evrak numarası).',
  reasonTextTooLong: 'Gerekçe en fazla 500 karakter olabilir.',
  notFound: 'Bu kimlik numarasıyla kayıtlı bir sicil bulunamadı.',
  noAccount: 'Bu kişinin e-Belediye üyeliği yok.',
  notLocked: 'Hesap kilitli değildi; yine de hatalı giriş sayaçları sıfırlandı.',
  unlocked: 'Hesabın kilidi açıldı; vatandaş şimdi giriş yapabilir.',
  resetSent: 'Geçici şifre vatandaşın kayıtlı cep telefonuna SMS olarak gönderildi.',
  closureOpenAlready: 'Hesabınızı kapatma talebiniz zaten alındı; sonuç SMS ile bildirilecektir.',
  closureNeedsAccount: 'Kapatılacak bir e-Belediye üyeliğiniz yok.',
  closureNotOpen: 'Bu talep artık açık değil; başka biri sonuçlandırmış olabilir.',
  closureRefusalRequired: 'Ret gerekçesini en az 10 karakterle yazınız.',
  closureReasonTooLong: 'Açıklama en fazla 1000 karakter olabilir.',
} as const;

/** What the law makes the municipality keep when an account is closed, named for the citizen and the desk. */
export const retainedUnderLaw = [
  'Sicil kaydınız (ad, kimlik numarası, adres): 213 sayılı Vergi Usul Kanunu md. 253 ve 6183 sayılı Kanun gereği, vergi kayıtlarının saklanması için.',
  'Tahakkuklarınız, tahsilatlarınız ve makbuzlarınız: VUK md. 253 (5 yıl) ve 6183 sayılı Kanun md. 102 (zamanaşımı) gereği.',
  'Beyannameleriniz: VUK md. 253 ve 2464 sayılı Belediye Gelirleri Kanunu gereği.',
  'Başvurularınız (şikâyet, yapılandırma, abonelik iptali): 3071 ve 4982 sayılı Kanunlar ile 5393 sayılı Belediye Kanunu gereği kayıt altında tutulur.',
] as const;

/** What closing an account deletes or anonymises. */
export const deletedOnClosure = [
  'e-Belediye üyeliğiniz (kullanıcı adı, şifre, SMS izni)',
  'Açık oturumlarınız',
  'Kayıtlı cep telefonunuz ve e-posta adresiniz',
] as const;

const supportReason = {
  reasonKind: z.enum(supportReasonKinds, { error: citizenSupportMessages.reasonKindRequired }),
  reasonText: z
    .string({ error: citizenSupportMessages.reasonTextRequired })
    .trim()
    .min(5, citizenSupportMessages.reasonTextRequired)
    .max(500, citizenSupportMessages.reasonTextTooLong),
};

const citizenRequest = requestBody({ ID: taxIdentitySchema, ...supportReason });

export const citizenAccountSchema = z.object({
  memberId: z.number().int(),
  status: z.enum(['active', 'passive']),
  /** The sign-in lock after wrong passwords, while it lasts (ISO time); null when not locked. */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
  phoneMasked: z.string(),
  emailMasked: z.string(),
  openClosureRequest: z.boolean(),
});

export const citizenOrderSchema = z.object({
  orderNo: z.string(),
  state: z.string(),
  amountKurus: z.number().int(),
  bankName: z.string(),
  receiptNo: z.string().nullable(),
  createdAt: z.string(),
});

export const citizenApplicationKinds = ['complaint', 'declaration', 'restructuring', 'contract_cancellation'] as const;
export const citizenApplicationTitles: Record<(typeof citizenApplicationKinds)[number], string> = {
  complaint: 'Şikâyet / bilgi edinme',
  declaration: 'Beyanname',
  restructuring: 'Borç yapılandırma',
  contract_cancellation: 'Abonelik iptali',
};

export const citizenApplicationSchema = z.object({
  kind: z.enum(citizenApplicationKinds),
  no: z.string(),
  title: z.string(),
  state: z.string(),
  at: z.string(),
});

export const citizenRecordSchema = z.object({
  registry: z.object({
    oid: z.string(),
    kind: z.string(),
    kindName: z.string(),
    identityNoMasked: z.string(),
    name: z.string(),
    surname: z.string(),
    phoneMasked: z.string().nullable(),
    emailMasked: z.string().nullable(),
    addresses: z.array(z.object({ kind: z.string(), text: z.string() })),
  }),
  account: citizenAccountSchema.nullable(),
  debts: z.array(debtSchema),
  /** The open debts' total where it is known (debts needing the office left out). */
  debtsTotalKurus: z.number().int(),
  orders: z.array(citizenOrderSchema),
  applications: z.array(citizenApplicationSchema),
});
export type CitizenRecord = z.infer<typeof citizenRecordSchema>;

export const CitizenSupportFind = defineOperation({
  name: 'CitizenSupportFind',
  domain: 'citizen-support',
  summary:
    'Gelir masası: T.C. Kimlik No / Vergi No ve zorunlu bir gerekçeyle vatandaşın sicilini, bugünkü tutarlarıyla açık borçlarını, ödemelerini ve başvurularını gösterir; her sorgu gerekçesiyle denetim izine yazılır.',
  access: 'staff',
  staffRoles: revenueDeskRoles,
  changesState: false,
  input: citizenRequest,
  output: z.object({ citizens: z.array(citizenRecordSchema) }),
});

export const CitizenSupportUnlockAccount = defineOperation({
  name: 'CitizenSupportUnlockAccount',
  domain: 'citizen-support',
  summary:
    'Gelir masası: hatalı şifre denemeleriyle kilitlenen üyeliğin kilidini açar (gerekçeyle, denetim izine yazılır).',
  access: 'staff',
  staffRoles: revenueDeskRoles,
  changesState: true,
  input: citizenRequest,
  output: z.object({ wasLocked: z.boolean(), message: z.string() }),
});

export const CitizenSupportSendPasswordReset = defineOperation({
  name: 'CitizenSupportSendPasswordReset',
  domain: 'citizen-support',
  summary:
    'Gelir masası: şifremi unuttum akışındaki gibi üyenin kayıtlı cep telefonuna 24 saat geçerli geçici şifre gönderir (gerekçeyle, denetim izine yazılır).',
  access: 'staff',
  staffRoles: revenueDeskRoles,
  changesState: true,
  input: citizenRequest,
  output: z.object({ phoneMasked: z.string(), message: z.string() }),
});

export const closureStates = ['open', 'completed', 'refused'] as const;
export const closureStateNames: Record<(typeof closureStates)[number], string> = {
  open: 'Açık',
  completed: 'Tamamlandı',
  refused: 'Reddedildi',
};

export const closureRequestSchema = z.object({
  id: z.number().int(),
  state: z.enum(closureStates),
  reason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type ClosureRequest = z.infer<typeof closureRequestSchema>;

export const deskClosureRequestSchema = closureRequestSchema.extend({
  identityNoMasked: z.string(),
  name: z.string(),
  /** Days left of the 30 KVKK gives to answer (art. 13); negative once late. */
  daysLeft: z.number().int(),
});
export type DeskClosureRequest = z.infer<typeof deskClosureRequestSchema>;

const closureId = z.number({ error: 'Talep seçiniz.' }).int('Talep seçiniz.').positive('Talep seçiniz.');

export const CitizenSupportGetClosureRequests = defineOperation({
  name: 'CitizenSupportGetClosureRequests',
  domain: 'citizen-support',
  summary: 'Gelir masası: açık hesap kapatma talepleri, en eskisi önce, KVKK’nın 30 günlük süresiyle.',
  access: 'staff',
  staffRoles: revenueDeskRoles,
  changesState: false,
  input: requestBody({}),
  output: z.object({ requests: z.array(deskClosureRequestSchema) }),
});

export const CitizenSupportCompleteClosure = defineOperation({
  name: 'CitizenSupportCompleteClosure',
  domain: 'citizen-support',
  summary:
    'Gelir şefi veya yönetici: hesap kapatma talebini tamamlar; üyelik, oturumlar, telefon ve e-posta silinir, kanunların saklattığı kayıtlar kalır; vatandaşa SMS gider.',
  access: 'staff',
  staffRoles: refundApproverRoles,
  changesState: true,
  input: requestBody({ id: closureId }),
  output: z.object({ request: closureRequestSchema }),
});

export const CitizenSupportRefuseClosure = defineOperation({
  name: 'CitizenSupportRefuseClosure',
  domain: 'citizen-support',
  summary: 'Gelir şefi veya yönetici: hesap kapatma talebini gerekçesiyle reddeder; vatandaşa SMS gider.',
  access: 'staff',
  staffRoles: refundApproverRoles,
  changesState: true,
  input: requestBody({
    id: closureId,
    reason: z
      .string({ error: citizenSupportMessages.closureRefusalRequired })
      .trim()
      .min(10, citizenSupportMessages.closureRefusalRequired)
      .max(1000, citizenSupportMessages.closureReasonTooLong),
  }),
  output: z.object({ request: closureRequestSchema }),
});

export const CitizenSupportRequestClosure = defineOperation({
  name: 'CitizenSupportRequestClosure',
  domain: 'citizen-support',
  summary:
    'Üye: hesabının kapatılmasını ister (KVKK md. 11), isteğe bağlı bir açıklamayla; belediye 30 gün içinde yanıtlar.',
  access: 'member',
  changesState: true,
  input: requestBody({
    reason: z.string().trim().max(1000, citizenSupportMessages.closureReasonTooLong).optional(),
  }),
  output: z.object({ request: closureRequestSchema }),
});

export const CitizenSupportGetMyClosureRequest = defineOperation({
  name: 'CitizenSupportGetMyClosureRequest',
  domain: 'citizen-support',
  summary: 'Üye: son hesap kapatma talebi ve durumu, ne silinip ne saklanacağıyla.',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({
    request: closureRequestSchema.nullable(),
    deleted: z.array(z.string()),
    retained: z.array(z.string()),
  }),
});

/** Everything the portal holds about one person (KVKK art. 11), as the download gives it. */
export const myDataSchema = z.object({
  generatedAt: z.string(),
  municipality: z.string(),
  account: z
    .object({
      userName: z.string(),
      phone: z.string(),
      email: z.string(),
      smsConsent: z.boolean(),
      status: z.string(),
      kvkkAcceptedAt: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
  registries: z.array(
    z.object({
      kind: z.string(),
      kindName: z.string(),
      identityNo: z.string(),
      name: z.string(),
      surname: z.string(),
      fatherName: z.string().nullable(),
      motherName: z.string().nullable(),
      birthPlace: z.string().nullable(),
      birthDate: z.string().nullable(),
      gender: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      registryNo: z.string().nullable(),
      addresses: z.array(z.object({ kind: z.string(), text: z.string() })),
    }),
  ),
  openDebts: z.array(debtSchema),
  payments: z.array(citizenOrderSchema.extend({ maskedPan: z.string().nullable() })),
  receipts: z.array(
    z.object({
      receiptNo: z.string(),
      orderNo: z.string().nullable(),
      collectedAt: z.string(),
      amountKurus: z.number().int(),
      lines: z.array(z.object({ description: z.string(), amountKurus: z.number().int() })),
    }),
  ),
  declarations: z.array(
    z.object({
      declarationNo: z.string(),
      kind: z.string(),
      year: z.number().int(),
      title: z.string(),
      totalKurus: z.number().int(),
      submittedAt: z.string(),
    }),
  ),
  applications: z.array(citizenApplicationSchema),
  complaints: z.array(
    z.object({
      trackingNo: z.string(),
      kind: z.string(),
      description: z.string(),
      place: z.string(),
      status: z.string(),
      answer: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  smsSent: z.array(
    z.object({ phone: z.string(), purpose: z.string(), body: z.string(), status: z.string(), at: z.string() }),
  ),
  signIns: z.array(z.object({ at: z.string(), ip: z.string().nullable(), via: z.string() })),
  closureRequests: z.array(closureRequestSchema),
  retainedUnderLaw: z.array(z.string()),
});
export type MyData = z.infer<typeof myDataSchema>;

export const CitizenSupportDownloadMyData = defineOperation({
  name: 'CitizenSupportDownloadMyData',
  domain: 'citizen-support',
  summary:
    'Üye: portalın kendisi hakkında tuttuğu her şey (KVKK md. 11): üyelik (şifresiz), sicil, borçlar, ödemeler, makbuzlar, beyannameler, başvurular, şikâyetler, gönderilen SMS’ler, girişler. PDF’i /api/kvkk/verilerim.pdf.',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: myDataSchema,
});
