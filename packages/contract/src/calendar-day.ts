import { isCalendarDate } from '@ebelediye/finance';
import { z } from 'zod';
import './zod-config';

// A calendar day as a person types it (GG.AA.YYYY, whatever the browser's language) and as the wire
// carries it (YYYY-MM-DD). The form and the API check it with the same schema: the date field hands the
// form the ISO day once the typed text is a real day, and the typed text itself until then, which this
// schema refuses with the sentence the person reads under the field.

/** How the date field asks for a day, shown as its placeholder. */
export const turkishDayPattern = 'GG.AA.YYYY';

/** "05.03.2026" → "2026-03-05"; undefined for anything that is not a whole, real day (31.02.2026). */
export function isoFromTurkishDay(text: string): string | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDate(iso) ? iso : undefined;
}

/** "2026-03-05" → "05.03.2026"; undefined for anything that is not a real ISO day. */
export function turkishDayFromIso(iso: string): string | undefined {
  return isCalendarDate(iso) ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : undefined;
}

export const calendarDayMessage = (label: string) =>
  `${label} geçersiz; ${turkishDayPattern} biçiminde gerçek bir tarih giriniz.`;

/** A required day, YYYY-MM-DD, that exists: 2026-13-05, 2026-02-30 or a half-typed "12.0" is refused, never reaching a Date. */
export const calendarDay = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .min(1, { error: `${label} zorunludur.`, abort: true })
    .max(10, calendarDayMessage(label))
    .refine((text) => isCalendarDate(text), { message: calendarDayMessage(label), abort: true });
