import { formatKurus } from '@ebelediye/contract/money';

// The dashboard's sentences and numbers, kept apart from the charts so they are tested without a
// browser: every chart says its point in one sentence, and its table carries every value.

const wholeNumber = new Intl.NumberFormat('tr-TR');
const compactNumber = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });

/** A count in Turkish: 12.345. */
export function formatCount(value: number): string {
  return wholeNumber.format(value);
}

/** An axis tick of an amount in kuruş, short: 12,3 B ₺. */
export function formatKurusCompact(kurus: number): string {
  return `${compactNumber.format(kurus / 100)} ₺`;
}

export { formatKurus };

/** "09:00–10:00": an hour of the day as the table names it. */
export function hourRange(hour: number): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(hour)}:00–${two((hour + 1) % 24)}:00`;
}

/** The day of the month of yyyy-mm-dd: "12". */
export function dayOfMonth(day: string): string {
  return String(Number(day.slice(8, 10)));
}

export interface Amount {
  count: number;
  totalKurus: number;
}

export function sumOf<T extends Amount>(rows: T[]): Amount {
  return rows.reduce((sum, row) => ({ count: sum.count + row.count, totalKurus: sum.totalKurus + row.totalKurus }), {
    count: 0,
    totalKurus: 0,
  });
}

/** The row with the largest amount, the earliest of equals; undefined when none has any. */
export function peakOf<T extends Amount>(rows: T[]): T | undefined {
  return rows.reduce<T | undefined>((peak, row) => (row.totalKurus > (peak?.totalKurus ?? 0) ? row : peak), undefined);
}

/**
 * At most `keep` slices, the rest summed into one named `other`: a pie of twenty revenue types is
 * not read, six are. The rows come largest first from the server.
 */
export function topSlices<T extends Amount & { name: string }>(
  rows: T[],
  keep: number,
  other: string,
): { name: string; totalKurus: number; count: number }[] {
  if (rows.length <= keep) return rows;
  const rest = sumOf(rows.slice(keep - 1));
  return [...rows.slice(0, keep - 1), { name: other, ...rest }];
}

export type AgeUnit = 'minutes' | 'hours' | 'days';

/** How long ago, in the largest whole unit that fits: 59 minutes, 3 hours, 2 days (at least 1 minute). */
export function ageOf(iso: string, now: Date): { unit: AgeUnit; count: number } {
  const minutes = Math.max(1, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / (24 * 60)) };
}
