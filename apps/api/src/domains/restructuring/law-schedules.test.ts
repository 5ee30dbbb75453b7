import { desc, eq, sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accruals, priceIndexChanges, restructuringCampaigns, smsOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import { applyPlanRules } from './plans';

// A campaign holds the law's schedule (decision 060). The template is seeded for 2026-11-23; the
// tests below sign in on that day and then move the server's clock into the law's application window.
const seedDay = new Date('2026-11-23T09:00:00Z');

/** Yİ-ÜFE monthly changes (TÜİK), hundredths of a percent, for the months these debts need. */
const series = [
  ['2020-12', 236],
  ['2021-01', 439],
  ['2021-02', 122],
  ['2021-03', 413],
  ['2021-04', 434],
  ['2021-05', 401],
  ['2022-11', 69],
  ['2022-12', -24],
  ['2023-01', 415],
  ['2023-02', 156],
] as const;

type Option = {
  installments: number;
  totalKurus: number;
  schedule: { no: number; dueDate: string; amountKurus: number }[];
};

describe('restructuring campaigns keep the law’s dates', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  let campaign7326: number;
  let estate2020: number;

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(seedDay);
    ayse = await signIn(t, '10000000146', 'Demo2026');
    const current = (await t.call('GetRestructuringCurrentParameter', {}, { headers: ayse })).json();
    campaign7326 = current.campaigns.find((c: { code: string }) => c.code === '7326').campaignId;
    await t.db.insert(priceIndexChanges).values(
      series.map(([month, changeHundredths]) => ({
        month,
        year: Number(month.slice(0, 4)),
        changeHundredths,
        source: 'TÜİK Yİ-ÜFE aylık değişim (test)',
      })),
    );
    const [someDebt] = await t.db
      .select({ registryOid: accruals.registryOid })
      .from(accruals)
      .where(eq(accruals.description, '2025 Emlak Vergisi 2. taksit'))
      .limit(1);
    // 10,000.00 TL of 2020 estate tax, due Monday 30.11.2020: inside 7326's scope (due by 31.03.2021).
    const [row] = await t.db
      .insert(accruals)
      .values({
        registryOid: someDebt.registryOid,
        revenueCode: 'EMLAK',
        year: 2020,
        installment: 2,
        dueDate: '2020-11-30',
        principalKurus: 1_000_000,
        description: '2020 Emlak Vergisi 2. taksit',
      })
      .returning({ id: accruals.id });
    estate2020 = row.id;
  });
  afterEach(() => t.setNow(seedDay));
  afterAll(() => t.close());

  async function quote(campaignId: number, accrualIds: number[], on: string): Promise<Option[]> {
    t.setNow(new Date(`${on}T09:00:00Z`));
    const response = await t.call('AdjustRestructuring', { campaignId, accrualIds }, { headers: ayse });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().options;
  }

  it('7326: applied 15.06.2021, the first installment is due 01.11.2021 (CK 4420, VUK art. 18), not 31.08.2021', async () => {
    const options = await quote(campaign7326, [estate2020], '2021-06-15');
    const eighteen = options.find((o) => o.installments === 18)!;
    // 30.09.2021 by the law, 31.10.2021 by CK 4420, a Sunday: Monday 01.11.2021. Then the law's dates.
    expect(eighteen.schedule.slice(0, 3).map((i) => i.dueDate)).toEqual(['2021-11-01', '2021-11-30', '2022-01-31']);
    // The 18th: 31.07.2024, a Wednesday.
    expect(eighteen.schedule[17].dueDate).toBe('2024-07-31');
    // Up front: by the first installment's deadline as well.
    expect(options[0].schedule).toEqual([{ no: 1, dueDate: '2021-11-01', amountKurus: options[0].totalKurus }]);
    // Index Dec 2020 – May 2021: 2.36 + 4.39 + 1.22 + 4.13 + 4.34 + 4.01 = 20.45 % → 2,045.00 TL;
    // 18 × 1.15: 12,045.00 × 1.15 = 13,851.75 TL.
    expect(eighteen.totalKurus).toBe(1_385_175);
  });

  it('7326: applied 20.08.2021, the second installment is due 30.11.2021 like everyone’s', async () => {
    const options = await quote(campaign7326, [estate2020], '2021-08-20');
    expect(
      options
        .find((o) => o.installments === 6)!
        .schedule.slice(0, 2)
        .map((i) => i.dueDate),
    ).toEqual(['2021-11-01', '2021-11-30']);
    // CK 4420 extended applications to 30.09.2021 as well; the schedule does not move with the day applied.
    const late = await quote(campaign7326, [estate2020], '2021-09-30');
    expect(
      late
        .find((o) => o.installments === 6)!
        .schedule.slice(0, 2)
        .map((i) => i.dueDate),
    ).toEqual(['2021-11-01', '2021-11-30']);
  });

  it('7326 is seeded with its schedule and every rule’s source', async () => {
    const [row] = await t.db.select().from(restructuringCampaigns).where(eq(restructuringCampaigns.code, '7326'));
    expect(row).toMatchObject({
      applicationEnd: '2021-09-30',
      firstDueDate: '2021-09-30',
      firstDueMonthsAfterApplication: null,
      periodMonths: 2,
    });
    expect(row.dueDateExtensions).toEqual([
      { installments: [1], dueDate: '2021-10-31', source: expect.stringContaining('4420 sayılı Cumhurbaşkanı Kararı') },
    ]);
    expect(row.revenueRules.CEZA).toMatchObject({ upFrontPrincipalDiscountPercent: 25 });
    for (const key of ['firstDue', 'period', 'breakRule', 'grace', 'onBreak'] as const)
      expect(row.sources[key], key).toMatch(/7326/);
  });

  it('7440 of 2023 loads as data alone (docs/examples/campaign-7440.sql) and quotes its own schedule', async () => {
    const file = fileURLToPath(new URL('../../../../../docs/examples/campaign-7440.sql', import.meta.url));
    await t.db.execute(sql.raw(await readFile(file, 'utf8')));
    const [row] = await t.db
      .select({ id: restructuringCampaigns.id })
      .from(restructuringCampaigns)
      .where(eq(restructuringCampaigns.code, '7440'));
    const [someDebt] = await t.db
      .select({ registryOid: accruals.registryOid })
      .from(accruals)
      .where(eq(accruals.id, estate2020));
    // 1,000.00 TL of 2022 estate tax due Wednesday 30.11.2022.
    const [debt] = await t.db
      .insert(accruals)
      .values({
        registryOid: someDebt.registryOid,
        revenueCode: 'EMLAK',
        year: 2022,
        installment: 2,
        dueDate: '2022-11-30',
        principalKurus: 100_000,
        description: '2022 Emlak Vergisi 2. taksit',
      })
      .returning({ id: accruals.id });
    const options = await quote(row.id, [debt.id], '2023-05-15');
    // First installment 31.07.2023 (Monday) as extended, then every two months from the law's 30.06.2023.
    expect(options.find((o) => o.installments === 6)!.schedule.map((i) => i.dueDate)).toEqual([
      '2023-07-31',
      '2023-08-31',
      '2023-10-31',
      '2024-01-02',
      '2024-02-29',
      '2024-04-30',
    ]);
    // Index Dec 2022 – Feb 2023: 0 (−0.24) + 4.15 + 1.56 = 5.71 % → 57.10 TL; up front 90 % off: 1,057.10 − 51.39 = 1,005.71.
    expect(options[0]).toMatchObject({ installments: 1, discountKurus: 5_139, totalKurus: 100_571 });
    // Outside its window it refuses, as any campaign.
    t.setNow(new Date('2023-06-01T09:00:00Z'));
    expect(
      (await t.call('AdjustRestructuring', { campaignId: row.id, accrualIds: [debt.id] }, { headers: ayse }))
        .statusCode,
    ).toBe(409);
  });

  it('a broken 7326 plan leaves owed what the law says: the paid share kept, the rest with 6183 art. 51 interest (decision 061)', async () => {
    const options = await quote(campaign7326, [estate2020], '2021-06-15');
    const eighteen = options.find((o) => o.installments === 18)!;
    const sent = await t.call('SendRestructuringConfirmationCode', {}, { headers: ayse });
    const [sms] = await t.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    const saved = await t.call(
      'SaveRestructuring',
      {
        campaignId: campaign7326,
        accrualIds: [estate2020],
        installments: 18,
        expectedTotalKurus: eighteen.totalKurus,
        acceptTerms: true,
        operationReferenceNumber: sent.json().operationReferenceNumber,
        userEntredCode: /(\d{6})/.exec(sms.body)![1],
      },
      { headers: ayse },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const plan = saved.json();
    // The first three paid on time (01.11.2021, 30.11.2021, 31.01.2022): 769.57 + 769.54 + 769.54 = 2,308.65.
    for (const [index, day] of ['2021-10-28', '2021-11-26', '2022-01-27'].entries()) {
      t.setNow(new Date(`${day}T09:00:00Z`));
      const { gateway } = await startPayment(t, ayse, [plan.schedule[index].accrualId]);
      const callback = await payAtBank(t, gateway);
      await postForm(t, callback!.action, callback!.fields, ayse);
    }
    // 4th (31.03.2022), 5th (31.05.2022) and 6th (31.07.2022 → 01.08.2022) unpaid: three late in 2022.
    expect(await applyPlanRules(t.db, new Date('2022-08-02T09:00:00Z'))).toMatchObject({ broken: 1 });
    t.setNow(new Date('2022-08-02T09:00:00Z'));
    const back = (await debtsOf(t, ayse)).find((d) => d.accrualId === estate2020) as unknown as {
      principalKurus: number;
      interestKurus: number;
    };
    // 10,000.00 × 2,308.65 / 13,851.75 = 1,666.68 kept; 8,333.32 back with 32.55 % (1.6 % × 19 months
    // 20 days, 2.5 % × 13 days) = 2,712.50 TL. The face-value offset asked 2,503.53 on 7,691.35.
    expect(back).toMatchObject({ principalKurus: 833_332, interestKurus: 271_250 });
  });

  it('no installment on a weekend in a year whose bayram days are not loaded (2028)', async () => {
    const demo = (await t.call('GetRestructuringCurrentParameter', {}, { headers: ayse })).json().current.campaignId;
    const list = (await t.call('GetRestructurableDebtList', { campaignId: demo }, { headers: ayse })).json();
    const ids = list.qualifying.map((d: { accrualId: number }) => d.accrualId);
    const options = await quote(demo, ids, '2026-11-23');
    const dates = options.find((o) => o.installments === 18)!.schedule.map((i) => i.dueDate);
    // The 9th falls on Sunday 30.04.2028, 01.05 is Emek ve Dayanışma Günü: Tuesday 02.05.2028. The 13th on
    // Sunday 31.12.2028, 01.01.2029 Yılbaşı: Tuesday 02.01.2029.
    expect(dates[8]).toBe('2028-05-02');
    expect(dates[12]).toBe('2029-01-02');
    for (const date of dates) expect([0, 6], date).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
  });
});
