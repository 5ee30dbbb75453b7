import { addDays, dayOfWeek, type IsoDate } from './dates';
import { MissingLawDataError } from './law-data';

/**
 * Working days for tax deadlines (VUK art. 18/4: "Resmî tatil günleri süreye dâhildir. Şu kadar ki,
 * sürenin son günü resmî tatile rastlarsa tatili takibeden ilk iş gününün tatil saatinde biter").
 * Public offices do not work on Saturday and Sunday; the general holidays are those of Law 2429. Which
 * days those are is data the municipality keeps (docs/decisions/010-deadlines-on-non-working-days.md).
 */

/** A general holiday on the same day every year (Law 2429 art. 1–2): 1 Ocak, 23 Nisan, 29 Ekim … */
export interface FixedHoliday {
  month: number;
  day: number;
  name: string;
  /** From 13:00 only (28 Ekim): the office works in the morning, so a deadline on it does not move. */
  halfDay: boolean;
  /** The first year it was a holiday (1 Mayıs 2009, 15 Temmuz 2017). */
  fromYear: number;
}

/** One day of a holiday whose date changes every year: Ramazan and Kurban Bayramı and their arife. */
export interface DatedHoliday {
  date: IsoDate;
  name: string;
  halfDay: boolean;
}

export interface Holiday {
  name: string;
  halfDay: boolean;
}

export interface HolidayCalendar {
  /** The holiday on that day, or null. Throws MissingLawDataError for a year whose moving holidays are not loaded. */
  holidayOn(date: IsoDate): Holiday | null;
  /** The holiday on that day as far as the loaded rows tell (the fixed ones always); never throws. */
  knownHolidayOn(date: IsoDate): Holiday | null;
  /** Whether the year's moving holidays (Ramazan and Kurban Bayramı) are loaded. */
  hasMovingHolidays(year: number): boolean;
}

/**
 * A year counts as known once its moving holidays are loaded (every year has a Ramazan and a Kurban
 * Bayramı); the fixed ones come from the law for every year.
 */
export function holidayCalendar(fixed: FixedHoliday[], dated: DatedHoliday[]): HolidayCalendar {
  const byDate = new Map(dated.map((holiday) => [holiday.date, { name: holiday.name, halfDay: holiday.halfDay }]));
  const knownYears = new Set(dated.map((holiday) => Number(holiday.date.slice(0, 4))));
  const known = (date: IsoDate): Holiday | null => {
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    const day = Number(date.slice(8, 10));
    const onThisDay: Holiday[] = fixed
      .filter((holiday) => holiday.month === month && holiday.day === day && holiday.fromYear <= year)
      .map(({ name, halfDay }) => ({ name, halfDay }));
    const moving = byDate.get(date);
    if (moving) onThisDay.push(moving);
    // A full day wins over a half day on the same date (an arife falling on 29 Ekim is a full holiday).
    return onThisDay.find((holiday) => !holiday.halfDay) ?? onThisDay[0] ?? null;
  };
  return {
    holidayOn(date) {
      const year = Number(date.slice(0, 4));
      if (!knownYears.has(year))
        throw new MissingLawDataError('holidays', `${year} yılının dini bayram günleri tanımlı değil`);
      return known(date);
    },
    knownHolidayOn: known,
    hasMovingHolidays: (year) => knownYears.has(year),
  };
}

/** The years from `fromYear` to `toYear` whose moving holidays are not loaded: staff must import them. */
export function yearsWithoutMovingHolidays(calendar: HolidayCalendar, fromYear: number, toYear: number): number[] {
  const years: number[] = [];
  for (let year = fromYear; year <= toYear; year++) if (!calendar.hasMovingHolidays(year)) years.push(year);
  return years;
}

export function isWeekend(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/** A day the tax office works: not Saturday or Sunday, not a full-day holiday. A half day counts as working. */
export function isWorkingDay(date: IsoDate, calendar: HolidayCalendar): boolean {
  if (isWeekend(date)) return false;
  const holiday = calendar.holidayOn(date);
  return holiday === null || holiday.halfDay;
}

/**
 * What the working-day rule does on a day of a year whose moving holidays are not loaded:
 * - 'refuse' throws MissingLawDataError: the deadline a late interest runs from is not guessed;
 * - 'known-holidays' moves off what needs no data — Saturdays, Sundays and the fixed holidays of Law
 *   2429 — and off a Ramazan or Kurban Bayramı only once its year is loaded. That deadline may still
 *   fall on a bayram; staff are told which years those are (yearsWithoutMovingHolidays), and it is
 *   never a weekend. In a loaded year both give the same day.
 */
export type UnknownYears = 'refuse' | 'known-holidays';

function isKnownWorkingDay(date: IsoDate, calendar: HolidayCalendar): boolean {
  if (isWeekend(date)) return false;
  const holiday = calendar.knownHolidayOn(date);
  return holiday === null || holiday.halfDay;
}

/** Answers per calendar (a calendar never changes; the API builds a new one when holidays do): a debt list asks for the same due dates again and again. */
const workingDays: Record<UnknownYears, WeakMap<HolidayCalendar, Map<IsoDate, IsoDate>>> = {
  refuse: new WeakMap(),
  'known-holidays': new WeakMap(),
};

/**
 * The day a deadline really ends (VUK art. 18): the date itself when the office works that day,
 * otherwise the first working day after it. Interest under 6183 art. 51 runs only from the day after.
 */
export function nextWorkingDay(
  date: IsoDate,
  calendar: HolidayCalendar,
  unknownYears: UnknownYears = 'refuse',
): IsoDate {
  const answers = workingDays[unknownYears];
  let known = answers.get(calendar);
  if (!known) answers.set(calendar, (known = new Map()));
  let day = known.get(date);
  if (day === undefined) {
    const works = unknownYears === 'refuse' ? isWorkingDay : isKnownWorkingDay;
    day = date;
    while (!works(day, calendar)) day = addDays(day, 1);
    if (known.size >= 10_000) known.clear();
    known.set(date, day);
  }
  return day;
}
