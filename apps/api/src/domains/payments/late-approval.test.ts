import { formatKurus } from '@ebelediye/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accruals,
  collectionLines,
  collections,
  paymentAttempts,
  paymentEvents,
  restructuringPlans,
  settings,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, formOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { restructure } from '../../test/restructure';
import { signIn } from '../../test/session';
import { recheckAfterMs } from './recheck-schedule';
import { formatPaymentsReport, paymentsNeedingAttention } from './report';

const minute = 60_000;

async function attemptRow(t: TestApp, orderNo: string) {
  const [row] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo));
  return row;
}

async function eventsOf(t: TestApp, orderNo: string) {
  return t.db
    .select({ from: paymentEvents.fromState, to: paymentEvents.toState, source: paymentEvents.source })
    .from(paymentEvents)
    .where(eq(paymentEvents.orderNo, orderNo))
    .orderBy(asc(paymentEvents.id));
}

async function collectionsFor(t: TestApp, accrualId: number) {
  return t.db
    .select({ orderNo: collections.orderNo })
    .from(collectionLines)
    .innerJoin(collections, eq(collections.id, collectionLines.collectionId))
    .where(eq(collectionLines.accrualId, accrualId));
}

/** The sandbox bank changes its mind about an order it declined: a status query answers "sold" from now on. */
async function bankApprovesLate(t: TestApp, orderNo: string) {
  expect((await t.app.inject({ method: 'POST', url: `/sandbox/bank/orders/${orderNo}/approve-late` })).statusCode).toBe(
    200,
  );
}

/** Runs the background job with the clock at `at`. */
async function runJobAt(t: TestApp, at: number) {
  t.setNow(new Date(at));
  await t.app.jobs.runOnce();
}

async function declinedPayment(t: TestApp, cookie: Record<string, string>, accrualIds: number[]) {
  const { summary, gateway } = await startPayment(t, cookie, accrualIds);
  const callback = await payAtBank(t, gateway, 'decline');
  await postForm(t, callback!.action, callback!.fields, cookie);
  const row = await attemptRow(t, summary.orderNo);
  expect(row.state).toBe('DECLINED');
  return { orderNo: summary.orderNo as string, endedAt: row.updatedAt.getTime() };
}

