import {
  holidayCalendar,
  nextWorkingDay,
  type HolidayCalendar,
  type IsoDate,
  type LateInterestLaw,
} from '@ebelediye/finance';
import { cachedPerDatabase } from '../../db/cache';
import { fixedHolidayRows, lateInterestRateRows, religiousHolidayRows } from './store';

/** Rates and holidays change a few times a year; every debt list needs them. */
export const loadLaw = cachedPerDatabase(async (db): Promise<LateInterestLaw> => {
  const [rates, fixed, religious] = await Promise.all([
    lateInterestRateRows(db),
    fixedHolidayRows(db),
    religiousHolidayRows(db),
  ]);
  return {
    rates: rates.map((row) => ({ from: row.fromDate, monthlyBasisPoints: row.monthlyBasisPoints })),
    calendar: holidayCalendar(fixed, religious),
  };
});

/**
 * The due date to show: moved to a working day (VUK art. 18). For a year whose bayram days are not
 * loaded it still moves off weekends and the fixed holidays, which need no data (the desk names those
 * years: GetLawDataGaps).
 */
export function shownDueDate(dueDate: IsoDate, calendar: HolidayCalendar): IsoDate {
  return nextWorkingDay(dueDate, calendar, 'known-holidays');
}
