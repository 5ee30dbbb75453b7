import { z } from 'zod';
import './zod-config';
import { calendarDay } from './calendar-day';
import { ibanSchema } from './iban';
import { defineOperation, requestBody, type StaffRole } from './operation';

// Abonelik sözleşmesi iptali (SPEC §1 "cancel subscription contracts", §2 /ContractCancellation,
// §7 StartElectronicStateContractCancellation and the bank and branch lookups; docs/subscriptions.md,
// decisions 038–040). The subscription lists themselves (GetSubscriptionList, …) are in debts.ts.

/** Every refusal of the cancellation calls, in one place (web and API show the same words). */
export const cancellationMessages = {
  subscriptionNotFound: 'Bu numarayla bir abonelik bulunamadı.',
  notYourSubscription: 'Bu abonelik size ait değil.',
  notActive: 'Bu abonelik etkin değil; iptal başvurusu yapılamaz.',
  openApplication:
    'Bu abonelik için sürmekte olan bir iptal başvurusu var. Yeni başvuru için önce onu geri çekiniz ya da sonuçlanmasını bekleyiniz.',
  moveOutTooEarly: 'Taşınma tarihi en erken {date} olabilir.',
  moveOutTooLate: 'Taşınma tarihi en geç {date} olabilir.',
  openDebtsWithIban:
    "Aboneliğin ödenmemiş borçları var. Güvence bedelinin IBAN'a iadesi için önce bu borçları ödeyiniz ya da güvence bedelinin borçlara mahsup edilmesini seçiniz.",
  debtsChanged:
    'Aboneliğin açık borçları ekranda gördüğünüzden bu yana değişti. Lütfen bilgileri yenileyip kontrol ediniz.',
  debtInPayment: 'Aboneliğin bir borcu için başlamış bir ödeme var; sonucu belli olunca tekrar deneyiniz.',
  ibanRequired: 'Güvence bedelinin iadesi için IBAN giriniz.',
  accountHolderRequired: 'Hesap sahibinin adını ve soyadını giriniz.',
  bankUnknown: "IBAN'daki banka kodu ({code}) bankalar listesinde yok. Lütfen IBAN'ı kontrol ediniz.",
  branchUnknown: 'Seçilen şube bu bankaya ait değil.',
  ibanNotOwn:
    'Güvence bedeli yalnızca abonenin kendi adına açılmış bir hesaba iade edilir. Hesap sahibi adı abone adıyla ({name}) aynı olmalıdır.',
  photoNotFound: 'Sayaç fotoğrafı bulunamadı ya da size ait değil.',
  photoNotImage: 'Sayaç fotoğrafı JPEG ya da PNG olmalıdır.',
  termsNotAccepted: 'İptal şartlarını okuyup kabul ediniz.',
  noPhone:
    'SMS onayı için sistemde kayıtlı bir cep telefonunuz olmalıdır. Lütfen üye olunuz ya da belediyemize başvurunuz.',
  codeNotVerified: 'Doğrulama kodu bu işlem için geçerli değil. Lütfen yeni kod isteyiniz.',
  applicationNotFound: 'Bu numarayla bir iptal başvurusu bulunamadı.',
  notYourApplication: 'Bu iptal başvurusu size ait değil.',
  cannotWithdraw: 'Başvuru ancak sayaç okunmadan önce geri çekilebilir.',
  wrongState: 'Başvuru bu işlem için uygun durumda değil ({state}).',
  readingBelowLast: 'Son okuma, aboneliğin bir önceki okumasından ({last} m³) küçük olamaz.',
  readingMissing: 'Önce son sayaç okumasını kaydediniz.',
  billNotPaid: 'Son fatura ödenmeden başvuru kapatılamaz.',
  refundBeforeBillPaid: 'Güvence bedeli son fatura ödendikten sonra iade edilir; son fatura henüz ödenmedi.',
  refundNotRecorded: 'Güvence bedeli iadesi kaydedilmeden başvuru kapatılamaz.',
  refundNotDue: 'Bu başvuruda iade edilecek güvence bedeli yok.',
  refundAlreadyRecorded: 'Güvence bedeli iadesi zaten kaydedilmiş.',
  debtsLeft: 'Aboneliğin bugün {amount} tutarında ödenmemiş borcu var; bu borç ödenmeden sözleşme sonlandırılamaz.',
  branchNeedsBank: 'Banka kodu 5 haneli bir sayıdır.',
  billNeedsApproval:
    'Fatura tutarı, okuma ve tarifeye göre beklenen aralığın ({low} – {high}) dışında; ikinci bir abonelik operatörünün onayını bekliyor.',
  billNeedsApprovalNoRange:
    'Bu abonelik için okuma farkı ya da tarife bilinmiyor; son fatura ikinci bir abonelik operatörünün onayını bekliyor.',
  noBillToApprove: 'Onay bekleyen bir son fatura yok.',
  approverIsProposer: 'Son faturayı öneren kişi kendi önerisini onaylayamaz; onayı başka bir abonelik operatörü verir.',
  proposalChanged: 'Onay bekleyen fatura tutarı bu arada değişti. Lütfen sayfayı yenileyip tekrar bakınız.',
  refundByIssuer:
    'Son faturayı kesen kişi güvence bedeli iadesini kaydedemez; iadeyi başka bir abonelik operatörü kaydeder.',
} as const;

