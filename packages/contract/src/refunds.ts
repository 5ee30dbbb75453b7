import { z } from 'zod';
import './zod-config';
import { orderNoPattern, paymentStates } from './payments';
import { defineOperation, requestBody } from './operation';
import { refundApproverRoles, revenueDeskRoles } from './staff';

// Refunds through the bank (decision 083): the revenue desk gives a card payment's money back with
// the bank's own call — Void on the sale's day (whole only), Credit after the bank's end of day (whole
// or part) — with a reason; above the settings' RefundApprovalLimitKurus a second person approves.

export const refundKinds = ['void', 'refund'] as const;
export type RefundKind = (typeof refundKinds)[number];

export const refundStates = [
  'requested',
  'awaiting_approval',
  'sending',
  'succeeded',
  'failed',
  'unknown',
  'rejected',
] as const;
export type RefundState = (typeof refundStates)[number];

export const refundKindNames: Record<RefundKind, string> = { void: 'İptal', refund: 'İade' };

export const refundStateNames: Record<RefundState, string> = {
  requested: 'İstendi',
  awaiting_approval: 'Onay bekliyor',
  sending: 'Bankaya gönderiliyor',
  succeeded: 'Bankaca yapıldı',
  failed: 'Banka reddetti',
  unknown: 'Sonuç bankaya soruluyor',
  rejected: 'Onaylanmadı',
};

/** A collected order can be given back by Credit this many days after its sale (unconfirmed per bank). */
export const refundWindowDays = 365;

export const refundMessages = {
  orderNotFound: 'Bu numarayla bir ödeme yok.',
  notRefundable: 'Bu ödeme iade edilemez: yalnızca iade bekleyen ya da tahsil edilmiş kartlı ödemeler iade edilir.',
  outsideWindow: 'Bu ödemenin banka iade süresi geçmiş; iadeyi bankayla görüşerek yapınız.',
  overRefund: 'İade tutarı iade edilebilecek tutardan ({remaining}) fazla olamaz.',
  voidNotToday:
    'İptal yalnızca satışın yapıldığı gün, bankanın gün sonundan önce yapılabilir; sonraki günlerde iade seçiniz.',
  voidWhole: 'İptal yalnızca ödemenin tamamı için yapılabilir.',
  inProgress: 'Bu ödeme için sonuçlanmamış bir iade var; önce o sonuçlanmalı.',
  refundNotFound: 'Onay bekleyen böyle bir iade yok; başka biri sonuçlandırmış olabilir.',
  sameApprover: 'İadeyi isteyen kişi kendi isteğini onaylayamaz; başka bir yetkili onaylamalıdır.',
  approverRole: 'Bu iadeyi yalnızca gelir şefi ya da yönetici onaylayabilir.',
  bankRefused: 'Banka iadeyi yapmadı: {message}. Hiçbir kayıt değişmedi.',
  bankUnknown: 'Bankadan yanıt alınamadı; iade bankaya soruluyor, yeniden gönderilmeyecek.',
  restructured:
    'Bu ödemenin kapattığı borç sonradan yapılandırmaya alındı: iade borcu yeniden açamayacağı için masadan yapılamaz. Gelir servisi iadeyi yapılandırmayla birlikte değerlendirmelidir.',
  debtInPayment:
    'Bu ödemenin kapattığı borç için şu anda başka bir ödeme bankada; o sonuçlanınca iadeyi yeniden deneyiniz.',
} as const;

const orderNo = z.string({ error: 'Sipariş numarası zorunludur.' }).regex(orderNoPattern, 'Sipariş numarası geçersiz.');
const refundId = z.number({ error: 'İade seçiniz.' }).int('İade seçiniz.').positive('İade seçiniz.');
const reason = z
  .string({ error: 'İade gerekçesi zorunludur.' })
  .trim()
  .min(5, 'İade gerekçesini en az 5 karakterle yazınız.')
  .max(500, 'İade gerekçesi en fazla 500 karakter olabilir.');

