import { addDays, addMonths, daysBetween, type IsoDate } from './dates';

/**
 * Gecikme zammı, Law 6183 art. 51 (domain/taxes.md): simple interest on the principal only, from the
 * day after the due date, at the monthly rate in force for each day; a month is a calendar month and
 * a fraction of a month counts in days as 1/30. Each rate period is computed on its own and summed;
 * the result is at least 1 TL. Rates are data (a table the municipality keeps), never constants here.
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
  interestKurus: number;
}

export interface LateInterest {
  interestKurus: number;
  periods: LateInterestPeriod[];
}

export const minimumLateInterestKurus = 100;

/** Whole calendar months from `from`, then the days left, up to the day before `endExclusive`. */
function monthsAndDays(from: IsoDate, endExclusive: IsoDate): { months: number; days: number } {
  let months = 0;
  while (addMonths(from, months + 1) <= endExclusive) months += 1;
  return { months, days: daysBetween(addMonths(from, months), endExclusive) };
}

export function lateInterest(principalKurus: number, dueDate: IsoDate, paymentDate: IsoDate, rates: LateInterestRate[]): LateInterest {
  if (!Number.isInteger(principalKurus) || principalKurus < 0) throw new Error('anapara tam sayı kuruş olmalı');
  const start = addDays(dueDate, 1);
  const endExclusive = addDays(paymentDate, 1);
  if (principalKurus === 0 || endExclusive <= start) return { interestKurus: 0, periods: [] };

  const sorted = [...rates].sort((a, b) => a.from.localeCompare(b.from));
  if (sorted.length === 0 || sorted[0].from > start) throw new Error(`${start} için gecikme zammı oranı tanımlı değil`);

  const periods: LateInterestPeriod[] = [];
  let exactSum = 0;
  sorted.forEach((rate, index) => {
    const next = sorted[index + 1]?.from;
    const periodStart = rate.from > start ? rate.from : start;
    const periodEnd = next && next < endExclusive ? next : endExclusive;
    if (periodStart >= periodEnd) return;
    const { months, days } = monthsAndDays(periodStart, periodEnd);
    // principal × rate × (months + days / 30), kept exact until the single rounding at the end.
    const numerator = principalKurus * rate.monthlyBasisPoints * (months * 30 + days);
    exactSum += numerator;
    periods.push({ from: periodStart, to: addDays(periodEnd, -1), monthlyBasisPoints: rate.monthlyBasisPoints, months, days, interestKurus: Math.round(numerator / 300_000) });
  });

  const interest = Math.round(exactSum / 300_000);
  return { interestKurus: interest > 0 ? Math.max(interest, minimumLateInterestKurus) : 0, periods };
}