/** Fills {name} placeholders of a message. */
export function cancellationMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** SPEC-free but written once: the states of an application, the table is in docs/subscriptions.md. */
export const cancellationStates = [
  'REQUESTED',
  'READING_SCHEDULED',
  'FINAL_BILLED',
  'CLOSED',
  'REJECTED',
  'WITHDRAWN',
] as const;
export type CancellationState = (typeof cancellationStates)[number];
export const cancellationStateNames: Record<CancellationState, string> = {
  REQUESTED: 'Başvuru alındı',
  READING_SCHEDULED: 'Sayaç okuması planlandı',
  FINAL_BILLED: 'Son fatura kesildi',
  CLOSED: 'Sözleşme sonlandırıldı',
  REJECTED: 'Reddedildi',
  WITHDRAWN: 'Geri çekildi',
};

/**
 * Güvence bedeli: `offset` — set against the subscription's open debts and the final bill, any
 * remainder paid at the counter; `iban` — refunded whole to an account in the subscriber's own name.
 */
export const depositMethods = ['offset', 'iban'] as const;
export type DepositMethod = (typeof depositMethods)[number];

/** SI + year + six digits: SI2026000042. */
export const applicationNoPattern = /^SI\d{10}$/;

const subscriberNo = z
  .string({ error: 'Abone numarası zorunludur.' })
  .trim()
  .regex(/^\d{4,12}$/, 'Abone numarası 4–12 haneli bir sayıdır.');
const applicationNo = z
  .string({ error: 'Başvuru numarası zorunludur.' })
  .trim()
  .regex(applicationNoPattern, 'Başvuru numarası geçersiz.');
const isoDay = calendarDay;
const meterIndex = (label: string) =>
  z
    .number({ error: `${label} sayı olmalıdır.` })
    .int(`${label} tam sayı (m³) olmalıdır.`)
    .min(0, `${label} negatif olamaz.`)
    .max(99_999_999, `${label} çok büyük.`);
const bankCode = z
  .string({ error: 'Banka seçiniz.' })
  .trim()
  .regex(/^\d{5}$/, cancellationMessages.branchNeedsBank);

