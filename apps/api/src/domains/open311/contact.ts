import { mobilePhoneSchema } from '@ebelediye/contract';
import { z } from 'zod';

/**
 * GeoReport v2's contact fields (first_name, last_name, phone, email) are optional, so one that does
 * not parse costs the request nothing: it is normalised when it can be ("+90 532 123 45 67",
 * "0532 123 45 67") and dropped otherwise, never refused. The phone is kept only as a mobile number,
 * the one kind the desk's SMS check can prove.
 */
export interface Open311Contact {
  name: string;
  phone: string;
  email: string | null;
}

/** "+90 532 123 45 67", "0090 532…", "0532…", "532…" → "5321234567"; anything else → "". */
export function normalisedMobile(value: unknown): string {
  if (typeof value !== 'string') return '';
  const digits = value.replace(/\D/g, '').replace(/^00/, '');
  const national = digits.length === 12 && digits.startsWith('90') ? digits.slice(2) : digits;
  const parsed = mobilePhoneSchema.safeParse(national);
  return parsed.success ? parsed.data : '';
}

const emailSchema = z.email().max(254);

export function normalisedEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parsed = emailSchema.safeParse(value.trim());
  return parsed.success ? parsed.data : null;
}

/** The name as sent, or "Open311" when none was: the desk still sees who to thank. */
export function open311Contact(body: Record<string, unknown>): Open311Contact {
  const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = `${part(body.first_name)} ${part(body.last_name)}`.trim().slice(0, 100) || 'Open311';
  return { name, phone: normalisedMobile(body.phone), email: normalisedEmail(body.email) };
}
