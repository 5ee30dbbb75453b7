import { z } from 'zod';
import './zod-config';
import { defineOperation, requestBody } from './operation';

// Debts: accruals (tahakkuk), collections (tahsilat), subscriptions (SPEC §7 "Subscriptions and debts").

export const debtSchema = z.object({
  accrualId: z.number().int(),
  revenueCode: z.string(),
  revenueName: z.string(),
  year: z.number().int(),
  installment: z.number().int(),
  /** The last day to pay without interest: the accrued due date moved off a weekend or holiday (VUK art. 18). */
  dueDate: z.string(),
  /** The due date as accrued; differs from `dueDate` when that day was not a working day. */
  originalDueDate: z.string(),
  description: z.string(),
  subscriberNo: z.string().nullable(),
  /** What is left of the principal. */
  principalKurus: z.number().int(),
  /** Gecikme zammı to today (Law 6183 art. 51); null when the office has to work it out (`needsOffice`). */
  interestKurus: z.number().int().nullable(),
  totalKurus: z.number().int().nullable(),
  /**
   * The rules cannot compute its interest (a due date before the first known rate, or in a year
   * whose holidays are not loaded): the citizen is sent to the office and cannot pay it online.
   */
  needsOffice: z.boolean(),
  overdue: z.boolean(),
  /** An online payment for it is under way; it cannot be selected again until that ends. */
  inPayment: z.boolean(),
});
export type Debt = z.infer<typeof debtSchema>;

/** A group's and the list's sums cover the debts whose amount is known; `needsOffice` debts are left out. */
export const debtGroupSchema = z.object({
  revenueCode: z.string(),
  revenueName: z.string(),
  year: z.number().int(),
  principalKurus: z.number().int(),
  interestKurus: z.number().int(),
  totalKurus: z.number().int(),
  debts: z.array(debtSchema),
});

export const debtListSchema = z.object({
  /** The day the interest was computed to (Istanbul date). */
  asOf: z.string(),
  groups: z.array(debtGroupSchema),
  principalKurus: z.number().int(),
  interestKurus: z.number().int(),
  totalKurus: z.number().int(),
});
export type DebtList = z.infer<typeof debtListSchema>;

export const accrualSchema = z.object({
  accrualId: z.number().int(),
  revenueCode: z.string(),
  revenueName: z.string(),
  year: z.number().int(),
  installment: z.number().int(),
  /** As in a debt: moved off a weekend or holiday (VUK art. 18) when the calendar knows the year. */
  dueDate: z.string(),
  originalDueDate: z.string(),
  description: z.string(),
  principalKurus: z.number().int(),
  paidKurus: z.number().int(),
  /** restructured: taken into a plan, owed through its installments; cancelled: a broken plan's installment. */
  status: z.enum(['open', 'partial', 'paid', 'restructured', 'cancelled']),
});

export const collectionSchema = z.object({
  collectionId: z.number().int(),
  receiptNo: z.string(),
  collectedAt: z.string(),
  typeCode: z.number().int(),
  channel: z.string(),
  orderNo: z.string().nullable(),
  totalKurus: z.number().int(),
  lines: z.array(
    z.object({
      accrualId: z.number().int(),
      description: z.string(),
      principalKurus: z.number().int(),
      interestKurus: z.number().int(),
    }),
  ),
});

export const subscriptionSchema = z.object({
  subscriberNo: z.string(),
  type: z.enum(['G', 'Y', 'T', 'K', 'D']),
  typeName: z.string(),
  service: z.string(),
  address: z.string(),
  status: z.enum(['active', 'cancelled']),
  startedAt: z.string(),
});

const year = z
  .number({ error: 'Yıl sayı olmalıdır.' })
  .int()
  .min(2000, 'Yıl 2000 veya sonrası olmalıdır.')
  .max(2100, 'Yıl geçersiz.');
const subscriberNo = z
  .string({ error: 'Abone numarası zorunludur.' })
  .trim()
  .regex(/^\d{4,12}$/, 'Abone numarası 4–12 haneli bir sayıdır.');
const revenueCode = z
  .string({ error: 'Gelir türü zorunludur.' })
  .trim()
  .regex(/^[A-Z_]{2,20}$/, 'Gelir türü kodu geçersiz.');

export const GetDebtListForEMunicipality = defineOperation({
  name: 'GetDebtListForEMunicipality',
  domain: 'debts',
  summary: 'Açık borçlar; gelir türü ve yıla göre gruplanmış, bugüne kadar işlemiş gecikme zammı ile.',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: debtListSchema,
});

export const GetDebtListWithRevenueCode = defineOperation({
  name: 'GetDebtListWithRevenueCode',
  domain: 'debts',
  summary: 'Bir gelir türünün açık borçları (ör. EMLAK).',
  access: 'member',
  changesState: false,
  input: requestBody({ revenueCode }),
  output: debtListSchema,
});

export const GetDebtListWithFeeCodes = defineOperation({
  name: 'GetDebtListWithFeeCodes',
  domain: 'debts',
  summary: 'Ücret türlerinin (harç, ceza, su…) açık borçları; kod verilmezse bütün ücretler.',
  access: 'member',
  changesState: false,
  input: requestBody({ feeCodes: z.array(revenueCode).max(20).default([]) }),
  output: debtListSchema,
});

export const GetAccrumentListForEMunicipality = defineOperation({
  name: 'GetAccrumentListForEMunicipality',
  domain: 'debts',
  summary: 'Bütün tahakkuklar (ödenmiş ve açık), isteğe bağlı olarak bir yılın.',
  access: 'member',
  changesState: false,
  input: requestBody({ year: year.optional() }),
  output: z.object({ accruals: z.array(accrualSchema) }),
});

export const GetCollectedList = defineOperation({
  name: 'GetCollectedList',
  domain: 'debts',
  summary: 'Geçmiş tahsilatlar, makbuz numaralarıyla.',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({ collections: z.array(collectionSchema) }),
});

export const GetSubscriptionList = defineOperation({
  name: 'GetSubscriptionList',
  domain: 'debts',
  summary: 'Üyenin abonelikleri (su).',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({ subscriptions: z.array(subscriptionSchema) }),
});

export const GetSubscriberListByIdentityNumber = defineOperation({
  name: 'GetSubscriberListByIdentityNumber',
  domain: 'debts',
  summary: 'Oturumdaki kişinin kimlik numarasına kayıtlı abonelikler (yalnızca kendi numarası).',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({ subscriptions: z.array(subscriptionSchema) }),
});

export const GetSubscriberAddressString = defineOperation({
  name: 'GetSubscriberAddressString',
  domain: 'debts',
  summary: 'Bir aboneliğin adresi; yalnızca abonenin kendisine.',
  access: 'member',
  changesState: false,
  input: requestBody({ subscriberNo }),
  output: z.object({ address: z.string() }),
});

export const ValidateSubscriberNo = defineOperation({
  name: 'ValidateSubscriberNo',
  domain: 'debts',
  summary: 'Abone numarasının oturumdaki kişiye ait, etkin bir abonelik olup olmadığı.',
  access: 'member',
  changesState: false,
  input: requestBody({ subscriberNo }),
  output: z.object({ valid: z.boolean(), status: z.enum(['active', 'cancelled']).nullable() }),
});