export const bankSchema = z.object({ code: z.string(), name: z.string(), source: z.string() });
export const bankBranchSchema = z.object({
  bankCode: z.string(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  county: z.string(),
  source: z.string(),
  demo: z.boolean(),
});
export type Bank = z.infer<typeof bankSchema>;
export type BankBranch = z.infer<typeof bankBranchSchema>;

export const subscriptionDebtSchema = z.object({
  accrualId: z.number().int(),
  description: z.string(),
  dueDate: z.string(),
  principalKurus: z.number().int(),
  /** Water bills carry no gecikme zammı today; kept so a revenue type that does is not misread. */
  interestKurus: z.number().int(),
  totalKurus: z.number().int(),
  inPayment: z.boolean(),
});

export const cancellationPreviewSchema = z.object({
  subscriberNo: z.string(),
  typeName: z.string(),
  service: z.string(),
  address: z.string(),
  depositKurus: z.number().int(),
  lastReading: z.number().int().nullable(),
  lastReadingOn: z.string().nullable(),
  /** Open debts on the subscription, shown before confirming. */
  openDebts: z.array(subscriptionDebtSchema),
  openDebtsKurus: z.number().int(),
  /** The move-out dates accepted today (ContractCancellationMaxPastDays back, 90 days ahead). */
  moveOutEarliest: z.string(),
  moveOutLatest: z.string(),
  /** The name a refund account must be in. */
  holderName: z.string(),
  /** An application already under way for this subscription, if any. */
  openApplicationNo: z.string().nullable(),
  terms: z.string(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

export const cancellationEventSchema = z.object({
  at: z.string(),
  state: z.enum(cancellationStates).nullable(),
  /** What happened, in Turkish, for the citizen's timeline. */
  text: z.string(),
});

const staffRefSchema = z.object({ id: z.number().int(), fullName: z.string() });

/** The plausible range of a final bill (decision 057): consumption since the last reading × the tariff, with a margin. */
export const billRangeSchema = z.object({
  consumptionM3: z.number().int(),
  pricePerM3Kurus: z.number().int(),
  expectedKurus: z.number().int(),
  lowKurus: z.number().int(),
  highKurus: z.number().int(),
});
export type BillRange = z.infer<typeof billRangeSchema>;

export const cancellationDeskSchema = z.object({
  /** Null when the reading is not recorded yet, or no tariff or previous reading is known (then every bill needs approval). */
  billRange: billRangeSchema.nullable(),
  pendingBill: z
    .object({ amountKurus: z.number().int(), dueDate: z.string(), proposedBy: staffRefSchema, proposedAt: z.string() })
    .nullable(),
  finalBillIssuedBy: staffRefSchema.nullable(),
  finalBillApprovedBy: staffRefSchema.nullable(),
});

export const cancellationSchema = z.object({
  applicationNo: z.string(),
  subscriberNo: z.string(),
  address: z.string(),
  holderName: z.string(),
  state: z.enum(cancellationStates),
  stateName: z.string(),
  createdAt: z.string(),
  moveOutDate: z.string(),
  /** The member's own reading, if given. */
  memberReading: z.number().int().nullable(),
  hasMeterPhoto: z.boolean(),
  depositKurus: z.number().int(),
  depositMethod: z.enum(depositMethods),
  ibanMasked: z.string().nullable(),
  /** The whole IBAN, in the desk's detail only (staff pay the refund to it; the read is recorded); null elsewhere. */
  ibanForDesk: z.string().nullable(),
  bankName: z.string().nullable(),
  branchName: z.string().nullable(),
  accountHolder: z.string().nullable(),
  openDebtsAtApplicationKurus: z.number().int(),
  readingScheduledFor: z.string().nullable(),
  finalReading: z.number().int().nullable(),
  finalReadingOn: z.string().nullable(),
  finalBill: z
    .object({
      accrualId: z.number().int(),
      description: z.string(),
      dueDate: z.string(),
      amountKurus: z.number().int(),
      paidKurus: z.number().int(),
      paid: z.boolean(),
      inPayment: z.boolean(),
    })
    .nullable(),
  /** What the deposit covered (offset) and what is paid back. */
  offsetKurus: z.number().int(),
  refundDueKurus: z.number().int().nullable(),
  refund: z
    .object({
      amountKurus: z.number().int(),
      channel: z.enum(['iban', 'counter']),
      reference: z.string(),
      at: z.string(),
    })
    .nullable(),
  rejectionReason: z.string().nullable(),
  events: z.array(cancellationEventSchema),
  pdfUrl: z.string(),
  /**
   * What the subscription owes today (late interest to today), not on the application day: what is
   * left after the deposit's offset and the final bill. Null once the application is over.
   */
  owedNow: z.object({ debts: z.array(subscriptionDebtSchema), totalKurus: z.number().int() }).nullable(),
  /** Why the refund cannot be recorded yet, in Turkish; null when it can (the desk offers it only then). */
  refundBlockedBy: z.string().nullable(),
  /** Why the contract cannot be closed yet, in Turkish; null when it can (the desk offers it only then). */
  closeBlockedBy: z.string().nullable(),
  /** What only the desk sees (null for the member): the bill's plausible range, a bill awaiting approval, who issued it. */
  desk: cancellationDeskSchema.nullable(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

export const cancellationSummarySchema = cancellationSchema.pick({
  applicationNo: true,
  subscriberNo: true,
  address: true,
  state: true,
  stateName: true,
  createdAt: true,
  moveOutDate: true,
});

export const GetBankList = defineOperation({
  name: 'GetBankList',
  domain: 'subscriptions',
  summary: "Bankalar ve EFT banka kodları (IBAN'ın 5–9. karakterleri); kaynağıyla. Oturum gerekmez.",
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({ banks: z.array(bankSchema) }),
});

export const GetBankBranchList = defineOperation({
  name: 'GetBankBranchList',
  domain: 'subscriptions',
  summary: 'Bir bankanın şubeleri; kaynağıyla. Oturum gerekmez.',
  access: 'public',
  changesState: false,
  input: requestBody({ bankCode }),
  output: z.object({ bank: bankSchema, branches: z.array(bankBranchSchema) }),
});

export const GetContractCancellationPreview = defineOperation({
  name: 'GetContractCancellationPreview',
  domain: 'subscriptions',
  summary:
    'İptal başvurusundan önce: aboneliğin adresi, güvence bedeli, açık borçları, kabul edilen taşınma tarihleri ve şartlar. Yalnızca abonenin kendisine.',
  access: 'member',
  changesState: false,
  input: requestBody({ subscriberNo }),
  output: cancellationPreviewSchema,
});

export const SendContractCancellationConfirmationCode = defineOperation({
  name: 'SendContractCancellationConfirmationCode',
  domain: 'subscriptions',
  summary: 'İptal başvurusunu onaylamak için kayıtlı cep telefonuna SMS doğrulama kodu gönderir.',
  access: 'member',
  changesState: true,
  input: requestBody({}),
  output: z.object({
    operationReferenceNumber: z.string(),
    maskedPhone: z.string(),
    expiresInSeconds: z.number().int(),
  }),
});

export const StartElectronicStateContractCancellation = defineOperation({
  name: 'StartElectronicStateContractCancellation',
  domain: 'subscriptions',
  summary:
    "Abonelik sözleşmesi iptal başvurusunu SMS koduyla onaylayıp kaydeder: taşınma tarihi, isteğe bağlı sayaç okuması ve fotoğrafı, güvence bedelinin mahsubu ya da kendi adına bir IBAN'a iadesi. Aynı onayla ikinci kez çağrılırsa ilk başvuruyu döner.",
  access: 'member',
  changesState: true,
  input: requestBody({
    subscriberNo,
    moveOutDate: isoDay('Taşınma tarihi'),
    meterReading: meterIndex('Sayaç okuması').nullable().default(null),
    /** A JPEG/PNG uploaded with UploadFile. */
    meterPhotoFileId: z.string().uuid('Sayaç fotoğrafı geçersiz.').nullable().default(null),
    depositMethod: z.enum(depositMethods, { error: 'Güvence bedelinin nasıl iade edileceğini seçiniz.' }),
    iban: ibanSchema.nullable().default(null),
    accountHolder: z
      .string()
      .trim()
      .max(120, 'Hesap sahibi adı en fazla 120 karakter olabilir.')
      .nullable()
      .default(null),
    branchCode: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, 'Şube kodu geçersiz.')
      .nullable()
      .default(null),
    /** The open debts the member saw: a different total today is refused. */
    expectedOpenDebtsKurus: z
      .number({ error: 'Açık borç tutarı zorunludur.' })
      .int('Tutar geçersiz.')
      .nonnegative('Tutar geçersiz.'),
    acceptTerms: z.literal(true, { error: cancellationMessages.termsNotAccepted }),
    operationReferenceNumber: z.string({ error: 'İşlem numarası zorunludur.' }).uuid('İşlem numarası geçersiz.'),
    userEntredCode: z
      .string({ error: 'Doğrulama kodu zorunludur.' })
      .trim()
      .regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli bir sayıdır.'),
  }),
  output: cancellationSchema,
});

export const GetContractCancellationList = defineOperation({
  name: 'GetContractCancellationList',
  domain: 'subscriptions',
  summary: 'Üyenin abonelik iptal başvuruları, en yenisi önce.',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({ applications: z.array(cancellationSummarySchema) }),
});

export const GetContractCancellationDetail = defineOperation({
  name: 'GetContractCancellationDetail',
  domain: 'subscriptions',
  summary: 'Bir iptal başvurusu, her adımı tarihiyle; yalnızca başvuru sahibine.',
  access: 'member',
  changesState: false,
  input: requestBody({ applicationNo }),
  output: cancellationSchema,
});

export const WithdrawContractCancellation = defineOperation({
  name: 'WithdrawContractCancellation',
  domain: 'subscriptions',
  summary: 'Başvuru sahibi, sayaç okunmadan önce başvurusunu geri çeker.',
  access: 'member',
  changesState: true,
  input: requestBody({ applicationNo }),
  output: cancellationSchema,
});

// Staff at the desk (/yonetim): the steps after the application. The contract-cancellation desk has
// its own role (decision 056): its operators act; an administrator may read the queue and a detail.
export const cancellationDeskActors = ['subscriptions_operator'] as const satisfies readonly StaffRole[];
export const cancellationDeskReaders = [
  'subscriptions_operator',
  'administrator',
] as const satisfies readonly StaffRole[];

export const GetContractCancellationQueue = defineOperation({
  name: 'GetContractCancellationQueue',
  domain: 'subscriptions',
  summary:
    'Masa: iptal başvuruları, isteğe bağlı olarak bir duruma göre; en eskisi önce. IBAN maskelidir; tamamı yalnızca başvurunun ayrıntısında gösterilir.',
  access: 'staff',
  staffRoles: cancellationDeskReaders,
  changesState: false,
  input: requestBody({ state: z.enum(cancellationStates, { error: 'Durum geçersiz.' }).optional() }),
  output: z.object({ applications: z.array(cancellationSchema) }),
});

export const ScheduleContractCancellationReading = defineOperation({
  name: 'ScheduleContractCancellationReading',
  domain: 'subscriptions',
  summary: 'Masa: son sayaç okumasının gününü planlar (REQUESTED → READING_SCHEDULED); aboneye SMS gider.',
  access: 'staff',
  staffRoles: cancellationDeskActors,
  changesState: true,
  input: requestBody({ applicationNo, readingDate: isoDay('Okuma tarihi') }),
  output: cancellationSchema,
});

export const RecordContractCancellationReading = defineOperation({
  name: 'RecordContractCancellationReading',
  domain: 'subscriptions',
  summary: 'Masa: son sayaç okumasını (m³) kaydeder; aboneye SMS gider.',
  access: 'staff',
  staffRoles: cancellationDeskActors,
  changesState: true,
  input: requestBody({ applicationNo, finalReading: meterIndex('Son okuma'), readingDate: isoDay('Okuma tarihi') }),
  output: cancellationSchema,
});

export const IssueContractCancellationFinalBill = defineOperation({
  name: 'IssueContractCancellationFinalBill',
  domain: 'subscriptions',
  summary:
    'Masa: son faturayı kesip bir borç (tahakkuk) olarak yazar; mahsup seçildiyse güvence bedeli açık borçlara ve faturaya mahsup edilir (READING_SCHEDULED → FINAL_BILLED); aboneye SMS gider.',
  access: 'staff',
  staffRoles: cancellationDeskActors,
  changesState: true,
  input: requestBody({
    applicationNo,
    amountKurus: z
      .number({ error: 'Fatura tutarı zorunludur.' })
      .int('Tutar kuruş olarak tam sayıdır.')
      .min(0, 'Tutar negatif olamaz.')
      .max(100_000_000, 'Tutar çok büyük.'),
    dueDate: isoDay('Son ödeme tarihi'),
  }),
  output: cancellationSchema,
});

export const RecordContractCancellationRefund = defineOperation({
  name: 'RecordContractCancellationRefund',
  domain: 'subscriptions',
  summary: 'Masa: güvence bedeli iadesinin yapıldığını (EFT/vezne dekont numarasıyla) kaydeder; aboneye SMS gider.',
  access: 'staff',
  staffRoles: cancellationDeskActors,
  changesState: true,
  input: requestBody({
    applicationNo,
    reference: z
      .string({ error: 'Dekont numarası zorunludur.' })
      .trim()
      .min(3, 'Dekont numarası en az 3 karakterdir.')
      .max(60, 'Dekont numarası en fazla 60 karakter olabilir.'),
  }),
  output: cancellationSchema,
});

export const CloseContractCancellation = defineOperation({
  name: 'CloseContractCancellation',
  domain: 'subscriptions',
  summary:
    'Masa: son fatura ödenmiş ve iade kaydedilmişse sözleşmeyi sonlandırır (FINAL_BILLED → CLOSED, abonelik iptal); aboneye SMS gider.',
  access: 'staff',
  staffRoles: cancellationDeskActors,
  changesState: true,
  input: requestBody({ applicationNo }),
  output: cancellationSchema,
});

export const RejectContractCancellation = defineOperation({
  name: 'RejectContractCancellation',
  domain: 'subscriptions',
  summary: 'Masa: başvuruyu gerekçesiyle reddeder (sayaç okunmadan önce); aboneye SMS gider.',
  access: 'staff',
  staffRoles: cancellationDeskActors,
  changesState: true,
  input: requestBody({
    applicationNo,
    reason: z
      .string({ error: 'Gerekçe zorunludur.' })
      .trim()
      .min(10, 'Gerekçe en az 10 karakter olmalıdır.')
      .max(500, 'Gerekçe en fazla 500 karakter olabilir.'),
  }),
  output: cancellationSchema,
});

export const GetDeskContractCancellation = defineOperation({
  name: 'GetDeskContractCancellation',
  domain: 'subscriptions',
  summary: "Masa: bir iptal başvurusunun ayrıntısı, iade IBAN'ının tamamıyla; bu okuma personel işlem kaydına geçer.",
  access: 'staff',
  staffRoles: cancellationDeskReaders,
  changesState: false,
  input: requestBody({ applicationNo }),
  output: cancellationSchema,
});

export const ApproveContractCancellationFinalBill = defineOperation({
  name: 'ApproveContractCancellationFinalBill',
  domain: 'subscriptions',
  summary:
    'Masa: beklenen aralığın dışındaki bir son faturayı, öneren kişiden başka bir abonelik operatörü onaylar; fatura ancak o zaman borç olarak yazılır ve ödenebilir (READING_SCHEDULED → FINAL_BILLED).',
  access: 'staff',
  staffRoles: cancellationDeskActors,
  changesState: true,
  input: requestBody({
    applicationNo,
    /** The amount the approver saw: a proposal changed meanwhile is refused. */
    amountKurus: z
      .number({ error: 'Fatura tutarı zorunludur.' })
      .int('Tutar kuruş olarak tam sayıdır.')
      .min(0, 'Tutar negatif olamaz.')
      .max(100_000_000, 'Tutar çok büyük.'),
  }),
  output: cancellationSchema,
});
