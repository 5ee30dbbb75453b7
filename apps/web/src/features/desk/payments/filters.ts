import { deskPaymentFilterSchema, type DeskPaymentFilter } from '@ebelediye/contract/desk-payments';
import { parseLiraToKurus } from '@ebelediye/contract/money';

/** The filter form as typed: text everywhere, amounts in lira ("1.234,56"), days as the date field hands them. */
export interface FilterDraft {
  orderNo: string;
  receiptNo: string;
  identityNo: string;
  from: string;
  to: string;
  bankCode: string;
  state: string;
  minAmount: string;
  maxAmount: string;
}

export const emptyDraft: FilterDraft = {
  orderNo: '',
  receiptNo: '',
  identityNo: '',
  from: '',
  to: '',
  bankCode: '',
  state: '',
  minAmount: '',
  maxAmount: '',
};

/** Which form field shows a message about a filter key. */
const fieldOfKey: Record<string, keyof FilterDraft> = {
  minAmountKurus: 'minAmount',
  maxAmountKurus: 'maxAmount',
};

const amountMessage = (label: string) => `${label} geçersiz; örneğin 1.234,56 biçiminde yazınız.`;

/**
 * The draft read into the contract's filter and checked with the contract's own schema, the one the
 * API checks with: the filter, or a message per form field.
 */
export function readDraft(
  draft: FilterDraft,
):
  | { filter: DeskPaymentFilter; errors?: undefined }
  | { filter?: undefined; errors: Partial<Record<keyof FilterDraft, string>> } {
  const errors: Partial<Record<keyof FilterDraft, string>> = {};
  const values: Record<string, unknown> = {};
  for (const key of ['orderNo', 'receiptNo', 'identityNo', 'from', 'to', 'bankCode', 'state'] as const) {
    const value = draft[key].trim();
    if (value) values[key] = value;
  }
  for (const [key, label, target] of [
    ['minAmount', 'En az tutar', 'minAmountKurus'],
    ['maxAmount', 'En çok tutar', 'maxAmountKurus'],
  ] as const) {
    const text = draft[key].trim();
    if (!text) continue;
    const kurus = parseLiraToKurus(text);
    if (kurus === null) errors[key] = amountMessage(label);
    else values[target] = kurus;
  }
  const parsed = deskPaymentFilterSchema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = fieldOfKey[key] ?? (key as keyof FilterDraft);
      errors[field] ??= issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { filter: parsed.data };
}

/** The filter as the download's query string (GET /api/desk-payments.csv?…). */
export function exportUrl(format: 'csv' | 'xlsx', filter: DeskPaymentFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return `/api/desk-payments.${format}${text ? `?${text}` : ''}`;
}
