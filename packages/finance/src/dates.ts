import { onFirstUse } from './first-use';

/** Calendar dates as 'YYYY-MM-DD' strings, computed in UTC so no time zone shifts a day. */
export type IsoDate = string;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDate(date: IsoDate): Date {
  const parts = isoDate.exec(date);
  if (!parts) throw new Error(`tarih YYYY-AA-GG olmalı: ${date}`);
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  // Date rolls 2026-02-30 over to 2 March; a day that does not exist is a mistake, not a later day.
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    throw new Error(`böyle bir gün yok: ${date}`);
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month - 1, day); // Date.UTC would read years 0–99 as 1900–1999
  return parsed;
}

export function formatDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** dd.mm.yyyy, how a Turkish reader writes a date. */
export function turkishDate(date: IsoDate): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

export const turkishMonthNames = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;

/**
 * A month as a Turkish reader names it: "2026-10" (the wire's period, SPEC §7) or year and month →
 * "Ekim 2026". Anything that is not a month comes back as it was rather than as "undefined 2026".
 */
export function turkishPeriod(period: string): string;
export function turkishPeriod(year: number, month: number): string;
export function turkishPeriod(periodOrYear: string | number, month?: number): string {
  const [year, monthNo] =
    typeof periodOrYear === 'number'
      ? [periodOrYear, month ?? 0]
      : [Number(periodOrYear.slice(0, 4)), Number(periodOrYear.slice(5, 7))];
  const name = turkishMonthNames[monthNo - 1];
  if (!name || !Number.isInteger(year) || (typeof periodOrYear === 'string' && !/^\d{4}-\d{2}$/.test(periodOrYear)))
    return String(periodOrYear);
  return `${name} ${year}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = parseDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return formatDate(d);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds calendar months, clamping to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const d = parseDate(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(Math.min(day, daysInMonth(d.getUTCFullYear(), d.getUTCMonth() + 1)));
  return formatDate(d);
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parseDate(to).getTime() - parseDate(from).getTime()) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return parseDate(date).getUTCDay();
}

// Kept: constructing a DateTimeFormat costs ~200 µs, formatting with one ~1 µs, and the debt list asks
// for today on every request. Made on first use (first-use.ts).
const istanbulDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** Today in Turkey, as the tax office counts days. */
export function istanbulToday(now: Date): IsoDate {
  return istanbulDay().format(now);
}
