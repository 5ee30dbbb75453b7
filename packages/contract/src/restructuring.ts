import { z } from 'zod';
import './zod-config';
import { defineOperation, requestBody } from './operation';

// Borç yapılandırma (SPEC §7 "debt restructuring calls (current parameter, list, adjust, save,
// detail)", docs/restructuring.md, docs/decisions/025). Campaigns are data; the arithmetic is
// packages/finance/src/restructuring.ts.

/** Every refusal of the restructuring calls, in one place (web and API show the same words). */
export const restructuringMessages = {
  noCampaign: 'Bu yapılandırma bulunamadı.',
  campaignClosed: 'Bu yapılandırmanın başvuru süresi dışındasınız; başvuru yapılamaz.',
  notQualifying: 'Seçtiğiniz borçlardan biri bu yapılandırmanın kapsamında değil.',
  notFound: 'Seçilen borçlardan biri bulunamadı ya da ödenmiş.',
  inPayment: 'Seçtiğiniz borçlardan biri için başlamış bir ödeme var; sonucu belli olunca tekrar deneyiniz.',
  inPlan: 'Seçtiğiniz borçlardan biri zaten bir yapılandırma planında.',
  needsOffice: 'Seçtiğiniz borçlardan birinin tutarı internetten hesaplanamıyor; bu borç için belediyemize başvurunuz.',
  indexMissing:
    'Yapılandırma tutarı için gereken Yİ-ÜFE değişim oranları henüz yüklenmedi; lütfen belediyemize başvurunuz.',
  noOption: 'Bu yapılandırmada seçtiğiniz taksit sayısı yok.',
  amountChanged: 'Tutarlar önizlemeden bu yana değişti. Lütfen seçenekleri yeniden hesaplayıp kontrol ediniz.',
  termsNotAccepted: 'Yapılandırma şartlarını okuyup kabul ediniz.',
  noPhone: 'SMS onayı için cep telefonu kayıtlı bir üyelik gerekir. e-Devlet ile girdiyseniz önce üye olunuz.',
  codeNotVerified: 'Doğrulama kodu bu işlem için geçerli değil. Lütfen yeni kod isteyiniz.',
  planNotFound: 'Bu numarayla bir yapılandırma planı bulunamadı.',
  notYourPlan: 'Bu yapılandırma planı size ait değil.',
} as const;

export const planStates = ['ACTIVE', 'COMPLETED', 'BROKEN'] as const;
export type PlanState = (typeof planStates)[number];
export const planStateNames: Record<PlanState, string> = {
  ACTIVE: 'Devam ediyor',
  COMPLETED: 'Tamamlandı',
  BROKEN: 'Bozuldu',
};

/** YP + year + six digits: YP2026000042. */
export const planNoPattern = /^YP\d{10}$/;

const campaignId = z
  .number({ error: 'Yapılandırma seçiniz.' })
  .int('Yapılandırma geçersiz.')
  .positive('Yapılandırma geçersiz.');
const accrualIds = z
  .array(z.number().int().positive(), { error: 'Yapılandırılacak borçları seçiniz.' })
  .min(1, 'En az bir borç seçiniz.')
  .max(100, 'Bir seferde en fazla 100 borç yapılandırılabilir.')
  .refine((ids) => new Set(ids).size === ids.length, 'Aynı borç iki kez seçilmiş.');
const planNo = z.string({ error: 'Plan numarası zorunludur.' }).trim().regex(planNoPattern, 'Plan numarası geçersiz.');

