/**
 * The demo municipality's story is told relative to the day it is seeded ("today" on the
 * municipality's clock, Europe/Istanbul), so a demo started in any year has debts, tables and
 * decisions for that year (docs/decisions/017-calendar-independent-tests.md). The API tests seed it
 * with a fixed day (test/database.ts); the Playwright journeys read the same calendar for today.
 *
 * No imports on purpose: the journeys (e2e/) load this file as it is.
 */

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
];

export interface WaterBill {
  /** The month billed: accrual year and installment (1–12). */
  year: number;
  month: number;
  /** "Eylül 2026": how the bill names its month. */
  period: string;
  /** The 15th of the month after. */
  dueDate: string;
}

export interface DemoCalendar {
  today: string;
  /** The year of `today`: the current estate, ÇTV and advertising taxes. */
  year: number;
  /** Last year: its estate tax, first installment paid, second open and overdue. */
  previousYear: number;
  /** The years the reference tables and decisions cover: the current one and the two before it. */
  referenceYears: number[];
  /** The two latest monthly water bills (the two months before today's), older first. */
  waterBills: [WaterBill, WaterBill];
  /** The fine's due date: 30 June of this year once that is past, else of last year. */
  fineDueDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day before `day` (YYYY-MM-DD), for a payment that must already have happened. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

function waterBill(year: number, month: number): WaterBill {
  const dueYear = month === 12 ? year + 1 : year;
  const dueMonth = month === 12 ? 1 : month + 1;
  return { year, month, period: `${turkishMonthNames[month - 1]} ${year}`, dueDate: `${dueYear}-${pad(dueMonth)}-15` };
}

/** The bill of `back` months before the month of `today`. */
function monthsBefore(today: string, back: number): WaterBill {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - back;
  return waterBill(Math.floor(index / 12), (index % 12) + 1);
}

export function demoCalendar(today: string): DemoCalendar {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`demoCalendar: ${today} is not a YYYY-MM-DD day`);
  const year = Number(today.slice(0, 4));
  const fineThisYear = `${year}-06-30`;
  return {
    today,
    year,
    previousYear: year - 1,
    referenceYears: [year - 2, year - 1, year],
    waterBills: [monthsBefore(today, 2), monthsBefore(today, 1)],
    fineDueDate: today > fineThisYear ? fineThisYear : `${year - 1}-06-30`,
  };
}
