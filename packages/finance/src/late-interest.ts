import { nextWorkingDay, type HolidayCalendar } from './calendar';
import { addDays, daysBetween, daysInMonth, type IsoDate } from './dates';
import { MissingLawDataError } from './law-data';

/**
 * Gecikme zammı, Law 6183 art. 51: "Amme alacağının ödeme müddeti içinde ödenmeyen kısmına vadenin
 * bitim tarihinden itibaren her ay için ayrı ayrı … oranında gecikme zammı tatbik olunur. Ay
 * kesirlerine isabet eden gecikme zammı günlük olarak hesap edilir. Gecikme zammı bir milyon liradan
 * [1 TL] az olamaz." How months and days are counted and how the amount is rounded is decided in
 * docs/decisions/011-late-interest-month-counting.md; rates are rows the municipality keeps.
 *
 * Simple interest on the principal only. Every day after the deadline up to the payment day is late.
 * Each rate period (from the deadline's next day or the day a new rate starts) is counted on its own:
 * whole months from its first day — a month that starts on day d ends the day before day d of the
 * next month, or on the next month's last day when it has no day d (GİB: 31.01–29.02) — then the days
 * left, each 1/30 of the monthly rate. The exact sum is a fraction; it is rounded once, half up, to
 * the kuruş, and is at least 1 TL once a single day is late.
 */
export interface LateInterestRate {
  /** The first day this monthly rate applies. */
  from: IsoDate;
  /** Monthly rate in basis points: 3.7 % → 370. */
  monthlyBasisPoints: number;
}

export interface LateInterestPeriod {
  from: IsoDate;
  /** The last day of the period, inclusive. */
  to: IsoDate;
  monthlyBasisPoints: number;
  months: number;
  days: number;
}

export interface LateInterest {
  interestKurus: number;
  periods: LateInterestPeriod[];
}

export const minimumLateInterestKurus = 100;

/**
 * The first day after `months` whole months of delay that began on `start`: the same day of the
 * month, or the first of the following month when that month is too short.
 */
function afterMonths(start: IsoDate, months: number): IsoDate {
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7)) - 1 + months;
  const day = Number(start.slice(8, 10));
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = (month % 12) + 1;
  if (day > daysInMonth(targetYear, targetMonth)) {
    return targetMonth === 12
      ? `${targetYear + 1}-01-01`
      : `${targetYear}-${String(targetMonth + 1).padStart(2, '0')}-01`;
  }
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole months from `start`, then the days left, up to the day before `endExclusive`. */
function monthsAndDays(start: IsoDate, endExclusive: IsoDate): { months: number; days: number } {
  const span =
    (Number(endExclusive.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
    Number(endExclusive.slice(5, 7)) -
    Number(start.slice(5, 7));
  let months = Math.max(span, 0);
  while (months > 0 && afterMonths(start, months) > endExclusive) months -= 1;
  return { months, days: daysBetween(afterMonths(start, months), endExclusive) };
}

/** n / d rounded half up, n ≥ 0, d > 0. */
function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * Interest on `principalKurus` left unpaid after `deadline` (the last day to pay without interest,
 * already moved to a working day) and paid on `paymentDate`.
 */
export function lateInterest(
  principalKurus: number,
  deadline: IsoDate,
  paymentDate: IsoDate,
  rates: LateInterestRate[],
): LateInterest {
  if (!Number.isSafeInteger(principalKurus) || principalKurus < 0) throw new Error('anapara tam sayı kuruş olmalı');
  const start = addDays(deadline, 1);
  const endExclusive = addDays(paymentDate, 1);
  if (principalKurus === 0 || endExclusive <= start) return { interestKurus: 0, periods: [] };

  const { rateDays, periods } = rateSpans(start, endExclusive, rates);
  // principal × (basis points / 10,000) × (thirtieths / 30), rounded once.
  const interest = roundHalfUp(BigInt(principalKurus) * BigInt(rateDays), 300_000n);
  return { interestKurus: Math.max(interest, minimumLateInterestKurus), periods: [...periods] };
}

interface RateSpans {
  /** Σ rate × (30 × months + days), in basis points × thirtieths of a month: an integer. */
  rateDays: number;
  periods: readonly Readonly<LateInterestPeriod>[];
}

/**
 * The rate periods between two dates depend on the dates and the rates only, not on the principal:
 * a debt list needs them once per due date, and a whole town shares 31 May. Kept per rates array
 * (treated as immutable: the API loads a new one when the law changes), up to 10,000 date pairs.
 */
const spansByRates = new WeakMap<LateInterestRate[], Map<string, RateSpans>>();

function rateSpans(start: IsoDate, endExclusive: IsoDate, rates: LateInterestRate[]): RateSpans {
  let cache = spansByRates.get(rates);
  if (!cache) spansByRates.set(rates, (cache = new Map()));
  const key = `${start}|${endExclusive}`;
  let spans = cache.get(key);
  if (!spans) {
    spans = computeRateSpans(start, endExclusive, rates);
    if (cache.size >= 10_000) cache.clear();
    cache.set(key, spans);
  }
  return spans;
}

function computeRateSpans(start: IsoDate, endExclusive: IsoDate, rates: LateInterestRate[]): RateSpans {
  // ISO dates order as plain strings; localeCompare would ask ICU on every comparison.
  const sorted = [...rates].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  if (sorted.length === 0 || sorted[0].from > start)
    throw new MissingLawDataError('late-interest-rate', `${start} için gecikme zammı oranı tanımlı değil`);

  const periods: LateInterestPeriod[] = [];
  let rateDays = 0;
  sorted.forEach((rate, index) => {
    const next = sorted[index + 1]?.from;
    const periodStart = rate.from > start ? rate.from : start;
    const periodEnd = next && next < endExclusive ? next : endExclusive;
    if (periodStart >= periodEnd) return;
    const { months, days } = monthsAndDays(periodStart, periodEnd);
    rateDays += rate.monthlyBasisPoints * (30 * months + days);
    periods.push(
      Object.freeze({
        from: periodStart,
        to: addDays(periodEnd, -1),
        monthlyBasisPoints: rate.monthlyBasisPoints,
        months,
        days,
      }),
    );
  });
  return { rateDays, periods: Object.freeze(periods) };
}

export interface LateInterestLaw {
  rates: LateInterestRate[];
  calendar: HolidayCalendar;
}

export interface DebtInterest extends LateInterest {
  /** The due date moved to a working day (VUK art. 18); interest runs from the day after. */
  deadline: IsoDate;
}

/**
 * The one way the API computes a debt's interest: the accrued due date is moved to a working day,
 * then 6183 art. 51 applies. Throws MissingLawDataError when a holiday year or a rate is missing —
 * unless the payment is on or before the accrued due date, which no move can make late.
 */
export function debtInterest(
  principalKurus: number,
  dueDate: IsoDate,
  paymentDate: IsoDate,
  law: LateInterestLaw,
): DebtInterest {
  let deadline: IsoDate;
  try {
    deadline = nextWorkingDay(dueDate, law.calendar);
  } catch (error) {
    if (error instanceof MissingLawDataError && paymentDate <= dueDate)
      return { deadline: dueDate, interestKurus: 0, periods: [] };
    throw error;
  }
  return { deadline, ...lateInterest(principalKurus, deadline, paymentDate, law.rates) };
}
