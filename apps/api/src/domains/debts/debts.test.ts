import { asc, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accruals, lateInterestRates, parameters, religiousHolidays } from '../../db/schema';
import { lawSeedParameter, lawSeedVersion, seedLaw, seedLawIfChanged } from '../../seed/law';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/session';

describe('debts', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(() => t.close());

  it('citizen sees open debts grouped by revenue and year with interest to today', async () => {
    const response = await t.call('GetDebtListForEMunicipality', {}, { headers: ayse });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.asOf).toBe('2026-11-22');
    const estate2025 = list.groups.find(
      (g: { revenueCode: string; year: number }) => g.revenueCode === 'EMLAK' && g.year === 2025,
    );
    // 1,850.40 TL accrued for Sunday 30.11.2025: the deadline is Monday 01.12.2025 (VUK art. 18), so
    // interest runs from 02.12.2025: 11 months to 01.11.2026, then 02.11–22.11 = 21 days, at 3.7 %
    // → 185,040 × 3.7 % × (11 + 21/30) = 80,103.816 → 80,104 kuruş.
    expect(estate2025.debts).toEqual([
      expect.objectContaining({
        installment: 2,
        dueDate: '2025-12-01',
        originalDueDate: '2025-11-30',
        principalKurus: 185_040,
        interestKurus: 80_104,
        totalKurus: 265_144,
        needsOffice: false,
        overdue: true,
        inPayment: false,
      }),
    ]);
    const water = list.groups.find((g: { revenueCode: string }) => g.revenueCode === 'SU');
    expect(water.interestKurus).toBe(0);
    const notDue = list.groups
      .flatMap((g: { debts: { dueDate: string; overdue: boolean; interestKurus: number }[] }) => g.debts)
      .find((d: { dueDate: string }) => d.dueDate === '2026-11-30');
    expect(notDue).toMatchObject({ overdue: false, interestKurus: 0 });
    expect(list.totalKurus).toBe(list.principalKurus + list.interestKurus);
    // The paid first installment of 2025 is not a debt.
    expect(
      list.groups
        .flatMap((g: { debts: { description: string }[] }) => g.debts)
        .some((d: { description: string }) => d.description === '2025 Emlak Vergisi 1. taksit'),
    ).toBe(false);
  });

  it('shows a due date on a weekend or holiday moved to the next working day, and runs no interest until then', async () => {
    // Ramazan Bayramı 2026: arife Thursday 19.03 (half day), bayram Friday 20.03 – Sunday 22.03.
    const [fine] = await t.db
      .insert(accruals)
      .values({
        registryOid: 'R-DEMO-1',
        revenueCode: 'CEZA',
        year: 2026,
        installment: 2,
        dueDate: '2026-03-20',
        principalKurus: 50_000,
        description: 'Bayramda vadesi dolan ceza',
      })
      .returning();
    try {
      t.setNow(new Date('2026-03-23T09:00:00Z'));
      const onMonday = (await t.call('GetDebtListForEMunicipality', {}, { headers: ayse })).json();
      const debt = onMonday.groups
        .flatMap((g: { debts: { accrualId: number }[] }) => g.debts)
        .find((d: { accrualId: number }) => d.accrualId === fine.id);
      expect(debt).toMatchObject({
        dueDate: '2026-03-23',
        originalDueDate: '2026-03-20',
        interestKurus: 0,
        overdue: false,
      });
      // Tuesday is the first late day: 500 TL × 3.7 % × 1/30 = 0.62 TL, so the 1 TL minimum (6183 art. 51).
      t.setNow(new Date('2026-03-24T09:00:00Z'));
      const onTuesday = (await t.call('GetDebtListForEMunicipality', {}, { headers: ayse })).json();
      expect(
        onTuesday.groups
          .flatMap((g: { debts: { accrualId: number }[] }) => g.debts)
          .find((d: { accrualId: number }) => d.accrualId === fine.id),
      ).toMatchObject({ interestKurus: 100, overdue: true });
      const { accruals: all } = (
        await t.call('GetAccrumentListForEMunicipality', { year: 2026 }, { headers: ayse })
      ).json();
      expect(all.find((a: { accrualId: number }) => a.accrualId === fine.id)).toMatchObject({
        dueDate: '2026-03-23',
        originalDueDate: '2026-03-20',
      });
    } finally {
      t.setNow(new Date('2026-11-22T09:00:00Z'));
      await t.db.delete(accruals).where(eq(accruals.id, fine.id));
    }
  });

  it('computes a 2018 debt through every rate since, each from its decree', async () => {
    const [old] = await t.db
      .insert(accruals)
      .values({
        registryOid: 'R-DEMO-1',
        revenueCode: 'EMLAK',
        year: 2018,
        installment: 2,
        dueDate: '2018-11-30',
        principalKurus: 1_000_000,
        description: '2018 Emlak Vergisi 2. taksit',
      })
      .returning();
    try {
      const list = (await t.call('GetDebtListForEMunicipality', {}, { headers: ayse })).json();
      // 10,000.00 TL due Friday 30.11.2018, to 22.11.2026; per rate period, months from its first day,
      // then days; rate × (30 × months + days):
      //   01.12.2018–30.06.2019  2 %    7 months 0 days     200 × 210 =  42,000
      //   01.07.2019–01.10.2019  2.5 %  3 months 1 day      250 ×  91 =  22,750
      //   02.10.2019–29.12.2019  2 %    2 months 28 days    200 ×  88 =  17,600
      //   30.12.2019–20.07.2022  1.6 %  30 months 21 days   160 × 921 = 147,360
      //   21.07.2022–13.11.2023  2.5 %  15 months 24 days   250 × 474 = 118,500
      //   14.11.2023–20.05.2024  3.5 %  6 months 7 days     350 × 187 =  65,450
      //   21.05.2024–12.11.2025  4.5 %  17 months 23 days   450 × 533 = 239,850
      //   13.11.2025–22.11.2026  3.7 %  12 months 10 days   370 × 370 = 136,900
      //                                                          sum   790,410
      // 1,000,000 kuruş × 790,410 / (10,000 × 30) = 2,634,700 kuruş = 26,347.00 TL.
      const estate2018 = list.groups.find(
        (g: { revenueCode: string; year: number }) => g.revenueCode === 'EMLAK' && g.year === 2018,
      );
      expect(estate2018.debts).toEqual([
        expect.objectContaining({
          accrualId: old.id,
          dueDate: '2018-11-30',
          interestKurus: 2_634_700,
          totalKurus: 3_634_700,
          needsOffice: false,
          overdue: true,
        }),
      ]);
      expect(estate2018.totalKurus).toBe(3_634_700);
    } finally {
      await t.db.delete(accruals).where(eq(accruals.id, old.id));
    }
  });

  it('shows a debt the rules cannot compute as "needs the office", keeps the rest of the list, and refuses to take it online', async () => {
    const before = (await t.call('GetDebtListForEMunicipality', {}, { headers: ayse })).json();
    const inserted = await t.db
      .insert(accruals)
      .values([
        // Before the first rate (19.10.2010): the rate in force is not a row.
        {
          registryOid: 'R-DEMO-1',
          revenueCode: 'CEZA',
          year: 2009,
          installment: 1,
          dueDate: '2009-05-29',
          principalKurus: 20_000,
          description: 'Eski ceza',
        },
        // A rate exists, but whether 31.05.2016 was a working day is not known (no 2016 bayram rows).
        {
          registryOid: 'R-DEMO-1',
          revenueCode: 'EMLAK',
          year: 2016,
          installment: 1,
          dueDate: '2016-05-31',
          principalKurus: 30_000,
          description: '2016 Emlak Vergisi 1. taksit',
        },
      ])
      .returning();
    try {
      const response = await t.call('GetDebtListForEMunicipality', {}, { headers: ayse });
      expect(response.statusCode).toBe(200);
      const list = response.json();
      const all = list.groups.flatMap((g: { debts: { accrualId: number }[] }) => g.debts);
      for (const row of inserted) {
        expect(all.find((d: { accrualId: number }) => d.accrualId === row.id)).toMatchObject({
          needsOffice: true,
          interestKurus: null,
          totalKurus: null,
          originalDueDate: row.dueDate,
          overdue: true,
        });
      }
      // The totals are those of the debts whose amount is known: the same as before.
      expect({ principal: list.principalKurus, interest: list.interestKurus, total: list.totalKurus }).toEqual({
        principal: before.principalKurus,
        interest: before.interestKurus,
        total: before.totalKurus,
      });
      const refused = await t.call(
        'GetOrderNumberForOnlinePayment',
        { accrualIds: [inserted[0].id] },
        { headers: ayse },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toMatch(/belediyemize başvurunuz/);
    } finally {
      await t.db.delete(accruals).where(eq(accruals.id, inserted[0].id));
      await t.db.delete(accruals).where(eq(accruals.id, inserted[1].id));
    }
  });

  it('every database has the statutory rates and holidays with their sources', async () => {
    const holidays2025 = await t.db
      .select()
      .from(religiousHolidays)
      .where(eq(religiousHolidays.year, 2025))
      .orderBy(asc(religiousHolidays.date));
    expect(holidays2025.map((h) => `${h.date} ${h.halfDay ? '½' : '1'}`)).toEqual([
      '2025-03-29 ½',
      '2025-03-30 1',
      '2025-03-31 1',
      '2025-04-01 1',
      '2025-06-05 ½',
      '2025-06-06 1',
      '2025-06-07 1',
      '2025-06-08 1',
      '2025-06-09 1',
    ]);
    expect(holidays2025.every((h) => h.source.includes('Diyanet'))).toBe(true);
  });

  it('the law seed runs on every start: it fills what an older database lacks and keeps what staff changed', async () => {
    // A database from before: the five newest rates, no sources. Staff have re-imported 2027 with a correction.
    await t.db.delete(lateInterestRates).where(lt(lateInterestRates.fromDate, '2019-12-30'));
    await t.db.update(lateInterestRates).set({ source: null });
    await t.db
      .update(religiousHolidays)
      .set({ name: 'Ramazan Bayramı arifesi (düzeltildi)' })
      .where(eq(religiousHolidays.date, '2027-03-08'));
    await t.db.delete(religiousHolidays).where(eq(religiousHolidays.date, '2027-05-19'));
    await seedLaw(t.db);
    await seedLaw(t.db);
    const rates = await t.db.select().from(lateInterestRates).orderBy(asc(lateInterestRates.fromDate));
    expect(rates.map((rate) => `${rate.fromDate} ${rate.monthlyBasisPoints}`)).toEqual([
      '2010-10-19 140',
      '2018-09-05 200',
      '2019-07-01 250',
      '2019-10-02 200',
      '2019-12-30 160',
      '2022-07-21 250',
      '2023-11-14 350',
      '2024-05-21 450',
      '2025-11-13 370',
    ]);
    expect(rates.every((rate) => /RG \d{2}\.\d{2}\.\d{4}/.test(rate.source ?? ''))).toBe(true);
    const year2027 = await t.db
      .select()
      .from(religiousHolidays)
      .where(eq(religiousHolidays.year, 2027))
      .orderBy(asc(religiousHolidays.date));
    expect(year2027).toHaveLength(8);
    expect(year2027[0].name).toBe('Ramazan Bayramı arifesi (düzeltildi)');
  });

  it("a start skips the law seed while the database has this code's law rows, and runs it once when they change", async () => {
    const rateCount = async () => (await t.db.select().from(lateInterestRates)).length;
    const before = await rateCount();
    await t.db.delete(lateInterestRates).where(eq(lateInterestRates.fromDate, '2010-10-19'));
    await seedLawIfChanged(t.db);
    expect(await rateCount()).toBe(before - 1);
    // Code with other law rows (here: a database last seeded by older code).
    await t.db.update(parameters).set({ value: 'older' }).where(eq(parameters.code, lawSeedParameter));
    await seedLawIfChanged(t.db);
    expect(await rateCount()).toBe(before);
    const [version] = await t.db.select().from(parameters).where(eq(parameters.code, lawSeedParameter));
    expect(version).toMatchObject({ value: lawSeedVersion, isPublic: false });
  });

  it('filters by revenue code and by fee codes, refusing a malformed code', async () => {
    const estate = (await t.call('GetDebtListWithRevenueCode', { revenueCode: 'EMLAK' }, { headers: ayse })).json();
    expect(estate.groups.every((g: { revenueCode: string }) => g.revenueCode === 'EMLAK')).toBe(true);
    const fees = (await t.call('GetDebtListWithFeeCodes', { feeCodes: [] }, { headers: ayse })).json();
    expect(new Set(fees.groups.map((g: { revenueCode: string }) => g.revenueCode))).toEqual(new Set(['SU', 'CEZA']));
    const water = (await t.call('GetDebtListWithFeeCodes', { feeCodes: ['SU'] }, { headers: ayse })).json();
    expect(water.groups.map((g: { revenueCode: string }) => g.revenueCode)).toEqual(['SU']);
    const bad = await t.call('GetDebtListWithRevenueCode', { revenueCode: "EMLAK'; --" }, { headers: ayse });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('revenueCode');
  });

  it('lists every accrual with its status, and past collections with receipt numbers', async () => {
    const { accruals } = (await t.call('GetAccrumentListForEMunicipality', { year: 2025 }, { headers: ayse })).json();
    expect(
      accruals
        .map(
          (a: { installment: number; revenueCode: string; status: string }) =>
            `${a.revenueCode}-${a.installment}-${a.status}`,
        )
        .sort(),
    ).toEqual(['EMLAK-1-paid', 'EMLAK-2-open', 'KVKP-1-paid', 'KVKP-2-open']);
    const { collections } = (await t.call('GetCollectedList', {}, { headers: ayse })).json();
    expect(collections[0]).toMatchObject({ receiptNo: '2025-0000001', totalKurus: 185_040 + 18_504 });
    expect(collections[0].lines).toHaveLength(2);
  });

  it('lists a debt taken into a restructuring plan as restructured, and a broken plan’s installment as cancelled, not open', async () => {
    const [taken, brokenInstallment] = await t.db
      .insert(accruals)
      .values([
        {
          registryOid: 'R-DEMO-1',
          revenueCode: 'CEZA',
          year: 2019,
          installment: 1,
          dueDate: '2019-05-31',
          principalKurus: 40_000,
          description: 'Yapılandırılan ceza',
          restructuringPlanId: 9_999,
        },
        {
          registryOid: 'R-DEMO-1',
          revenueCode: 'CEZA',
          year: 2019,
          installment: 2,
          dueDate: '2019-11-30',
          principalKurus: 10_000,
          description: 'Bozulan planın taksiti',
          cancelledAt: new Date('2026-01-05T09:00:00Z'),
        },
      ])
      .returning();
    try {
      const { accruals: listed } = (
        await t.call('GetAccrumentListForEMunicipality', { year: 2019 }, { headers: ayse })
      ).json();
      const statusOf = (id: number) => listed.find((a: { accrualId: number }) => a.accrualId === id)?.status;
      expect(statusOf(taken!.id)).toBe('restructured');
      expect(statusOf(brokenInstallment!.id)).toBe('cancelled');
    } finally {
      await t.db.delete(accruals).where(eq(accruals.id, taken!.id));
      await t.db.delete(accruals).where(eq(accruals.id, brokenInstallment!.id));
    }
  });

  it("never shows someone else's debts, subscriptions or addresses", async () => {
    const mehmet = await signIn(t, '17291716060', 'Demo2026');
    const mine = (await t.call('GetDebtListForEMunicipality', {}, { headers: mehmet })).json();
    expect(
      mine.groups
        .flatMap((g: { debts: { description: string }[] }) => g.debts)
        .every((d: { description: string }) => !d.description.includes('100234')),
    ).toBe(true);
    const foreign = await t.call('GetSubscriberAddressString', { subscriberNo: '100234' }, { headers: mehmet });
    expect(foreign.statusCode).toBe(403);
    expect((await t.call('ValidateSubscriberNo', { subscriberNo: '100234' }, { headers: mehmet })).json()).toEqual({
      valid: false,
      status: null,
    });
    expect((await t.call('GetDebtListForEMunicipality')).statusCode).toBe(401);
  });

  it('shows the own subscriptions and their address', async () => {
    const { subscriptions } = (await t.call('GetSubscriptionList', {}, { headers: ayse })).json();
    expect(subscriptions).toEqual([
      expect.objectContaining({ subscriberNo: '100234', type: 'G', typeName: 'Gerçek kişi', status: 'active' }),
      expect.objectContaining({ subscriberNo: '100235', status: 'active' }),
    ]);
    expect(
      (await t.call('GetSubscriberListByIdentityNumber', {}, { headers: ayse })).json().subscriptions,
    ).toHaveLength(2);
    expect(
      (await t.call('GetSubscriberAddressString', { subscriberNo: '100234' }, { headers: ayse })).json().address,
    ).toMatch(/Çınar Sok/);
    expect((await t.call('ValidateSubscriberNo', { subscriberNo: '100234' }, { headers: ayse })).json()).toEqual({
      valid: true,
      status: 'active',
    });
    expect((await t.call('ValidateSubscriberNo', { subscriberNo: '12' }, { headers: ayse })).json().field).toBe(
      'subscriberNo',
    );
  });
});