export const campaignSchema = z.object({
  campaignId: z.number().int(),
  code: z.string(),
  lawNo: z.string(),
  title: z.string(),
  cutoffDate: z.string(),
  revenueNames: z.array(z.string()),
  applicationStart: z.string(),
  applicationEnd: z.string(),
  /** Applications accepted today (Istanbul date). */
  open: z.boolean(),
  demo: z.boolean(),
  options: z.array(z.object({ installments: z.number().int(), coefficient: z.string() })),
  periodMonths: z.number().int(),
  upFrontIndexDiscountPercent: z.number().int(),
  breakRule: z.object({
    firstInstallments: z.number().int(),
    missesPerYear: z.number().int(),
    finalGraceMonths: z.number().int(),
  }),
  terms: z.string(),
  sources: z.record(z.string(), z.string()),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const restructurableDebtSchema = z.object({
  accrualId: z.number().int(),
  revenueCode: z.string(),
  revenueName: z.string(),
  year: z.number().int(),
  installment: z.number().int(),
  description: z.string(),
  dueDate: z.string(),
  principalKurus: z.number().int(),
  /** Gecikme zammı to today; null when only the office can compute it. */
  lateInterestKurus: z.number().int().nullable(),
  totalKurus: z.number().int().nullable(),
  /** Why it cannot be restructured; null when it can. */
  reason: z.string().nullable(),
});
export type RestructurableDebt = z.infer<typeof restructurableDebtSchema>;

export const scheduleItemSchema = z.object({
  no: z.number().int(),
  /** The deadline, moved off a weekend or holiday (VUK art. 18). */
  dueDate: z.string(),
  amountKurus: z.number().int(),
});

export const quoteOptionSchema = z.object({
  /** 1: up front (peşin). */
  installments: z.number().int(),
  coefficient: z.string(),
  discountKurus: z.number().int(),
  totalKurus: z.number().int(),
  schedule: z.array(scheduleItemSchema),
});

export const quoteSchema = z.object({
  campaignId: z.number().int(),
  asOf: z.string(),
  debts: z.array(
    z.object({
      accrualId: z.number().int(),
      description: z.string(),
      principalKurus: z.number().int(),
      lateInterestKurus: z.number().int(),
      indexKurus: z.number().int(),
    }),
  ),
  principalKurus: z.number().int(),
  lateInterestKurus: z.number().int(),
  currentTotalKurus: z.number().int(),
  indexKurus: z.number().int(),
  restructuredKurus: z.number().int(),
  forgivenKurus: z.number().int(),
  options: z.array(quoteOptionSchema),
});
export type RestructuringQuoteView = z.infer<typeof quoteSchema>;

export const planInstallmentSchema = z.object({
  no: z.number().int(),
  accrualId: z.number().int(),
  dueDate: z.string(),
  amountKurus: z.number().int(),
  paidKurus: z.number().int(),
  status: z.enum(['paid', 'open', 'overdue', 'cancelled']),
  /** An online payment for it is under way. */
  inPayment: z.boolean(),
});

export const planSchema = z.object({
  planNo: z.string(),
  state: z.enum(planStates),
  stateName: z.string(),
  campaign: z.object({ code: z.string(), lawNo: z.string(), title: z.string(), demo: z.boolean() }),
  createdAt: z.string(),
  installments: z.number().int(),
  coefficient: z.string(),
  principalKurus: z.number().int(),
  lateInterestKurus: z.number().int(),
  indexKurus: z.number().int(),
  discountKurus: z.number().int(),
  totalKurus: z.number().int(),
  paidKurus: z.number().int(),
  /** Why the plan broke, for the citizen; null unless BROKEN. */
  brokenReason: z.string().nullable(),
  debts: z.array(
    z.object({
      accrualId: z.number().int(),
      description: z.string(),
      principalKurus: z.number().int(),
      lateInterestKurus: z.number().int(),
      indexKurus: z.number().int(),
      offsetKurus: z.number().int(),
    }),
  ),
  schedule: z.array(planInstallmentSchema),
  pdfUrl: z.string(),
});
export type RestructuringPlan = z.infer<typeof planSchema>;

export const planSummarySchema = planSchema.pick({
  planNo: true,
  state: true,
  stateName: true,
  campaign: true,
  createdAt: true,
  installments: true,
  totalKurus: true,
  paidKurus: true,
});

export const GetRestructuringCurrentParameter = defineOperation({
  name: 'GetRestructuringCurrentParameter',
  domain: 'restructuring',
  summary: 'Yapılandırma kampanyaları: bugün başvuruya açık olan ve geçmiş olanlar, seçenekleri ve kurallarıyla.',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({ today: z.string(), current: campaignSchema.nullable(), campaigns: z.array(campaignSchema) }),
});

export const GetRestructurableDebtList = defineOperation({
  name: 'GetRestructurableDebtList',
  domain: 'restructuring',
  summary: 'Üyenin açık borçları; bir kampanyaya göre yapılandırılabilenler ve gerekçesiyle yapılandırılamayanlar.',
  access: 'member',
  changesState: false,
  input: requestBody({ campaignId }),
  output: z.object({
    campaignId: z.number().int(),
    asOf: z.string(),
    qualifying: z.array(restructurableDebtSchema),
    notQualifying: z.array(restructurableDebtSchema),
  }),
});

export const AdjustRestructuring = defineOperation({
  name: 'AdjustRestructuring',
  domain: 'restructuring',
  summary:
    'Önizleme: seçilen borçların bugünkü tutarı, yapılandırılmış tutarı, silinen kısmı ve her seçenek (taksit sayısı, tutar, tarihler). Hiçbir şey kaydedilmez.',
  access: 'member',
  changesState: false,
  input: requestBody({ campaignId, accrualIds }),
  output: quoteSchema,
});

export const SendRestructuringConfirmationCode = defineOperation({
  name: 'SendRestructuringConfirmationCode',
  domain: 'restructuring',
  summary: 'Planı onaylamak için üyenin kayıtlı cep telefonuna SMS doğrulama kodu gönderir.',
  access: 'member',
  changesState: true,
  input: requestBody({}),
  output: z.object({
    operationReferenceNumber: z.string(),
    maskedPhone: z.string(),
    expiresInSeconds: z.number().int(),
  }),
});

export const SaveRestructuring = defineOperation({
  name: 'SaveRestructuring',
  domain: 'restructuring',
  summary:
    'Seçilen seçenekle planı SMS koduyla onaylayıp kaydeder; asıl borçları yapılandırıldı olarak işaretler ve taksit tahakkuklarını oluşturur. Aynı onayla ikinci kez çağrılırsa ilk planı döner.',
  access: 'member',
  changesState: true,
  input: requestBody({
    campaignId,
    accrualIds,
    installments: z
      .number({ error: 'Taksit seçeneği seçiniz.' })
      .int('Taksit sayısı geçersiz.')
      .min(1, 'Taksit sayısı geçersiz.')
      .max(72, 'Taksit sayısı geçersiz.'),
    /** The option's total the citizen saw in the preview: a different amount today is refused. */
    expectedTotalKurus: z
      .number({ error: 'Önizlenen tutar zorunludur.' })
      .int('Tutar geçersiz.')
      .nonnegative('Tutar geçersiz.'),
    acceptTerms: z.literal(true, { error: restructuringMessages.termsNotAccepted }),
    operationReferenceNumber: z.string({ error: 'İşlem numarası zorunludur.' }).uuid('İşlem numarası geçersiz.'),
    userEntredCode: z
      .string({ error: 'Doğrulama kodu zorunludur.' })
      .trim()
      .regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli bir sayıdır.'),
  }),
  output: planSchema,
});

export const GetRestructuringDetail = defineOperation({
  name: 'GetRestructuringDetail',
  domain: 'restructuring',
  summary: 'Bir yapılandırma planı: durumu, asıl borçlar, taksitler ve ödenenler; yalnızca planın sahibine.',
  access: 'member',
  changesState: false,
  input: requestBody({ planNo }),
  output: planSchema,
});

export const GetRestructuringPlanList = defineOperation({
  name: 'GetRestructuringPlanList',
  domain: 'restructuring',
  summary: 'Üyenin yapılandırma planları, en yenisi önce.',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({ plans: z.array(planSummarySchema) }),
});
