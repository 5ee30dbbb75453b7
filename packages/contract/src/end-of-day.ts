import { z } from 'zod';
import './zod-config';
import { calendarDay } from './calendar-day';
import { defineOperation, requestBody } from './operation';
import { banks } from './payments';
import { reconciliationDifferenceKinds } from './reconciliation';
import { refundApproverRoles, revenueDeskRoles } from './staff';

// The end of day (decision 084): per bank and Istanbul day, the portal's card collections beside the
// bank's own list of the day's sales (its day-level query) and beside what the revenue system
// acknowledged; every difference with the order behind it; the day closed once by a named person.
// The differences reuse the daily reconciliation's kinds, titles and "what to do" sentences.

/** The kinds an end of day lists: the reconciliation's, those that can be seen from a day's two lists. */
export const endOfDayDifferenceKinds = [
  'bank_has_no_sale',
  'sale_not_collected',
  'amount_differs',
  'not_acknowledged',
] as const satisfies readonly (typeof reconciliationDifferenceKinds)[number][];
export type EndOfDayDifferenceKind = (typeof endOfDayDifferenceKinds)[number];

export const endOfDayMessages = {
  bankRequired: 'Banka seçiniz.',
  futureDay: 'Henüz bitmemiş bir günün sonu alınamaz; bugün ya da daha önceki bir günü seçiniz.',
  alreadyClosed: 'Bu banka ve gün daha önce kapatıldı; bir gün yalnızca bir kez kapatılır.',
  noteRequired: 'Açık farklar varken gün ancak ne yapıldığını anlatan bir notla kapatılabilir (en az 5 karakter).',
  noteTooShort: 'Not en az 5 karakter olmalıdır.',
  noteTooLong: 'Not en fazla 1000 karakter olabilir.',
  bankUnreachable: 'Banka günün işlem listesini vermedi; banka düzelince yeniden deneyiniz. Gün kapatılmadı.',
} as const;

const bankCodes = Object.keys(banks) as [keyof typeof banks, ...(keyof typeof banks)[]];

const bankCode = z.enum(bankCodes, { error: endOfDayMessages.bankRequired });

const sideTotalsSchema = z.object({ count: z.number().int(), totalKurus: z.number().int() });
export type EndOfDaySide = z.infer<typeof sideTotalsSchema>;

export const endOfDayDifferenceSchema = z.object({
  kind: z.enum(endOfDayDifferenceKinds),
  title: z.string(),
  orderNo: z.string(),
  receiptNo: z.string().nullable(),
  /** What the portal collected for the order; null when it collected nothing. */
  portalKurus: z.number().int().nullable(),
  /** What the bank's day list shows as sold; null when the bank lists no sale. */
  bankKurus: z.number().int().nullable(),
  detail: z.string(),
  action: z.string(),
});
export type EndOfDayDifference = z.infer<typeof endOfDayDifferenceSchema>;

export const endOfDayCloseSchema = z.object({
  closedAt: z.string(),
  closedBy: z.string(),
  openDifferences: z.number().int(),
  note: z.string().nullable(),
  portal: sideTotalsSchema,
  bank: sideTotalsSchema,
  acknowledged: sideTotalsSchema,
});
export type EndOfDayClose = z.infer<typeof endOfDayCloseSchema>;

export const endOfDaySchema = z.object({
  day: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** The portal's card collections that day at this bank. */
  portal: sideTotalsSchema,
  /** The bank's own list of the day's approved sales (a sale voided that day is not on it). */
  bank: sideTotalsSchema,
  /** The voids and refunds the bank made that day through the desk: money given back, beside the columns. */
  refunds: sideTotalsSchema,
  /** Of the portal's collections, those the revenue system acknowledged. */
  acknowledged: sideTotalsSchema,
  differences: z.array(endOfDayDifferenceSchema),
  /** open: may be closed; late: not closed after its next working day; closed: see `close`. */
  status: z.enum(['open', 'late', 'closed']),
  /** The day's next working day: closed after it, the day shows as late. */
  dueBy: z.string(),
  close: endOfDayCloseSchema.nullable(),
  /** Earlier days at this bank with collections, past their next working day and not closed (last 31 days). */
  lateDays: z.array(z.string()),
});
export type EndOfDay = z.infer<typeof endOfDaySchema>;

const note = z
  .string({ error: endOfDayMessages.noteTooShort })
  .trim()
  .max(1000, endOfDayMessages.noteTooLong)
  .refine((text) => text === '' || text.length >= 5, endOfDayMessages.noteTooShort);

export const EndOfDayGetDay = defineOperation({
  name: 'EndOfDayGetDay',
  domain: 'payments',
  summary:
    'Gelir masası: seçilen banka ve günün (İstanbul) portal tahsilatları, bankanın gün listesi ve gelir sisteminin onayları; her fark siparişiyle.',
  access: 'staff',
  staffRoles: [...revenueDeskRoles],
  changesState: false,
  input: requestBody({ bankCode, day: calendarDay('Gün') }),
  output: endOfDaySchema,
});

export const EndOfDayCloseDay = defineOperation({
  name: 'EndOfDayCloseDay',
  domain: 'payments',
  summary:
    'Gelir şefi ya da yönetici: banka ve günü o anki toplamlar ve açık farklarla bir kez kapatır; açık fark varsa not zorunludur.',
  access: 'staff',
  staffRoles: [...refundApproverRoles],
  changesState: true,
  input: requestBody({ bankCode, day: calendarDay('Gün'), note: note.optional() }),
  output: endOfDaySchema,
});
