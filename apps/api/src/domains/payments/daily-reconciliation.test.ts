import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, paymentAttempts, reconciliationDifferences, reconciliationRuns } from '../../db/schema';
import { createOutbound, type Outbound, OutboundTimeout } from '../../outbound';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import { type AcknowledgedCollections, reconcileDay } from './daily-reconciliation';
import { formatDayResult, formatReconciliationDifferences, unresolvedReconciliationDifferences } from './report';

/**
 * Each test works on a day of its own (the clock set to it), so one test's payments never show in
 * another's run. A fake bank sits between the API and the sandbox where a test needs the bank to
 * disagree: it forgets an order, answers another amount, or does not answer at all.
 */

type BankTrick = { kind: 'forget' } | { kind: 'amount'; amountKurus: number } | { kind: 'down' } | { kind: 'timeout' };

function latin1(bytes: Uint8Array | undefined, text: string): string {
  return bytes ? new TextDecoder('latin1').decode(bytes) : text;
}

/** The sandbox bank, except for the orders a test has played a trick on. */
function trickedBank(t: TestApp, tricks: Map<string, BankTrick>): Outbound {
  const real = createOutbound(t.app);
  return async (request) => {
    const body = typeof request.body === 'string' ? request.body : latin1(request.body, '');
    const orderNo = /<OrderId>([^<]*)<\/OrderId>/.exec(body)?.[1];
    const trick = orderNo ? tricks.get(orderNo) : undefined;
    if (!trick) return real(request);
    if (trick.kind === 'timeout') throw new OutboundTimeout(request.url);
    if (trick.kind === 'down') return { status: 503, text: 'Service Unavailable' };
    if (trick.kind === 'forget')
      return {
        status: 200,
        text: `<?xml version="1.0" encoding="UTF-8"?><CC5Response><OrderId>${orderNo}</OrderId><Response>Error</Response><ProcReturnCode>99</ProcReturnCode><ErrMsg>No record found for ${orderNo}</ErrMsg></CC5Response>`,
      };
    const answer = await real(request);
    const text = latin1(answer.bytes, answer.text)
      .replace(/encoding="[^"]*"/, 'encoding="UTF-8"')
      .replace(/<ORIG_TRANS_AMT>\d+<\/ORIG_TRANS_AMT>/, `<ORIG_TRANS_AMT>${trick.amountKurus}</ORIG_TRANS_AMT>`);
    return { status: answer.status, text };
  };
}

const everyoneAcknowledged: AcknowledgedCollections = async (_db, ids) => new Set(ids);

