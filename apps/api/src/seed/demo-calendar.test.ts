import { max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase } from '../db/client';
import { accruals, collections, ectAnnualPrices, estateStreetValuations, resolutions } from '../db/schema';
import { openEmptyDatabase } from '../test/database';
import { demoCalendar } from './demo-calendar';
import { seedDemoIfEmpty } from '.';

describe('the demo calendar', () => {
  it('on the API tests’ day (23.11.2026) tells the story the tests expect', () => {
    expect(demoCalendar('2026-11-23')).toEqual({
      today: '2026-11-23',
      year: 2026,
      previousYear: 2025,
      referenceYears: [2024, 2025, 2026],
      waterBills: [
        { year: 2026, month: 9, period: 'Eylül 2026', dueDate: '2026-10-15' },
        { year: 2026, month: 10, period: 'Ekim 2026', dueDate: '2026-11-15' },
      ],
      fineDueDate: '2026-06-30',
    });
  });

  it('on New Year’s Day bills November and December of the year before, due in December and January', () => {
    const calendar = demoCalendar('2027-01-01');
    expect(calendar).toMatchObject({
      year: 2027,
      previousYear: 2026,
      referenceYears: [2025, 2026, 2027],
      fineDueDate: '2026-06-30',
    });
    expect(calendar.waterBills.map((bill) => [bill.period, bill.dueDate])).toEqual([
      ['Kasım 2026', '2026-12-15'],
      ['Aralık 2026', '2027-01-15'],
    ]);
    expect(demoCalendar('2027-02-10').waterBills.map((bill) => bill.period)).toEqual(['Aralık 2026', 'Ocak 2027']);
    expect(demoCalendar('2027-07-01').fineDueDate).toBe('2027-06-30');
  });
});

describe('a demo seeded on 01.01.2027', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openEmptyDatabase();
    await migrateDatabase(database);
    await seedDemoIfEmpty(database.db, '2027-01-01');
  });
  afterAll(() => database.close());

  it('has debts, tables and street values of 2027, and nothing dated after its day', async () => {
    const { db } = database;
    const debtYears = new Set((await db.select({ year: accruals.year }).from(accruals)).map((row) => row.year));
    expect([...debtYears].sort()).toEqual([2026, 2027]);
    const priceYears = new Set(
      (await db.selectDistinct({ year: ectAnnualPrices.year }).from(ectAnnualPrices)).map((row) => row.year),
    );
    expect([...priceYears].sort()).toEqual([2025, 2026, 2027]);
    const streetYears = new Set(
      (await db.selectDistinct({ year: estateStreetValuations.year }).from(estateStreetValuations)).map(
        (row) => row.year,
      ),
    );
    expect([...streetYears].sort()).toEqual([2025, 2026, 2027]);
    const [{ lastCollected }] = await db.select({ lastCollected: max(collections.collectedAt) }).from(collections);
    expect(lastCollected!.getTime()).toBeLessThan(new Date('2027-01-01T00:00:00+03:00').getTime());
    const [{ lastDecided }] = await db.select({ lastDecided: max(resolutions.decidedOn) }).from(resolutions);
    expect(lastDecided! < '2027-01-01').toBe(true);
  });
});
