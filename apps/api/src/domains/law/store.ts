import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { fixedHolidays, lateInterestRates, religiousHolidays } from '../../db/schema';

/** The data-access module of the law: the late-interest rates and the holiday calendar, as loaded by staff. */

/** The rates of 6183 art. 51, oldest first, each from the day its decree took effect. */
export function lateInterestRateRows(db: Queryable) {
  return db.select().from(lateInterestRates).orderBy(asc(lateInterestRates.fromDate));
}

/** The holidays on the same day every year (Law 2429). */
export function fixedHolidayRows(db: Queryable) {
  return db.select().from(fixedHolidays);
}

/** The days of Ramazan and Kurban Bayramı of the years loaded. */
export function religiousHolidayRows(db: Queryable) {
  return db.select().from(religiousHolidays);
}
