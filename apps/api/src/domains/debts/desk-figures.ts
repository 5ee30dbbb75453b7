import type { DashboardRevenue } from '@ebelediye/contract';
import { addDays, istanbulToday } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { collectionTotalsByHour, collectionTotalsByRevenueType } from './store/dashboard-figures';

/** The first instant of an Istanbul day (UTC+3 all year since 2016). */
function istanbulMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/** The Istanbul hour (0–23) of an instant. */
function istanbulHour(at: Date): number {
  return new Date(at.getTime() + 3 * 3_600_000).getUTCHours();
}

type CollectionFigures = Pick<
  DashboardRevenue,
  'collectionsByHour' | 'collectionsByDay' | 'revenueTypesToday' | 'revenueTypesMonth'
>;

const largestFirst = (a: { totalKurus: number; code: string }, b: { totalKurus: number; code: string }) =>
  b.totalKurus - a.totalKurus || a.code.localeCompare(b.code);

/**
 * The desk dashboard's collections (decision 085): Istanbul's `today` by the hour, its month day by
 * day up to today, and both by revenue type. Two grouped reads, whatever the month's size.
 */
export async function collectionFigures(db: Queryable, today: string): Promise<CollectionFigures> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const from = istanbulMidnight(monthStart);
  const todayFrom = istanbulMidnight(today);
  const to = istanbulMidnight(addDays(today, 1));

  const collectionsByHour = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0, totalKurus: 0 }));
  const byDay = new Map<string, { count: number; totalKurus: number }>();
  for (const row of await collectionTotalsByHour(db, from, to)) {
    const day = istanbulToday(row.hourStart);
    const sum = byDay.get(day) ?? { count: 0, totalKurus: 0 };
    byDay.set(day, { count: sum.count + row.count, totalKurus: sum.totalKurus + row.totalKurus });
    if (day === today) {
      const slot = collectionsByHour[istanbulHour(row.hourStart)];
      slot.count += row.count;
      slot.totalKurus += row.totalKurus;
    }
  }
  const collectionsByDay: CollectionFigures['collectionsByDay'] = [];
  for (let day = monthStart; day <= today; day = addDays(day, 1))
    collectionsByDay.push({ day, ...(byDay.get(day) ?? { count: 0, totalKurus: 0 }) });

  const types = await collectionTotalsByRevenueType(db, from, todayFrom, to);
  const month = new Map<string, { code: string; name: string; count: number; totalKurus: number }>();
  for (const row of types) {
    const sum = month.get(row.code) ?? { code: row.code, name: row.name, count: 0, totalKurus: 0 };
    month.set(row.code, { ...sum, count: sum.count + row.count, totalKurus: sum.totalKurus + row.totalKurus });
  }
  return {
    collectionsByHour,
    collectionsByDay,
    revenueTypesToday: types
      .filter((row) => row.today)
      .map(({ code, name, count, totalKurus }) => ({ code, name, count, totalKurus }))
      .sort(largestFirst),
    revenueTypesMonth: [...month.values()].sort(largestFirst),
  };
}
