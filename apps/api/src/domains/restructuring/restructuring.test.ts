import { restructuringMessages, type Debt } from '@ebelediye/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accruals,
  restructuringCampaigns,
  restructuringPlanEvents,
  restructuringPlans,
  smsOutbox,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import { applyPlanRules } from './plans';

// The template is seeded for 2026-11-23: the demo campaign is open from 24.10.2026 to 22.01.2027 and
// takes debts due on or before 31.12.2025; its Yİ-ÜFE series is the demo's (seed/restructuring.ts).
const day = new Date('2026-11-23T09:00:00Z');
const ayseePhone = '5321112233';

describe('debt restructuring', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  let mehmet: Record<string, string>;
  let demoId: number;
  let closedId: number;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(day);
    ayse = await signIn(t, '10000000146', 'Demo2026');
    mehmet = await signIn(t, '17291716060', 'Demo2026');
    const current = (await t.call('GetRestructuringCurrentParameter', {}, { headers: ayse })).json();
    demoId = current.current.campaignId;
    closedId = current.campaigns.find((c: { code: string }) => c.code === '7326').campaignId;
  });
  afterAll(() => t.close());

  /** The debt list as the contract types it (test/bank.ts's DebtRow names only what payments need). */
  const openDebtsOf = async (cookie: Record<string, string>) => (await debtsOf(t, cookie)) as unknown as Debt[];

  async function sendCode(cookie = ayse, phone = ayseePhone) {
    const sent = await t.call('SendRestructuringConfirmationCode', {}, { headers: cookie });
    expect(sent.statusCode).toBe(200);
    // The code as the outbox holds it (the journey reads it at /sandbox/sms); the job's clock is not the test's.
    const [row] = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const text = row.body;
    return {
      reference: sent.json().operationReferenceNumber as string,
      code: /(\d{6})/.exec(text)![1],
      maskedPhone: sent.json().maskedPhone,
    };
  }

  it('refuses every call to a visitor who is not signed in', async () => {
    for (const [name, body] of [
      ['GetRestructuringCurrentParameter', {}],
      ['GetRestructurableDebtList', { campaignId: 1 }],
      ['AdjustRestructuring', { campaignId: 1, accrualIds: [1] }],
      ['SendRestructuringConfirmationCode', {}],
      ['SaveRestructuring', {}],
      ['GetRestructuringDetail', { planNo: 'YP2026000001' }],
      ['GetRestructuringPlanList', {}],
    ] as const) {
      expect((await t.call(name, body)).statusCode, name).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/restructuring-plans/YP2026000001.pdf' })).statusCode).toBe(
      401,
    );
  });

  it('names the open demo campaign and keeps 7326 as a closed one, each rule with its source', async () => {
    const body = (await t.call('GetRestructuringCurrentParameter', {}, { headers: ayse })).json();
    expect(body.today).toBe('2026-11-23');
    expect(body.current).toMatchObject({
      code: 'DEMO-2026',
      open: true,
      demo: true,
      cutoffDate: '2025-12-31',
      applicationStart: '2026-10-24',
      applicationEnd: '2027-01-22',
    });
    const law = body.campaigns.find((c: { code: string }) => c.code === '7326');
    expect(law).toMatchObject({
      open: false,
      demo: false,
      upFrontIndexDiscountPercent: 90,
      options: [
        { installments: 6, coefficient: '1.045' },
        { installments: 9, coefficient: '1.083' },
        { installments: 12, coefficient: '1.105' },
        { installments: 18, coefficient: '1.15' },
      ],
    });
    expect(law.sources.amount).toContain('RG 09.06.2021');
  });

  it('lists which debts qualify and why the others do not', async () => {
    const body = (await t.call('GetRestructurableDebtList', { campaignId: demoId }, { headers: ayse })).json();
    expect(body.qualifying.map((d: { description: string }) => d.description)).toEqual([
      '2025 Emlak Vergisi 2. taksit',
      '2025 Kültür Varlıkları Katkı Payı 2. taksit',
    ]);
    const reasons = Object.fromEntries(
      body.notQualifying.map((d: { description: string; reason: string }) => [d.description, d.reason]),
    );
    expect(reasons['2026 Emlak Vergisi 1. taksit']).toBe('Vadesi kapsam tarihinden (31.12.2025) sonra.');
    expect(Object.entries(reasons).find(([description]) => description.includes('su faturası'))?.[1]).toBe(
      'Bu gelir türü yapılandırma kapsamında değil.',
    );
    ids = body.qualifying.map((d: { accrualId: number }) => d.accrualId);
  });

  it('previews today, restructured and forgiven side by side, and every option', async () => {
    const response = await t.call('AdjustRestructuring', { campaignId: demoId, accrualIds: ids }, { headers: ayse });
    expect(response.statusCode).toBe(200);
    const quote = response.json();
    // Due 30.11.2025, law of 24.10.2026: December 2025 to September 2026 in the demo series,
    // 1.82 + 1.64 + 1.41 + 2.05 + 1.17 + 0.96 + 0 (June −0.24) + 1.33 + 1.58 + 1.21 = 13.17 %.
    // 1,850.40 × 13.17 % = 243.697… → 243.70; 185.04 × 13.17 % = 24.369… → 24.37.
    expect(quote.debts.map((d: { indexKurus: number }) => d.indexKurus)).toEqual([24_370, 2_437]);
    expect(quote).toMatchObject({ principalKurus: 203_544, indexKurus: 26_807, restructuredKurus: 230_351 });
    expect(quote.currentTotalKurus).toBe(quote.principalKurus + quote.lateInterestKurus);
    expect(quote.forgivenKurus).toBe(quote.lateInterestKurus - 26_807);
    // Up front: 90 % × 268.07 = 241.263 → 241.26; 2,303.51 − 241.26 = 2,062.25.
    // 6 × 1.045: 2,303.51 × 1.045 = 2,407.16795 → 2,407.17; /6 → 401.19 ×5 and 401.22.
    expect(
      quote.options.map((o: { installments: number; totalKurus: number }) => [o.installments, o.totalKurus]),
    ).toEqual([
      [1, 206_225],
      [6, 240_717],
      [9, 249_470],
      [12, 254_538],
      [18, 264_904],
    ]);
    expect(quote.options[1].schedule.map((i: { amountKurus: number }) => i.amountKurus)).toEqual([
      40_122, 40_119, 40_119, 40_119, 40_119, 40_119,
    ]);
    // 31.12.2026 is a Thursday; 28.02.2027 a Sunday → Monday 01.03.2027.
    expect(quote.options[1].schedule.slice(0, 2).map((i: { dueDate: string }) => i.dueDate)).toEqual([
      '2026-12-31',
      '2027-03-01',
    ]);
  });

  it('refuses bad input in Turkish: no debt, a debt out of scope, someone else’s debt, a closed campaign', async () => {
    const empty = await t.call('AdjustRestructuring', { campaignId: demoId, accrualIds: [] }, { headers: ayse });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe('En az bir borç seçiniz.');
    const list = (await t.call('GetRestructurableDebtList', { campaignId: demoId }, { headers: ayse })).json();
    const water = list.notQualifying.find((d: { revenueCode: string }) => d.revenueCode === 'SU');
    const out = await t.call(
      'AdjustRestructuring',
      { campaignId: demoId, accrualIds: [water.accrualId] },
      { headers: ayse },
    );
    expect(out.statusCode).toBe(400);
    expect(out.json().Message).toContain(restructuringMessages.notQualifying);
    const others = await t.call('AdjustRestructuring', { campaignId: demoId, accrualIds: ids }, { headers: mehmet });
    expect(others.statusCode).toBe(400);
    expect(others.json().Message).toBe(restructuringMessages.notFound);
    const closed = await t.call('AdjustRestructuring', { campaignId: closedId, accrualIds: ids }, { headers: ayse });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().Message).toBe(restructuringMessages.campaignClosed);
    expect((await t.call('GetRestructurableDebtList', { campaignId: 'x' }, { headers: ayse })).statusCode).toBe(400);
  });

  it('refuses a debt held by a payment in progress, and takes it again once the payment has ended', async () => {
    const { gateway } = await startPayment(t, ayse, [ids[0]]);
    const list = (await t.call('GetRestructurableDebtList', { campaignId: demoId }, { headers: ayse })).json();
    expect(list.notQualifying.find((d: { accrualId: number }) => d.accrualId === ids[0]).reason).toBe(
      'Bu borç için başlamış bir ödeme var.',
    );
    const held = await t.call('AdjustRestructuring', { campaignId: demoId, accrualIds: ids }, { headers: ayse });
    expect(held.statusCode).toBe(409);
    expect(held.json().Message).toBe(restructuringMessages.inPayment);
    const callback = await payAtBank(t, gateway, 'decline');
    await postForm(t, callback!.action, callback!.fields, ayse);
    expect(
      (await t.call('AdjustRestructuring', { campaignId: demoId, accrualIds: ids }, { headers: ayse })).statusCode,
    ).toBe(200);
  });

  it('saves nothing with a wrong SMS code, a changed amount or a campaign closed since the preview', async () => {
    const quote = (
      await t.call('AdjustRestructuring', { campaignId: demoId, accrualIds: ids }, { headers: ayse })
    ).json();
    const six = quote.options.find((o: { installments: number }) => o.installments === 6);
    const { reference, code, maskedPhone } = await sendCode();
    expect(maskedPhone).toBe('(532) *** ** 33');
    const base = {
      campaignId: demoId,
      accrualIds: ids,
      installments: 6,
      expectedTotalKurus: six.totalKurus,
      acceptTerms: true,
      operationReferenceNumber: reference,
    };
    const wrong = await t.call(
      'SaveRestructuring',
      { ...base, userEntredCode: code === '000000' ? '111111' : '000000' },
      { headers: ayse },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toMatch(/^Doğrulama kodu hatalı\./);
    const noTerms = await t.call(
      'SaveRestructuring',
      { ...base, acceptTerms: false, userEntredCode: code },
      { headers: ayse },
    );
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().Message).toBe(restructuringMessages.termsNotAccepted);
    const changed = await t.call(
      'SaveRestructuring',
      { ...base, expectedTotalKurus: six.totalKurus + 1, userEntredCode: code },
      { headers: ayse },
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().Message).toBe(restructuringMessages.amountChanged);
    // The campaign closes between the preview and the save (its window shortened by staff).
    const [campaign] = await t.db.select().from(restructuringCampaigns).where(eq(restructuringCampaigns.id, demoId));
    await t.db
      .update(restructuringCampaigns)
      .set({ applicationEnd: '2026-11-22' })
      .where(eq(restructuringCampaigns.id, demoId));
    const closed = await t.call('SaveRestructuring', { ...base, userEntredCode: code }, { headers: ayse });
    await t.db
      .update(restructuringCampaigns)
      .set({ applicationEnd: campaign.applicationEnd })
      .where(eq(restructuringCampaigns.id, demoId));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().Message).toBe(restructuringMessages.campaignClosed);
    expect(await t.db.select().from(restructuringPlans)).toHaveLength(0);
    expect((await openDebtsOf(ayse)).filter((d) => ids.includes(d.accrualId))).toHaveLength(2);
  });

  let planNo: string;

  it('saves once with the SMS code: originals marked (not deleted), installments in the debt list; a double submit returns the same plan', async () => {
    const quote = (
      await t.call('AdjustRestructuring', { campaignId: demoId, accrualIds: ids }, { headers: ayse })
    ).json();
    const six = quote.options.find((o: { installments: number }) => o.installments === 6);
    const { reference, code } = await sendCode();
    const body = {
      campaignId: demoId,
      accrualIds: ids,
      installments: 6,
      expectedTotalKurus: six.totalKurus,
      acceptTerms: true,
      operationReferenceNumber: reference,
      userEntredCode: code,
    };
    const [first, second] = await Promise.all([
      t.call('SaveRestructuring', body, { headers: ayse }),
      t.call('SaveRestructuring', body, { headers: ayse }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const plan = first.json();
    planNo = plan.planNo;
    expect(plan.planNo).toMatch(/^YP2026\d{6}$/);
    expect(second.json().planNo).toBe(plan.planNo);
    const third = await t.call('SaveRestructuring', body, { headers: ayse });
    expect(third.json().planNo).toBe(plan.planNo);
    expect(await t.db.select().from(restructuringPlans)).toHaveLength(1);
    expect(plan).toMatchObject({
      state: 'ACTIVE',
      stateName: 'Devam ediyor',
      installments: 6,
      totalKurus: 240_717,
      paidKurus: 0,
      campaign: { code: 'DEMO-2026', demo: true },
    });
    expect(plan.schedule.map((i: { amountKurus: number; status: string }) => [i.amountKurus, i.status])[0]).toEqual([
      40_122,
      'open',
    ]);

    const originals = await t.db
      .select()
      .from(accruals)
      .where(eq(accruals.restructuringPlanId, (await t.db.select().from(restructuringPlans))[0].id));
    expect(originals.map((row) => row.id).sort()).toEqual([...ids].sort());
    const debts = await openDebtsOf(ayse);
    expect(debts.some((d) => ids.includes(d.accrualId))).toBe(false);
    const installments = debts.filter((d) => d.revenueCode === 'YAPILANDIRMA');
    expect(installments.map((d) => d.totalKurus)).toEqual([40_122, 40_119, 40_119, 40_119, 40_119, 40_119]);
    expect(installments[0].description).toBe(`Yapılandırma ${plan.planNo} (demo) 1/6. taksit`);

    const again = await t.call('AdjustRestructuring', { campaignId: demoId, accrualIds: ids }, { headers: ayse });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe(restructuringMessages.inPlan);
  });

  it('shows the plan and its PDF to its owner only', async () => {
    expect((await t.call('GetRestructuringDetail', { planNo }, { headers: ayse })).statusCode).toBe(200);
    const other = await t.call('GetRestructuringDetail', { planNo }, { headers: mehmet });
    expect(other.statusCode).toBe(403);
    expect(other.json().Message).toBe(restructuringMessages.notYourPlan);
    expect((await t.call('GetRestructuringDetail', { planNo: 'YP2026999999' }, { headers: ayse })).statusCode).toBe(
      404,
    );
    expect((await t.call('GetRestructuringDetail', { planNo: 'X' }, { headers: ayse })).json().Message).toBe(
      'Plan numarası geçersiz.',
    );
    expect(
      (await t.call('GetRestructuringPlanList', {}, { headers: ayse }))
        .json()
        .plans.map((p: { planNo: string }) => p.planNo),
    ).toEqual([planNo]);
    expect((await t.call('GetRestructuringPlanList', {}, { headers: mehmet })).json().plans).toEqual([]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/restructuring-plans/${planNo}.pdf`, headers: ayse });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/restructuring-plans/${planNo}.pdf`, headers: mehmet }))
        .statusCode,
    ).toBe(403);
  });

  it('takes the first installment by card like any debt, and the plan shows it paid', async () => {
    const first = (await openDebtsOf(ayse)).find((d) => d.revenueCode === 'YAPILANDIRMA' && d.installment === 1)!;
    const { gateway } = await startPayment(t, ayse, [first.accrualId]);
    const callback = await payAtBank(t, gateway);
    await postForm(t, callback!.action, callback!.fields, ayse);
    const plan = (await t.call('GetRestructuringDetail', { planNo }, { headers: ayse })).json();
    expect(plan.schedule[0]).toMatchObject({ status: 'paid', paidKurus: 40_122 });
    expect(plan.paidKurus).toBe(40_122);
  });

  it('breaks when the second installment is late: what was paid keeps its share of the originals, the rest comes back with gecikme zammı', async () => {
    // Second deadline 01.03.2027 (moved off Sunday 28.02); on 02.03.2027 it is late.
    expect(await applyPlanRules(t.db, new Date('2027-03-01T20:00:00Z'))).toEqual({ completed: 0, broken: 0 });
    expect(await applyPlanRules(t.db, new Date('2027-03-02T09:00:00Z'))).toEqual({ completed: 0, broken: 1 });
    const plan = (await t.call('GetRestructuringDetail', { planNo }, { headers: ayse })).json();
    expect(plan).toMatchObject({
      state: 'BROKEN',
      stateName: 'Bozuldu',
      brokenReason: '2. taksit vadesinde (01.03.2027) ödenmedi; ilk 2 taksitin vadesinde ödenmesi gerekir.',
    });
    // 401.22 of 2,407.17 paid keeps the benefit for that share of each principal (decision 061):
    // 1,850.40 × 401.22 / 2,407.17 = 308.418… → 308.42; 185.04 × 401.22 / 2,407.17 = 30.841… → 30.84.
    expect(plan.debts.map((d: { offsetKurus: number }) => d.offsetKurus)).toEqual([30_842, 3_084]);
    expect(plan.schedule.map((i: { status: string }) => i.status)).toEqual([
      'paid',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    const debts = await openDebtsOf(ayse);
    const estate = debts.find((d) => d.accrualId === ids[0])!;
    expect(estate.principalKurus).toBe(185_040 - 30_842);
    expect(estate.interestKurus).toBeGreaterThan(0);
    expect(debts.some((d) => d.revenueCode === 'YAPILANDIRMA')).toBe(false);
    const events = await t.db.select().from(restructuringPlanEvents);
    expect(events.map((e) => [e.fromState, e.toState])).toEqual([
      [null, 'ACTIVE'],
      ['ACTIVE', 'BROKEN'],
    ]);
    // Final: the job again changes nothing.
    expect(await applyPlanRules(t.db, new Date('2027-03-03T09:00:00Z'))).toEqual({ completed: 0, broken: 0 });
  });

  it('completes an up-front plan once its one installment is paid', async () => {
    // An older debt of Mehmet's, added for this test: 2024 estate tax, 500.00 TL due 30.11.2024.
    const [old] = await t.db
      .insert(accruals)
      .values({
        registryOid: 'R-DEMO-2',
        revenueCode: 'EMLAK',
        year: 2024,
        installment: 2,
        dueDate: '2024-11-30',
        principalKurus: 50_000,
        description: '2024 Emlak Vergisi 2. taksit',
      })
      .returning({ id: accruals.id });
    const quote = (
      await t.call('AdjustRestructuring', { campaignId: demoId, accrualIds: [old.id] }, { headers: mehmet })
    ).json();
    const upFront = quote.options[0];
    expect(upFront).toMatchObject({ installments: 1, coefficient: '1' });
    // The discount is 90 % of the index amount, rounded once.
    expect(upFront.discountKurus).toBe(Math.round((quote.indexKurus * 90) / 100));
    expect(upFront.totalKurus).toBe(50_000 + quote.indexKurus - upFront.discountKurus);
    const { reference, code } = await sendCode(mehmet, '5332223344');
    const saved = await t.call(
      'SaveRestructuring',
      {
        campaignId: demoId,
        accrualIds: [old.id],
        installments: 1,
        expectedTotalKurus: upFront.totalKurus,
        acceptTerms: true,
        operationReferenceNumber: reference,
        userEntredCode: code,
      },
      { headers: mehmet },
    );
    expect(saved.statusCode).toBe(200);
    const plan = saved.json();
    const installment = plan.schedule[0];
    const { gateway } = await startPayment(t, mehmet, [installment.accrualId]);
    const callback = await payAtBank(t, gateway);
    await postForm(t, callback!.action, callback!.fields, mehmet);
    expect(await applyPlanRules(t.db, day)).toEqual({ completed: 1, broken: 0 });
    expect((await t.call('GetRestructuringDetail', { planNo: plan.planNo }, { headers: mehmet })).json()).toMatchObject(
      { state: 'COMPLETED', stateName: 'Tamamlandı', paidKurus: upFront.totalKurus },
    );
  });

  it('does not let one member confirm with a code sent to another', async () => {
    const { reference, code } = await sendCode(ayse);
    const list = (await t.call('GetRestructurableDebtList', { campaignId: demoId }, { headers: mehmet })).json();
    expect(list.qualifying).toEqual([]);
    const [extra] = await t.db
      .insert(accruals)
      .values({
        registryOid: 'R-DEMO-2',
        revenueCode: 'EMLAK',
        year: 2024,
        installment: 1,
        dueDate: '2024-05-31',
        principalKurus: 10_000,
        description: '2024 Emlak Vergisi 1. taksit',
      })
      .returning({ id: accruals.id });
    const quote = (
      await t.call('AdjustRestructuring', { campaignId: demoId, accrualIds: [extra.id] }, { headers: mehmet })
    ).json();
    const response = await t.call(
      'SaveRestructuring',
      {
        campaignId: demoId,
        accrualIds: [extra.id],
        installments: 1,
        expectedTotalKurus: quote.options[0].totalKurus,
        acceptTerms: true,
        operationReferenceNumber: reference,
        userEntredCode: code,
      },
      { headers: mehmet },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(restructuringMessages.codeNotVerified);
    expect((await t.call('GetRestructuringPlanList', {}, { headers: mehmet })).json().plans).toHaveLength(1);
  });
});