describe('daily reconciliation: the portal against the bank and the revenue system', () => {
  let t: TestApp;
  let payer: Record<string, string>;
  const tricks = new Map<string, BankTrick>();
  let bank: Outbound;

  beforeAll(async () => {
    t = await createTestApp();
    bank = trickedBank(t, tricks);
  });
  afterAll(() => t.close());

  /** Pays an open debt by card on `day` at 10:00 Istanbul; the order number, or that of a declined try. */
  async function payOn(day: string, outcome: 'approve' | 'decline' = 'approve'): Promise<string> {
    t.setNow(new Date(`${day}T10:00:00+03:00`));
    // Ayşe has the most open debts; when they are all paid, the second demo citizen pays one of theirs.
    let debt;
    for (const tckn of ['10000000146', '17291716060']) {
      payer = await signIn(t, tckn, 'Demo2026');
      [debt] = (await debtsOf(t, payer)).filter((d) => !d.inPayment);
      if (debt) break;
    }
    if (!debt) throw new Error('no open debt left to pay');
    const { summary, gateway } = await startPayment(t, payer, [debt.accrualId]);
    const callback = await payAtBank(t, gateway, outcome);
    await postForm(t, callback!.action, callback!.fields, payer);
    const [row] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, summary.orderNo));
    expect(row.state).toBe(outcome === 'approve' ? 'PAID' : 'DECLINED');
    return summary.orderNo as string;
  }

  function runOn(day: string, acknowledged = everyoneAcknowledged) {
    return reconcileDay(t.app, day, new Date(`${day}T23:30:00+03:00`), { outbound: bank, acknowledged });
  }

  it('a day where the bank agrees has no difference, and its counts and totals match', async () => {
    const first = await payOn('2026-11-02');
    await payOn('2026-11-02');
    const result = await runOn('2026-11-02');
    expect(result.differences).toEqual([]);
    expect(result.runs).toHaveLength(1);
    const [run] = result.runs;
    expect(run.portalCount).toBe(2);
    expect(run.bankCount).toBe(2);
    expect(run.bankTotalKurus).toBe(run.portalTotalKurus);
    expect(run.portalTotalKurus).toBeGreaterThan(0);
    expect(run.differencesCount).toBe(0);
    expect(first).toMatch(/\S/);
  });

  it('a collection the bank does not know gives one difference, with its receipt and what to do', async () => {
    const orderNo = await payOn('2026-11-03');
    tricks.set(orderNo, { kind: 'forget' });
    const result = await runOn('2026-11-03');
    expect(result.differences).toHaveLength(1);
    const [difference] = result.differences;
    expect(difference).toMatchObject({ kind: 'bank_has_no_sale', orderNo, day: '2026-11-03' });
    expect(difference.receiptNo).toMatch(/\S/);
    expect(difference.detail).toContain('bankada sipariş bulunamadı');
    expect(difference.action).toContain('üye işyeri');
    expect(result.runs[0]).toMatchObject({ portalCount: 1, bankCount: 0, bankTotalKurus: 0, differencesCount: 1 });
    // payments:report prints it with the two sides per bank and what to do.
    const printed = formatDayResult(result);
    expect(printed).toContain('Günlük mutabakat — 03.11.2026');
    expect(printed).toContain(orderNo);
    expect(printed).toContain('Portalda tahsil edildi, bankada onaylı satış yok');
    expect(printed).toContain(`Yapılacak: ${difference.action}`);
    expect(formatReconciliationDifferences(await unresolvedReconciliationDifferences(t.db))).toContain(orderNo);
  });

  it('amounts that differ give one difference naming both amounts', async () => {
    const orderNo = await payOn('2026-11-04');
    tricks.set(orderNo, { kind: 'amount', amountKurus: 123 });
    const result = await runOn('2026-11-04');
    expect(result.differences.map((d) => [d.kind, d.orderNo])).toEqual([['amount_differs', orderNo]]);
    expect(result.differences[0].detail).toContain('1,23');
    expect(result.runs[0].bankTotalKurus).toBe(123);
  });

  it('a bank approval the portal did not collect gives one difference', async () => {
    const orderNo = await payOn('2026-11-05', 'decline');
    // The bank changes its mind after we recorded the decline; the recheck job has not run yet.
    expect(
      (await t.app.inject({ method: 'POST', url: `/sandbox/bank/orders/${orderNo}/approve-late` })).statusCode,
    ).toBe(200);
    const result = await runOn('2026-11-05');
    expect(result.differences.map((d) => [d.kind, d.orderNo])).toEqual([['sale_not_collected', orderNo]]);
    expect(result.differences[0].detail).toContain('reddedildi');
    expect(result.runs[0]).toMatchObject({ portalCount: 0, bankCount: 1 });
  });

  it('a payment waiting for a refund is listed with the refund to make', async () => {
    const orderNo = await payOn('2026-11-06', 'decline');
    await t.app.inject({ method: 'POST', url: `/sandbox/bank/orders/${orderNo}/approve-late` });
    await t.db.update(paymentAttempts).set({ state: 'REFUND_NEEDED' }).where(eq(paymentAttempts.orderNo, orderNo));
    const result = await runOn('2026-11-06');
    expect(result.differences.map((d) => [d.kind, d.orderNo])).toEqual([['refund_waiting', orderNo]]);
    expect(result.differences[0].action).toContain('iade');
  });

  it('running a day twice gives the same list, and a resolved difference stays resolved and is not raised again', async () => {
    const forgotten = await payOn('2026-11-09');
    const other = await payOn('2026-11-09');
    tricks.set(forgotten, { kind: 'forget' });
    tricks.set(other, { kind: 'amount', amountKurus: 1 });
    const first = await runOn('2026-11-09');
    const second = await runOn('2026-11-09');
    const shape = (r: typeof first) => r.differences.map((d) => [d.kind, d.orderNo, d.detail]);
    expect(shape(second)).toEqual(shape(first));
    expect(second.differences).toHaveLength(2);
    expect(second.runs).toHaveLength(1);

    const resolved = second.differences.find((d) => d.orderNo === forgotten)!;
    await t.db
      .update(reconciliationDifferences)
      .set({ resolvedAt: new Date('2026-11-10T09:00:00+03:00'), resolutionNote: 'Bankayla görüşüldü' })
      .where(eq(reconciliationDifferences.id, resolved.id));
    const third = await runOn('2026-11-09');
    expect(third.differences.map((d) => d.orderNo)).toEqual([other]);
    const kept = await t.db
      .select()
      .from(reconciliationDifferences)
      .where(eq(reconciliationDifferences.day, '2026-11-09'));
    expect(kept).toHaveLength(2);
    expect(kept.find((d) => d.id === resolved.id)?.resolutionNote).toBe('Bankayla görüşüldü');
  });

  it('a bank that times out or answers 5xx gives "could not be asked", never a crash', async () => {
    const late = await payOn('2026-11-10');
    const broken = await payOn('2026-11-10');
    tricks.set(late, { kind: 'timeout' });
    tricks.set(broken, { kind: 'down' });
    const result = await runOn('2026-11-10');
    expect(result.differences.map((d) => d.kind)).toEqual(['bank_unreachable']);
    const [difference] = result.differences;
    expect(difference.orderNo).toBeNull();
    expect(difference.detail).toContain('2 siparişe yanıt vermedi');
    expect(difference.detail).toContain(late);
    expect(difference.action).toContain('yeniden çalıştırınız');
    expect(result.runs[0]).toMatchObject({ portalCount: 2, bankCount: 0, unaskedCount: 2 });
  });

  it('a card collection the revenue system has not acknowledged a day later is listed on the next day’s run', async () => {
    const orderNo = await payOn('2026-11-11');
    const [collection] = await t.db.select().from(collections).where(eq(collections.orderNo, orderNo));
    const unacknowledged: AcknowledgedCollections = async (_db, ids) =>
      new Set(ids.filter((id) => id !== collection.id));
    // The same day: too early to ask the revenue system.
    expect((await runOn('2026-11-11', unacknowledged)).differences).toEqual([]);
    const nextDay = await runOn('2026-11-12', unacknowledged);
    expect(nextDay.differences.map((d) => [d.kind, d.orderNo, d.receiptNo])).toEqual([
      ['not_acknowledged', orderNo, collection.receiptNo],
    ]);
    expect(nextDay.differences[0].detail).toContain('11.11.2026');
    // Acknowledged since: the next run of that day drops it.
    expect((await runOn('2026-11-12')).differences).toEqual([]);
  });

  it('the job reconciles the day before once it is past 01:00 in Istanbul, and only once', async () => {
    const orderNo = await payOn('2026-11-13');
    const runsOf = (day: string) => t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day));
    t.setNow(new Date('2026-11-14T00:30:00+03:00'));
    await t.app.jobs.runOnce();
    expect(await runsOf('2026-11-13')).toEqual([]);
    t.setNow(new Date('2026-11-14T01:30:00+03:00'));
    await t.app.jobs.runOnce();
    const [run] = await runsOf('2026-11-13');
    expect(run).toMatchObject({ portalCount: 1, bankCount: 1, differencesCount: 0 });
    expect(run.ranAt).toEqual(new Date('2026-11-14T01:30:00+03:00'));
    // Later rounds of the day do not ask the banks again.
    tricks.set(orderNo, { kind: 'forget' });
    t.setNow(new Date('2026-11-14T02:30:00+03:00'));
    await t.app.jobs.runOnce();
    expect((await runsOf('2026-11-13'))[0].ranAt).toEqual(run.ranAt);
  });

  it('the job tries a failed reconciliation again an hour later, not on every round', async () => {
    await payOn('2026-11-19');
    const runsOf = (day: string) => t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day));
    const settings = t.app.settings;
    const realGet = settings.get.bind(settings);
    let asked = 0;
    // The settings cannot be read (a broken row, say): the run fails after the attempts are listed.
    settings.get = async () => {
      asked += 1;
      throw new Error('ayarlar okunamadı');
    };
    try {
      t.setNow(new Date('2026-11-20T01:30:00+03:00'));
      await t.app.jobs.runOnce();
      t.setNow(new Date('2026-11-20T02:00:00+03:00'));
      await t.app.jobs.runOnce();
      expect(asked).toBe(1);
    } finally {
      settings.get = realGet;
    }
    expect(await runsOf('2026-11-19')).toEqual([]);
    t.setNow(new Date('2026-11-20T02:31:00+03:00'));
    await t.app.jobs.runOnce();
    expect(await runsOf('2026-11-19')).toEqual([expect.objectContaining({ portalCount: 1, bankCount: 1 })]);
  });
});
