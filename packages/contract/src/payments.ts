import { z } from 'zod';
import './zod-config';
import { calendarDay } from './calendar-day';
import { debtListSchema } from './debts';
import { taxIdentitySchema, tcknSchema } from './identity';
import { defineOperation, requestBody } from './operation';
import { paymentStates } from './payment-states';

// Card payments with 3D Secure (SPEC §7 "Online payment", domain/payments.md).

/** SPEC §9 merchant codes and the bank window (route) each one uses. */
export const banks = {
  '0010': { name: 'Ziraat Bankası', windowPath: '/ziraat-banka' },
  '0015': { name: 'VakıfBank', windowPath: '/vakif-banka' },
  '0064': { name: 'Türkiye İş Bankası', windowPath: '/payment-is-bank' },
  '0012': { name: 'Halkbank', windowPath: '/payment-other-banks' },
} as const;
export type BankCode = keyof typeof banks;

/** SPEC §9 card brands. */
export const cardBrands = { visa: '100', master: '200' } as const;

export { paymentStateNames, paymentStates, type PaymentState } from './payment-states';

/** Luhn check digit (ISO/IEC 7812). */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 15 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Visa starts with 4; Mastercard with 51–55 or 2221–2720. Others are not accepted here. */
export function cardBrandOf(value: string): keyof typeof cardBrands | null {
  const digits = value.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'master';
  return null;
}

export const cardSchema = z
  .object({
    cardNumber: z
      .string({ error: 'Kart numarası zorunludur.' })
      .max(40, 'Kart numarası çok uzun.')
      .transform((value) => value.replace(/\D/g, ''))
      .pipe(
        z
          .string()
          .min(15, 'Kart numarası eksik.')
          .max(19, 'Kart numarası çok uzun.')
          .refine(isValidCardNumber, 'Kart numarası geçersiz.')
          .refine((v) => cardBrandOf(v) !== null, 'Yalnızca Visa ve Mastercard kabul edilir.'),
      ),
    expiryMonth: z
      .number({ error: 'Son kullanma ayı zorunludur.' })
      .int()
      .min(1, 'Son kullanma ayı 1–12 arasında olmalıdır.')
      .max(12, 'Son kullanma ayı 1–12 arasında olmalıdır.'),
    expiryYear: z
      .number({ error: 'Son kullanma yılı zorunludur.' })
      .int()
      .min(2000, 'Son kullanma yılı geçersiz.')
      .max(2100, 'Son kullanma yılı geçersiz.'),
    cvv: z
      .string({ error: 'Güvenlik kodu zorunludur.' })
      .regex(/^\d{3,4}$/, 'Güvenlik kodu 3 veya 4 haneli olmalıdır.'),
    cardHolder: z.string().trim().max(60, 'Kart sahibi adı en fazla 60 karakter olabilir.').optional(),
  })
  .superRefine((card, context) => {
    const now = new Date();
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (card.expiryYear * 12 + card.expiryMonth < thisMonth)
      context.addIssue({ code: 'custom', message: 'Kartın son kullanma tarihi geçmiş.', path: ['expiryYear'] });
  });
export type CardInput = z.input<typeof cardSchema>;

/** A bank order number (NestPay oid ≤ 64 alphanumeric); ours are EB + date + 16 hex digits. */
export const orderNoPattern = /^[A-Za-z0-9]{8,64}$/;
const orderNo = z.string({ error: 'Sipariş numarası zorunludur.' }).regex(orderNoPattern, 'Sipariş numarası geçersiz.');
const accrualIds = z
  .array(z.number().int().positive(), { error: 'Ödenecek borçları seçiniz.' })
  .min(1, 'En az bir borç seçiniz.')
  .max(100, 'Bir seferde en fazla 100 borç ödenebilir.')
  .refine((ids) => new Set(ids).size === ids.length, 'Aynı borç iki kez seçilmiş.');

