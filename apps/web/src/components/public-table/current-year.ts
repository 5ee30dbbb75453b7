import { istanbulToday } from '@ebelediye/finance';

/** "2026-10" → "Ekim 2026": the web's month formatter is finance's, the one the server's PDFs use. */
export { turkishPeriod } from '@ebelediye/finance';

/** The year in Turkey now: tables default to it. */
export function currentYear(now: Date = new Date()): number {
  return Number(istanbulToday(now).slice(0, 4));
}

/** The years a selector offers: those the table has, and this year, newest first. */
export function yearOptions(years: number[] | undefined, selected: number, now: Date = new Date()): number[] {
  return [...new Set([...(years ?? []), currentYear(now), selected])].sort((a, b) => b - a);
}

/** "2026-11-05" (or a timestamp that starts so) → "05.11.2026"; anything else comes back as it was. */
export function turkishDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}