describe('late approvals: a bank approval after we recorded a decline or an expiry is never lost', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  // The clock jumps ahead in these tests and idle sessions are pruned by the job: a fresh one each time.
  beforeEach(async () => {
    t.setNow(undefined);
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(() => t.close());

  it('declined, then the bank approves: the scheduled check collects it once and frees nothing twice', async () => {
    const [debt] = (await debtsOf(t, ayse)).filter((d) => !d.inPayment);
    const { orderNo, endedAt } = await declinedPayment(t, ayse, [debt.accrualId]);
    expect((await attemptRow(t, orderNo)).recheckAt?.getTime()).toBe(endedAt + recheckAfterMs[0]);
    await bankApprovesLate(t, orderNo);

    // Before the first scheduled check the bank is not asked.
    await runJobAt(t, endedAt + recheckAfterMs[0] - 1_000);
    expect(await attemptRow(t, orderNo)).toMatchObject({ state: 'DECLINED', rechecks: 0 });

    await runJobAt(t, endedAt + recheckAfterMs[0] + 1_000);
    const status = (await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: ayse })).json();
    expect(status).toMatchObject({
      state: 'PAID',
      receiptNo: expect.stringMatching(/^\d{4}-\d{7}$/),
      message: 'Ödemeniz alındı. Makbuzunuzu indirebilirsiniz.',
    });
    expect(await collectionsFor(t, debt.accrualId)).toEqual([{ orderNo }]);
    expect((await debtsOf(t, ayse)).some((d) => d.accrualId === debt.accrualId)).toBe(false);
    expect(await eventsOf(t, orderNo)).toEqual(
      expect.arrayContaining([
        { from: 'AUTHORISING', to: 'DECLINED', source: 'callback' },
        { from: 'DECLINED', to: 'PAID_NOT_POSTED', source: 'recheck' },
        { from: 'PAID_NOT_POSTED', to: 'PAID', source: 'posting' },
      ]),
    );
    expect((await attemptRow(t, orderNo)).recheckAt).toBeNull();

    // Later checks and runs change nothing.
    await runJobAt(t, endedAt + recheckAfterMs[4] + minute);
    expect(await collectionsFor(t, debt.accrualId)).toHaveLength(1);
    t.setNow(undefined);
  });

  it('declined, then the bank sends its approval late: the signed callback collects it, a replay does not again', async () => {
    const [debt] = (await debtsOf(t, ayse)).filter((d) => !d.inPayment);
    const { orderNo } = await declinedPayment(t, ayse, [debt.accrualId]);
    await bankApprovesLate(t, orderNo);
    const replay = formOf((await t.app.inject({ method: 'POST', url: `/sandbox/bank/orders/${orderNo}/replay` })).body);
    expect(replay.fields).toMatchObject({ Response: 'Approved', ProcReturnCode: '00' });
    const [first, second] = await Promise.all([
      postForm(t, replay.action, replay.fields, ayse),
      postForm(t, replay.action, replay.fields, ayse),
    ]);
    expect(first.headers.location).toBe(`/success-operation?siparis=${orderNo}`);
    expect(second.headers.location).toBe(`/success-operation?siparis=${orderNo}`);
    expect((await attemptRow(t, orderNo)).state).toBe('PAID');
    expect(await collectionsFor(t, debt.accrualId)).toEqual([{ orderNo }]);
    expect(await eventsOf(t, orderNo)).toContainEqual({
      from: 'DECLINED',
      to: 'PAID_NOT_POSTED',
      source: 'late-callback',
    });
  });

  it('expired while the citizen stayed on the bank page, then approved there: collected', async () => {
    const [debt] = (await debtsOf(t, ayse)).filter((d) => !d.inPayment);
    const { summary, gateway } = await startPayment(t, ayse, [debt.accrualId]);
    const bankPage = formOf((await postForm(t, gateway.url, gateway.fields)).body);
    await runJobAt(t, Date.now() + 31 * minute);
    expect((await attemptRow(t, summary.orderNo)).state).toBe('EXPIRED');
    ayse = await signIn(t, '10000000146', 'Demo2026');
    expect((await debtsOf(t, ayse)).find((d) => d.accrualId === debt.accrualId)?.inPayment).toBe(false);

    const completed = await postForm(t, bankPage.action, {
      ...bankPage.fields,
      pan: '4355084355084358',
      month: '12',
      year: '30',
      cvv: '000',
      outcome: 'approve',
      smsCode: '123456',
    });
    const callback = formOf(completed.body);
    const back = await postForm(t, callback.action, callback.fields, ayse);
    expect(back.headers.location).toBe(`/success-operation?siparis=${summary.orderNo}`);
    expect(await attemptRow(t, summary.orderNo)).toMatchObject({ state: 'PAID', maskedPan: '435508******4358' });
    expect(await collectionsFor(t, debt.accrualId)).toEqual([{ orderNo: summary.orderNo }]);
    t.setNow(undefined);
  });

  it('approved late when another attempt has meanwhile paid the same debt: REFUND_NEEDED, one collection, listed for the staff', async () => {
    const [debt] = (await debtsOf(t, ayse)).filter((d) => !d.inPayment);
    const [before] = await t.db
      .select({ paid: accruals.paidKurus, principal: accruals.principalKurus })
      .from(accruals)
      .where(eq(accruals.id, debt.accrualId));
    const late = await declinedPayment(t, ayse, [debt.accrualId]);

    // The citizen tries again at once and pays.
    const { summary: other, gateway } = await startPayment(t, ayse, [debt.accrualId]);
    const callback = await payAtBank(t, gateway);
    await postForm(t, callback!.action, callback!.fields, ayse);
    expect((await attemptRow(t, other.orderNo)).state).toBe('PAID');

    await bankApprovesLate(t, late.orderNo);
    await runJobAt(t, late.endedAt + recheckAfterMs[0] + 1_000);
    t.setNow(undefined);

    const status = (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: late.orderNo }, { headers: ayse })).json();
    expect(status.state).toBe('REFUND_NEEDED');
    expect(status.message).toMatch(
      /^Borçlarınız bu arada başka bir ödemeyle kapanmıştı\. Bankanız bu ödemeyi onayladı ve tutar kartınızdan çekildi, ancak borçlarınıza işlenemedi\. Belediyemiz .* iade edecek/,
    );
    expect(await collectionsFor(t, debt.accrualId)).toEqual([{ orderNo: other.orderNo }]);
    const [after] = await t.db
      .select({ paid: accruals.paidKurus })
      .from(accruals)
      .where(eq(accruals.id, debt.accrualId));
    expect(after.paid).toBe(before.principal);
    expect(await eventsOf(t, late.orderNo)).toContainEqual({
      from: 'DECLINED',
      to: 'REFUND_NEEDED',
      source: 'recheck',
    });

    const rows = await paymentsNeedingAttention(t.db, new Date());
    expect(rows.map((row) => row.orderNo)).toContain(late.orderNo);
    const report = formatPaymentsReport(rows, new Date());
    const line = report.split('\n').find((text) => text.startsWith(late.orderNo))!;
    expect(line).toContain('İade gerekli');
    expect(line).toContain('435508******4358');
    expect(line).toContain('Borçlarınız bu arada başka bir ödemeyle kapanmıştı.');
    expect(line).toMatch(/₺\d/);
    expect(report).toMatch(/^İade gerekli: \d+ ödeme, toplam ₺/m);
    expect(report).not.toMatch(/4355084355084358|10000000146/);
  });

  it('approved late while another attempt holds the debt: REFUND_NEEDED, and that attempt still pays once', async () => {
    const [debt] = (await debtsOf(t, ayse)).filter((d) => !d.inPayment);
    const late = await declinedPayment(t, ayse, [debt.accrualId]);
    const { summary: holder, gateway } = await startPayment(t, ayse, [debt.accrualId]);
    await bankApprovesLate(t, late.orderNo);
    await runJobAt(t, late.endedAt + recheckAfterMs[0] + 1_000);
    t.setNow(undefined);
    expect(await attemptRow(t, late.orderNo)).toMatchObject({
      state: 'REFUND_NEEDED',
      errorMessage: 'Borçlarınız bu arada başka bir ödeme denemesine ayrılmıştı.',
    });

    const callback = await payAtBank(t, gateway);
    await postForm(t, callback!.action, callback!.fields, ayse);
    expect((await attemptRow(t, holder.orderNo)).state).toBe('PAID');
    expect(await collectionsFor(t, debt.accrualId)).toEqual([{ orderNo: holder.orderNo }]);
  });

  it('declined, then the same debts restructured, then the bank approves late: REFUND_NEEDED, the plan still owed, nothing collected on them', async () => {
    // On the template's day the demo campaign is open and takes debts due by 31.12.2025: one such debt of Ayşe's.
    t.setNow(new Date('2026-11-23T09:00:00Z'));
    ayse = await signIn(t, '10000000146', 'Demo2026');
    const [{ registryOid }] = await t.db
      .select({ registryOid: accruals.registryOid })
      .from(accruals)
      .where(eq(accruals.id, (await debtsOf(t, ayse))[0].accrualId));
    const [debt] = await t.db
      .insert(accruals)
      .values({
        registryOid,
        revenueCode: 'EMLAK',
        year: 2025,
        installment: 2,
        dueDate: '2025-12-01',
        principalKurus: 123_400,
        description: '2025 Emlak Vergisi 2. taksit (ek tahakkuk)',
      })
      .returning({ id: accruals.id });
    const ids = [debt.id];
    const late = await declinedPayment(t, ayse, ids);
    const saved = await restructure(t, ayse, '5321112233', ids);
    expect(saved.statusCode).toBe(200);
    const planNo = saved.json().planNo as string;

    // The bank changes its mind and its signed callback arrives: the NestPay late-callback path.
    await bankApprovesLate(t, late.orderNo);
    const replay = formOf(
      (await t.app.inject({ method: 'POST', url: `/sandbox/bank/orders/${late.orderNo}/replay` })).body,
    );
    await postForm(t, replay.action, replay.fields, ayse);
    // And the scheduled recheck, which must not collect it either.
    await runJobAt(t, late.endedAt + recheckAfterMs[0] + 1_000);

    expect(await attemptRow(t, late.orderNo)).toMatchObject({
      state: 'REFUND_NEEDED',
      errorMessage: 'Borçlarınız bu arada yapılandırılmıştı; yapılandırma taksitleri ayrıca ödenir.',
    });
    expect(await eventsOf(t, late.orderNo)).toContainEqual({
      from: 'DECLINED',
      to: 'REFUND_NEEDED',
      source: 'late-callback',
    });
    for (const id of ids) expect(await collectionsFor(t, id)).toEqual([]);
    const [plan] = await t.db
      .select({ state: restructuringPlans.state })
      .from(restructuringPlans)
      .where(eq(restructuringPlans.planNo, planNo));
    expect(plan.state).toBe('ACTIVE');
    const detail = (await t.call('GetRestructuringDetail', { planNo }, { headers: ayse })).json();
    expect(detail.schedule.every((item: { paidKurus: number }) => item.paidKurus === 0)).toBe(true);
    expect((await paymentsNeedingAttention(t.db, t.now())).map((row) => row.orderNo)).toContain(late.orderNo);
    t.setNow(undefined);
  });

  it('an approval for another amount is never collected: REFUND_NEEDED with both amounts', async () => {
    const [debt] = (await debtsOf(t, ayse)).filter((d) => !d.inPayment);
    const late = await declinedPayment(t, ayse, [debt.accrualId]);
    const ours = (await attemptRow(t, late.orderNo)).amountKurus;
    await bankApprovesLate(t, late.orderNo);
    // As if the bank had sold a different amount than the attempt fixed.
    await t.db
      .update(paymentAttempts)
      .set({ amountKurus: ours + 100 })
      .where(eq(paymentAttempts.orderNo, late.orderNo));
    await runJobAt(t, late.endedAt + recheckAfterMs[0] + 1_000);
    t.setNow(undefined);
    const row = await attemptRow(t, late.orderNo);
    expect(row.state).toBe('REFUND_NEEDED');
    expect(row.errorMessage).toBe(
      `Bankada onaylanan tutar (${formatKurus(ours)}) ödeme tutarından (${formatKurus(ours + 100)}) farklı.`,
    );
    expect(await collectionsFor(t, debt.accrualId)).toEqual([]);
  });
});

