import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { religiousHolidays } from '../../db/schema';
import { loadLaw } from '../law/law';
import { createTestApp, type TestApp } from '../../test/app';
import { createStaffSession } from '../../test/staff';

describe('the desk names the coming years whose bayram days are not loaded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.setNow(undefined));
  afterAll(() => t.close());

  it('in 2026, 2028 and 2029 lack their Ramazan and Kurban Bayramı days (the seed loads up to 2027)', async () => {
    // Signed in on the real clock (the SMS outbox's timestamps are the database's), then the day is set.
    const { headers } = await createStaffSession(t, 'complaints_operator');
    t.setNow(new Date('2026-06-01T09:00:00Z'));
    const response = await t.call('GetLawDataGaps', {}, { headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      yearsWithoutHolidays: [2028, 2029],
      message: expect.stringMatching(
        /^2028 ve 2029 yıllarının Ramazan ve Kurban Bayramı günleri yüklenmedi\. Bu yıllardaki son ödeme tarihleri hafta sonu/,
      ),
    });
  });

  it('names a single year in the singular', async () => {
    const { headers } = await createStaffSession(t, 'complaints_operator');
    t.setNow(new Date('2025-06-01T09:00:00Z'));
    expect((await t.call('GetLawDataGaps', {}, { headers })).json().message).toMatch(
      /^2028 yılının Ramazan ve Kurban Bayramı günleri yüklenmedi\. Bu yıldaki son ödeme tarihleri/,
    );
  });

  it('says nothing once the years are loaded', async () => {
    // Signed in on the real clock (the SMS outbox's timestamps are the database's), then the day is set.
    const { headers } = await createStaffSession(t, 'complaints_operator');
    t.setNow(new Date('2026-06-01T09:00:00Z'));
    const rows = [2028, 2029].map((year) => ({
      date: `${year}-03-01`,
      year,
      name: 'Deneme bayramı',
      halfDay: false,
      source: 'test',
    }));
    await t.db.insert(religiousHolidays).values(rows);
    loadLaw.forget();
    expect((await t.call('GetLawDataGaps', {}, { headers })).json()).toEqual({
      yearsWithoutHolidays: [],
      message: null,
    });
  });

  it('is for staff only', async () => {
    expect((await t.call('GetLawDataGaps', {})).statusCode).toBe(401);
  });
});