export const paymentItemSchema = z.object({
  accrualId: z.number().int(),
  description: z.string(),
  principalKurus: z.number().int(),
  interestKurus: z.number().int(),
});

export const paymentSummarySchema = z.object({
  orderNo: z.string(),
  state: z.enum(paymentStates),
  amountKurus: z.number().int(),
  bankName: z.string(),
  items: z.array(paymentItemSchema),
  maskedPan: z.string().nullable(),
  receiptNo: z.string().nullable(),
  /** A sentence for the person: why it failed and what to do, or that it is still being checked. */
  message: z.string(),
  createdAt: z.string(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/**
 * A form the browser sends to the bank (or to its ACS): the hand-over to 3D Secure. Posted, except
 * where the bank's page is opened with GET (Vakıfbank Common Payment: CommonPaymentUrl?Ptkn=…).
 */
export const gatewayFormSchema = z.object({
  url: z.string(),
  method: z.enum(['get', 'post']).optional(),
  fields: z.record(z.string(), z.string()),
});

export const GetActiveMerchantBankInfo = defineOperation({
  name: 'GetActiveMerchantBankInfo',
  domain: 'payments',
  summary:
    'Belediyenin çalıştığı banka ve ödeme penceresi; kart bilgisinin bankanın sayfasında mı buradaki formda mı girileceği.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({
    merchantCode: z.string(),
    bankName: z.string(),
    windowPath: z.string(),
    storeType: z.string(),
    cardEntry: z.enum(['bank_page', 'this_page']),
  }),
});

export const IsOnlinePaymentAccrumentsTriedBefore = defineOperation({
  name: 'IsOnlinePaymentAccrumentsTriedBefore',
  domain: 'payments',
  summary: 'Seçilen borçlardan biri için sürmekte olan bir çevrimiçi ödeme var mı?',
  access: 'public',
  changesState: false,
  input: requestBody({ accrualIds }),
  output: z.object({ triedBefore: z.boolean(), openOrderNo: z.string().nullable() }),
});

export const CheckRegistryUnpaidOnlinePayment = defineOperation({
  name: 'CheckRegistryUnpaidOnlinePayment',
  domain: 'payments',
  summary: 'Sonucu henüz kesinleşmemiş çevrimiçi ödemeler.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({ payments: z.array(paymentSummarySchema) }),
});

export const GetOrderNumberForOnlinePayment = defineOperation({
  name: 'GetOrderNumberForOnlinePayment',
  domain: 'payments',
  summary:
    'Seçilen borçlar için sipariş numarası ayırır ve ödeme denemesini bankaya gitmeden önce kaydeder; tutar bugünkü gecikme zammıyla sabitlenir.',
  access: 'public',
  changesState: true,
  input: requestBody({ accrualIds }),
  output: paymentSummarySchema,
});

export const GetOnlinePaymentAccrumentList = defineOperation({
  name: 'GetOnlinePaymentAccrumentList',
  domain: 'payments',
  summary: 'Bir ödeme denemesinin kalemleri.',
  access: 'public',
  changesState: false,
  input: requestBody({ orderNo }),
  output: paymentSummarySchema,
});

export const SaveOnlinePaymentRequest = defineOperation({
  name: 'SaveOnlinePaymentRequest',
  domain: 'payments',
  summary:
    'Bankaya gönderilecek formu hazırlar (3D Secure). Ortak ödeme sayfası modelinde kart bilgisi istenmez; diğerlerinde kart yalnızca bellekte tutulur, hiçbir yere yazılmaz.',
  access: 'public',
  changesState: true,
  input: requestBody({ orderNo, card: cardSchema.optional() }),
  output: z.object({ gateway: gatewayFormSchema }),
});

export const QueryOnlinePaymentOrderStatus = defineOperation({
  name: 'QueryOnlinePaymentOrderStatus',
  domain: 'payments',
  summary: 'Bir ödemenin durumu; sonucu belirsizse bankaya sorulur (asla yeniden çekim yapılmaz).',
  access: 'public',
  changesState: false,
  input: requestBody({ orderNo }),
  output: paymentSummarySchema,
});

export const ControlCollection = defineOperation({
  name: 'ControlCollection',
  domain: 'payments',
  summary: 'Ödemenin tahsilata işlenip işlenmediği ve makbuz numarası.',
  access: 'public',
  changesState: false,
  input: requestBody({ orderNo }),
  output: z.object({ collected: z.boolean(), receiptNo: z.string().nullable() }),
});

export const CreateCollectionInfoReportForEMunicipality = defineOperation({
  name: 'CreateCollectionInfoReportForEMunicipality',
  domain: 'payments',
  summary: 'Tahsilat makbuzunun (PDF) adresi; makbuz işlenmiş tahsilattan üretilir.',
  access: 'public',
  changesState: false,
  input: requestBody({ orderNo }),
  output: z.object({ receiptUrl: z.string(), receiptNo: z.string() }),
});

// Paying without signing in (SPEC §2 /FastPayment, /FastPaymentForMatrimony).

export const fastPaymentQueryResultSchema = z.object({
  /** Only the masked name: nothing else personal is shown before sign-in. */
  maskedName: z.string(),
  debts: debtListSchema,
});

export const QueryDebtsForFastPayment = defineOperation({
  name: 'QueryDebtsForFastPayment',
  domain: 'payments',
  summary:
    'Giriş yapmadan borç sorgulama: kimlik/vergi numarası ve ALTCHA ile maskeli ad ve açık borçlar; 30 dakikalık ödeme izni (çerez) verir.',
  access: 'public',
  changesState: false,
  input: requestBody({
    ID: taxIdentitySchema,
    altcha: z
      .string({ error: 'Lütfen gerçek kişi olduğunuzu doğrulayınız.' })
      .min(1, 'Lütfen gerçek kişi olduğunuzu doğrulayınız.')
      .max(8000),
  }),
  output: fastPaymentQueryResultSchema,
});

export const matrimonyFeeSchema = z.object({ code: z.string(), name: z.string(), amountKurus: z.number().int() });

export const GetMatrimonyFees = defineOperation({
  name: 'GetMatrimonyFees',
  domain: 'payments',
  summary: 'Nikâh ücreti tarifesi (belediyenin parametrelerinden).',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({ fees: z.array(matrimonyFeeSchema) }),
});

const personName = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .min(2, `${label} zorunludur.`)
    .max(100, `${label} en fazla 100 karakter olabilir.`)
    .regex(/^[\p{L}][\p{L} .'-]*$/u, `${label} yalnızca harf içerebilir.`);

export const CreateMatrimonyFeeAccrual = defineOperation({
  name: 'CreateMatrimonyFeeAccrual',
  domain: 'payments',
  summary: 'Nikâh ücreti için tahakkuk oluşturur (başvuru sahibi adına); ardından kartla ödenir.',
  access: 'public',
  changesState: true,
  input: requestBody({
    feeCode: z.string({ error: 'Nikâh türünü seçiniz.' }).min(1, 'Nikâh türünü seçiniz.').max(40),
    applicantTckn: tcknSchema,
    applicantName: personName('Başvuru sahibinin adı soyadı'),
    spouseTckn: tcknSchema,
    spouseName: personName('Eşin adı soyadı'),
    ceremonyDate: calendarDay('Nikâh tarihi'),
    altcha: z
      .string({ error: 'Lütfen gerçek kişi olduğunuzu doğrulayınız.' })
      .min(1, 'Lütfen gerçek kişi olduğunuzu doğrulayınız.')
      .max(8000),
  }).refine((value) => value.applicantTckn !== value.spouseTckn, {
    message: 'Eşlerin kimlik numaraları farklı olmalıdır.',
    path: ['spouseTckn'],
  }),
  output: z.object({ accrualId: z.number().int(), amountKurus: z.number().int(), description: z.string() }),
});