export const refundSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(refundKinds),
  amountKurus: z.number().int(),
  reason: z.string(),
  state: z.enum(refundStates),
  requestedBy: z.string(),
  /** The requester's staff id: the desk hides the approve buttons from them (the API refuses anyway). */
  requestedById: z.number().int(),
  requestedAt: z.string(),
  approvedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The bank's reference of the refund and its answer, masked: never a card number. */
  bankReference: z.string().nullable(),
  bankMessage: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** An order as the refund desk sees it: what was paid, what is already back, what may still go back. */
export const refundableOrderSchema = z.object({
  orderNo: z.string(),
  state: z.enum(paymentStates),
  bankName: z.string(),
  amountKurus: z.number().int(),
  refundedKurus: z.number().int(),
  remainingKurus: z.number().int(),
  maskedPan: z.string().nullable(),
  /** Masked: the citizen's name, never the TCKN. */
  payerName: z.string(),
  paidAt: z.string().nullable(),
  /** Void is possible today (the sale's own day), Credit only after the bank's end of day. */
  voidable: z.boolean(),
  refundable: z.boolean(),
  reason: z.string().nullable(),
});
export type RefundableOrder = z.infer<typeof refundableOrderSchema>;

export const RequestPaymentRefund = defineOperation({
  name: 'RequestPaymentRefund',
  domain: 'payments',
  summary:
    'Gelir masası: bir kartlı ödemenin tamamını ya da bir kısmını bankanın kendi çağrısıyla iade eder (aynı gün iptal, gün sonundan sonra iade). Sınırın üstündeki tutar ikinci bir yetkilinin onayını bekler.',
  access: 'staff',
  staffRoles: revenueDeskRoles,
  changesState: true,
  input: requestBody({
    orderNo,
    kind: z.enum(refundKinds, { error: 'İptal ya da iade seçiniz.' }),
    amountKurus: z
      .number({ error: 'İade tutarı zorunludur.' })
      .int('İade tutarı kuruş olarak tam sayı olmalıdır.')
      .positive('İade tutarı sıfırdan büyük olmalıdır.'),
    reason,
  }),
  output: z.object({ refund: refundSchema, order: refundableOrderSchema }),
});

export const ApprovePaymentRefund = defineOperation({
  name: 'ApprovePaymentRefund',
  domain: 'payments',
  summary:
    'Gelir şefi ya da yönetici: onay bekleyen bir iadeyi onaylar ve bankaya gönderir (isteyen kişi onaylayamaz).',
  access: 'staff',
  staffRoles: refundApproverRoles,
  changesState: true,
  input: requestBody({ id: refundId }),
  output: z.object({ refund: refundSchema, order: refundableOrderSchema }),
});

export const RejectPaymentRefund = defineOperation({
  name: 'RejectPaymentRefund',
  domain: 'payments',
  summary: 'Gelir şefi ya da yönetici: onay bekleyen bir iadeyi gerekçesiyle reddeder; bankaya bir şey gönderilmez.',
  access: 'staff',
  staffRoles: refundApproverRoles,
  changesState: true,
  input: requestBody({ id: refundId, note: reason }),
  output: z.object({ refund: refundSchema }),
});

export const GetPaymentRefunds = defineOperation({
  name: 'GetPaymentRefunds',
  domain: 'payments',
  summary:
    'Gelir masası: iade bekleyen ödemeler, onay bekleyen ve son iadeler; sipariş numarasıyla o ödemenin iadeleri ve iade edilebilecek tutarı.',
  access: 'staff',
  staffRoles: revenueDeskRoles,
  changesState: false,
  input: requestBody({ orderNo: orderNo.optional() }),
  output: z.object({
    refundNeeded: z.array(refundableOrderSchema),
    awaitingApproval: z.array(refundSchema),
    recent: z.array(refundSchema),
    /** With orderNo: the order and its refunds. */
    order: refundableOrderSchema.nullable(),
    orderRefunds: z.array(refundSchema),
    approvalLimitKurus: z.number().int(),
  }),
});