describe('the recheck schedule: a few questions at growing intervals, not one every run of the job', () => {
  it('asks five times over a day, does not count a check the bank did not answer, then stops', async () => {
    const t = await createTestApp();
    const mehmet = await signIn(t, '17291716060', 'Demo2026');
    const [debt] = await debtsOf(t, mehmet);
    const { orderNo, endedAt } = await declinedPayment(t, mehmet, [debt.accrualId]);

    // The bank's API is unreachable at the first check: retried five minutes later, not counted.
    await t.db
      .update(settings)
      .set({ value: JSON.stringify('/sandbox/bank/fim/yok') })
      .where(eq(settings.key, 'VPosWebRequestUrl'));
    t.app.settings.invalidate();
    await runJobAt(t, endedAt + recheckAfterMs[0]);
    expect(await attemptRow(t, orderNo)).toMatchObject({
      rechecks: 0,
      recheckAt: new Date(endedAt + recheckAfterMs[0] + 5 * minute),
    });
    await t.db
      .update(settings)
      .set({ value: JSON.stringify('/sandbox/bank/fim/api') })
      .where(eq(settings.key, 'VPosWebRequestUrl'));
    t.app.settings.invalidate();

    // The retried first check, then each scheduled one: asked just after its time, not just before.
    await runJobAt(t, endedAt + recheckAfterMs[0] + 5 * minute);
    expect(await attemptRow(t, orderNo)).toMatchObject({
      rechecks: 1,
      recheckAt: new Date(endedAt + recheckAfterMs[1]),
    });
    for (const [index, after] of recheckAfterMs.slice(1).entries()) {
      await runJobAt(t, endedAt + after - 1_000);
      expect((await attemptRow(t, orderNo)).rechecks).toBe(index + 1);
      await runJobAt(t, endedAt + after + 1_000);
      // A second run at the same moment does not ask again.
      await t.app.jobs.runOnce();
      expect((await attemptRow(t, orderNo)).rechecks).toBe(index + 2);
    }
    expect(await attemptRow(t, orderNo)).toMatchObject({
      state: 'DECLINED',
      rechecks: recheckAfterMs.length,
      recheckAt: null,
    });
    await runJobAt(t, endedAt + 48 * 60 * minute);
    expect((await attemptRow(t, orderNo)).rechecks).toBe(recheckAfterMs.length);
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderNo, orderNo), eq(paymentEvents.source, 'recheck'))),
    ).toHaveLength(0);
    await t.close();
  });
});
