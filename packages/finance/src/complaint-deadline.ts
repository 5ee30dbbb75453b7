import { isWorkingDay, nextWorkingDay, type HolidayCalendar } from './calendar';
import { addDays, type IsoDate } from './dates';
import { MissingLawDataError } from './law-data';

/**
 * The legal answer deadline of an application to the municipality:
 * - Law 3071 art. 7 (petitions: şikâyet, talep, öneri): "en geç otuz gün içinde" — 30 days from the
 *   day after receipt; a last day on a non-working day moves to the next working day (as every
 *   administrative deadline here, docs/decisions/010).
 * - Law 4982 art. 11 (bilgi edinme): "on beş iş günü içinde" — 15 working days, counted from the day
 *   after receipt, skipping weekends and full-day holidays (Law 2429; the municipality's holiday rows).
 * A year whose moving holidays are not loaded counts weekends only, so an answer is never refused for
 * want of data; the deadline then may be a day or two early, never late.
 */
export function complaintDeadline(received: IsoDate, law: '3071' | '4982', calendar: HolidayCalendar): IsoDate {
  try {
    if (law === '3071') return nextWorkingDay(addDays(received, 30), calendar);
    let day = received;
    for (let counted = 0; counted < 15;) {
      day = addDays(day, 1);
      if (isWorkingDay(day, calendar)) counted += 1;
    }
    return day;
  } catch (error) {
    if (!(error instanceof MissingLawDataError)) throw error;
    return complaintDeadline(received, law, weekendsOnly);
  }
}

const weekendsOnly: HolidayCalendar = {
  holidayOn: () => null,
  knownHolidayOn: () => null,
  hasMovingHolidays: () => true,
};
