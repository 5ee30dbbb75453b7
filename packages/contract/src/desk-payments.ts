import { z } from 'zod';
import './zod-config';
import { calendarDay } from './calendar-day';
import { defineOperation, requestBody } from './operation';
import { banks, orderNoPattern, paymentStates } from './payments';
import { revenueDeskRoles } from './staff';

// Payments at the revenue office's desk (decision 082): card orders found by their numbers, the payer's
// T.C. Kimlik No / Vergi No, the day they started (Istanbul), the bank, the state and the amount; an
// order's page with its lines, its state changes and what the bank said (masked); the same filtered list
// as CSV and XLSX. A search by identity number and every order's page is a read of a citizen's data,
// recorded in the staff audit trail with the citizen.

export const deskPaymentChannelNames = {
  member: 'Üye girişiyle',
  fast: 'Hızlı ödeme',
  matrimony: 'Evlendirme ücreti',
} as const;

export const deskPaymentMessages = {
  notFound: 'Bu numarayla bir ödeme yok.',
  noReceipt: 'Bu ödeme için makbuz yok.',
  daysReversed: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  amountsReversed: 'En çok tutar en az tutardan küçük olamaz.',
  tooMany: 'Süzgece uyan ödeme dışa aktarılabilecek sayıyı aşıyor; tarih aralığını daraltınız.',
} as const;

/** Rows in one page of the list. */
export const deskPaymentPageSize = 25;
/** Rows in one exported file; a longer list is exported in parts (by date range). */
export const deskPaymentExportLimit = 10_000;

const bankCodes = Object.keys(banks) as [keyof typeof banks, ...(keyof typeof banks)[]];

const amountKurus = (label: string) =>
  z
    .number({ error: `${label} geçersiz.` })
    .int(`${label} kuruş olarak tam sayı olmalıdır.`)
    .min(0, `${label} sıfırdan küçük olamaz.`)
    .max(100_000_000_000, `${label} çok büyük.`)
    .optional();

