import { demoCalendar } from '@ebelediye/api/seed/demo-calendar';
import { addDays, dayOfWeek, istanbulToday } from '@ebelediye/finance';
import { serverNow } from './clock';

/**
 * The demo data of this run's server: it is seeded when the server starts, for that day on the
 * municipality's clock (apps/api/src/seed/demo-calendar.ts), so the journeys name the same years,
 * months and due dates whatever the date (docs/decisions/017-calendar-independent-tests.md).
 */
export const demo = demoCalendar(istanbulToday(serverNow()));

/** A due date that falls on a weekend moves to the Monday (VUK art. 18); 30 November is never a holiday. */
export function weekdayDeadline(dueDate: string): string {
  const weekday = dayOfWeek(dueDate);
  return weekday === 6 ? addDays(dueDate, 2) : weekday === 0 ? addDays(dueDate, 1) : dueDate;
}

/** 2026-11-30 → 30.11.2026, as the screens show a day. */
export const turkishDay = (day: string) => day.split('-').reverse().join('.');
