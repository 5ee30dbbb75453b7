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
  return {
    last: previous,
    hidden: {
      year,
      month,
      visibleFrom: `${year}-${String(month).padStart(2, '0')}-${String(showDay).padStart(2, '0')}`,
    },
  };
}

interface EnforcementFileLines {
  deductedKurus: number;
  remainingKurus: number;
  deductions: { year: number; month: number; amountKurus: number }[];
}

/**
 * An enforcement file as of the newest visible month: the lines of a month
 * whose payslip is still hidden (and of any later one) are left out, and the file's deducted and
 * remaining totals are told back to that month, so the hidden month's deduction is not readable
 * from the difference either.
 */
export function hideEnforcementAfter<F extends EnforcementFileLines>(
  files: F[],
  last: { year: number; month: number },
): F[] {
  const after = (line: { year: number; month: number }) =>
    line.year > last.year || (line.year === last.year && line.month > last.month);
  return files.map((file) => {
    const hiddenKurus = file.deductions.filter(after).reduce((sum, line) => sum + line.amountKurus, 0);
    if (hiddenKurus === 0 && !file.deductions.some(after)) return file;
    return {
      ...file,
      deductions: file.deductions.filter((line) => !after(line)),
      deductedKurus: file.deductedKurus - hiddenKurus,
      remainingKurus: file.remainingKurus + hiddenKurus,
    };
  });
}