/** The list's filters, shared by the search, the CSV and XLSX downloads and the desk's form. */
export const deskPaymentFilterShape = {
  orderNo: z
    .string({ error: 'Sipariş numarası metin olmalıdır.' })
    .trim()
    .regex(orderNoPattern, 'Sipariş numarası 8–64 harf ve rakamdan oluşur.')
    .optional(),
  receiptNo: z
    .string({ error: 'Makbuz numarası metin olmalıdır.' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, 'Makbuz numarası yalnızca harf, rakam ve tire içerebilir.')
    .optional(),
  /** The payer's T.C. Kimlik No (11 digits) or Vergi No (10): exact, never a prefix. */
  identityNo: z
    .string({ error: 'T.C. Kimlik No / Vergi No metin olmalıdır.' })
    .trim()
    .regex(/^\d{10,11}$/, 'T.C. Kimlik No 11, Vergi No 10 haneli olmalıdır.')
    .optional(),
  /** Istanbul days the order was started in, both included. */
  from: calendarDay('Başlangıç tarihi').optional(),
  to: calendarDay('Bitiş tarihi').optional(),
  bankCode: z.enum(bankCodes, { error: 'Listeden bir banka seçiniz.' }).optional(),
  state: z.enum(paymentStates, { error: 'Listeden bir durum seçiniz.' }).optional(),
  minAmountKurus: amountKurus('En az tutar'),
  maxAmountKurus: amountKurus('En çok tutar'),
};

type FilterValues = {
  from?: string;
  to?: string;
  minAmountKurus?: number;
  maxAmountKurus?: number;
};

/** The checks across fields, the same wherever the filters are read. */
function checkRanges(filter: FilterValues, context: z.core.$RefinementCtx) {
  if (filter.from && filter.to && filter.to < filter.from)
    context.addIssue({ code: 'custom', message: deskPaymentMessages.daysReversed, path: ['to'] });
  if (
    filter.minAmountKurus !== undefined &&
    filter.maxAmountKurus !== undefined &&
    filter.maxAmountKurus < filter.minAmountKurus
  )
    context.addIssue({ code: 'custom', message: deskPaymentMessages.amountsReversed, path: ['maxAmountKurus'] });
}

export const deskPaymentFilterSchema = z.object(deskPaymentFilterShape).superRefine(checkRanges);
export type DeskPaymentFilter = z.infer<typeof deskPaymentFilterSchema>;

export const deskPaymentRowSchema = z.object({
  orderNo: z.string(),
  receiptNo: z.string().nullable(),
  createdAt: z.string(),
  collectedAt: z.string().nullable(),
  state: z.enum(paymentStates),
  stateName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  amountKurus: z.number().int(),
  payerName: z.string(),
  /** 123******01: enough to tell two payers apart on the screen. */
  payerIdentityMasked: z.string(),
});
export type DeskPaymentRow = z.infer<typeof deskPaymentRowSchema>;

export const SearchDeskPayments = defineOperation({
  name: 'SearchDeskPayments',
  domain: 'payments',
  summary:
    'Gelir masası: kartlı ödemeleri sipariş, makbuz, T.C. Kimlik / Vergi No, tarih aralığı (İstanbul), banka, durum ve tutara göre arar; en yenisi önce, sayfa sayfa. Kimlik numarasıyla arama kişisel veri okuması olarak kaydedilir.',
  access: 'staff',
  staffRoles: revenueDeskRoles,
  changesState: false,
  input: requestBody({
    ...deskPaymentFilterShape,
    page: z
      .number({ error: 'Sayfa numarası geçersiz.' })
      .int('Sayfa numarası geçersiz.')
      .min(0, 'Sayfa numarası geçersiz.')
      .max(10_000, 'Sayfa numarası geçersiz.')
      .default(0),
  }).superRefine(checkRanges),
  output: z.object({
    payments: z.array(deskPaymentRowSchema),
    total: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const deskPaymentLineSchema = z.object({
  accrualId: z.number().int(),
  accrualNo: z.string().nullable(),
  description: z.string(),
  revenueCode: z.string(),
  year: z.number().int(),
  installment: z.number().int(),
  principalKurus: z.number().int(),
  interestKurus: z.number().int(),
});

/** One field of what was kept of a bank message, masked where it is a card number or a secret. */
export const deskPaymentFieldSchema = z.object({ name: z.string(), value: z.string() });

export const deskPaymentEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  fromState: z.enum(paymentStates).nullable(),
  toState: z.enum(paymentStates),
  toStateName: z.string(),
  /** Where the change came from: the bank's return, a status query, the sale call, the job… */
  source: z.string(),
  fields: z.array(deskPaymentFieldSchema),
});
export type DeskPaymentEvent = z.infer<typeof deskPaymentEventSchema>;

export const deskPaymentSchema = z.object({
  orderNo: z.string(),
  state: z.enum(paymentStates),
  stateName: z.string(),
  channel: z.enum(['member', 'fast', 'matrimony']),
  channelName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  storeType: z.string(),
  amountKurus: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  maskedPan: z.string().nullable(),
  authCode: z.string().nullable(),
  hostRefNum: z.string().nullable(),
  transId: z.string().nullable(),
  errorMessage: z.string().nullable(),
  payer: z.object({ name: z.string(), identityMasked: z.string(), registryNo: z.string().nullable() }),
  receipt: z
    .object({
      receiptNo: z.string(),
      collectedAt: z.string(),
      totalKurus: z.number().int(),
      /** The PDF for staff (GET, role-checked, recorded). */
      url: z.string(),
    })
    .nullable(),
  lines: z.array(deskPaymentLineSchema),
  events: z.array(deskPaymentEventSchema),
});
export type DeskPayment = z.infer<typeof deskPaymentSchema>;

export const GetDeskPayment = defineOperation({
  name: 'GetDeskPayment',
  domain: 'payments',
  summary:
    'Gelir masası: bir siparişin ödediği borçlar (asıl ve gecikme zammı), her durum değişikliği, bankayla yazışmadan saklananlar (kart numarası ve gizli alanlar maskeli) ve makbuzu. Kişisel veri okuması olarak kaydedilir.',
  access: 'staff',
  staffRoles: revenueDeskRoles,
  changesState: false,
  input: requestBody({
    orderNo: z
      .string({ error: 'Sipariş numarası zorunludur.' })
      .trim()
      .regex(orderNoPattern, 'Sipariş numarası 8–64 harf ve rakamdan oluşur.'),
  }),
  output: deskPaymentSchema,
});

/** The exports' column headings, in order (GET /api/desk-payments.csv and .xlsx). */
export const deskPaymentExportHeadings = [
  'Sipariş No',
  'Makbuz No',
  'Başlama Zamanı',
  'Tahsilat Zamanı',
  'Durum',
  'Banka',
  'Ödeyen',
  'T.C. Kimlik / Vergi No',
  'Tutar (TL)',
] as const;
