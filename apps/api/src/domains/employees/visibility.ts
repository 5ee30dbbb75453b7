import { daysInMonth, istanbulToday } from '@ebelediye/finance';

export interface PayslipVisibility {
  /** The newest month an employee may see. */
  last: { year: number; month: number };
  /** This month, while LastSalaryHideTillDay holds it back: the day it appears. */
  hidden: { year: number; month: number; visibleFrom: string } | null;
}

/**
 * SPEC §3/§9 LastSalaryHideTillDay: the current month's payslip stays hidden until that day of the
 * month (0: never hidden; a day past the month's end means its last day). Later months never show.
 */
export function payslipVisibility(now: Date, hideTillDay: number): PayslipVisibility {
  const today = istanbulToday(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const day = Number(today.slice(8, 10));
  const showDay = Math.min(hideTillDay, daysInMonth(year, month));
  if (hideTillDay <= 0 || day >= showDay) return { last: { year, month }, hidden: null };
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return { last: previous, hidden: { year, month, visibleFrom: `${year}-${String(month).padStart(2, '0')}-${String(showDay).padStart(2, '0')}` } };
}
