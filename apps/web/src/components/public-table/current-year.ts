import { istanbulToday } from '@ebelediye/finance';

/** The year in Turkey now: tables default to it. */
export function currentYear(now: Date = new Date()): number {
  return Number(istanbulToday(now).slice(0, 4));
}

/** The years a selector offers: those the table has, and this year, newest first. */
export function yearOptions(years: number[] | undefined, selected: number, now: Date = new Date()): number[] {
  return [...new Set([...(years ?? []), currentYear(now), selected])].sort((a, b) => b - a);
}

/** "2026-11-05" → "05.11.2026". */
export function turkishDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}
