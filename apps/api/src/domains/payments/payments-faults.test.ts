import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accruals, collectionLines, collections, paymentAttemptAccruals, paymentAttempts } from '../../db/schema';
import { createOutbound } from '../../outbound';
import { createTestApp, type TestApp } from '../../test/app';
import { formOf, payAtBank, postForm } from '../../test/bank';
import { signIn } from '../../test/session';
import { nestPayConfig } from './bank';
import { queryOrderStatus } from './nestpay';
import { recheckAfterMs } from './recheck-schedule';

/**
 * Fault-injected payments (docs/payments.md "Figures"): rounds of payments run side by side, each
 * with approvals posted twice at once, declines the bank turns into approvals later (found by the
 * scheduled check or delivered as a late callback, twice), expiries approved afterwards, a late
 * approval for debts another attempt has paid, forged callbacks, lost callbacks. Then the database
 * is counted against the bank: no accrual collected twice, no approval the bank shows left
 * uncollected and unreported.
 */
const rounds = 5;
const minute = 60_000;
const kinds = [
  'approved-twice',
  'declined-then-approved',
  'declined-then-late-callback',
  'expired-then-approved',
  'late-after-paid',
  'forged-then-genuine',
  'lost-callback',
  'declined',
] as const;

describe('fault-injected payments: no double collection, no lost approval', () => {
  let t: TestApp;
  let cookie: Record<string, string>;
  let t0: number;
  let ipCounter = 0;
  const debtIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t0 = Date.now();
    t.setNow(new Date(t0));
    cookie = await signIn(t, '10000000146', 'Demo2026');
    const year = new Date(t0).getUTCFullYear();
    const rows = await t.db
      .insert(accruals)
      .values(
        Array.from({ length: rounds * kinds.length }, (_, i) => ({
          registryOid: 'R-DEMO-1',
          revenueCode: 'SU',
          year,
          installment: 1,
          dueDate: `${year}-12-31`,
          principalKurus: 10_000 + i,
          description: `Fault ${i}`,
        })),
      )
      .returning({ id: accruals.id });
    debtIds.push(...rows.map((row) => row.id));
  });
  afterAll(() => t.close());

  /** Each payment from its own address, as citizens are: the operations' own rate limits stay out of the way. */
  async function start(accrualId: number) {
    const remoteAddress = `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
    const order = await t.call(
      'GetOrderNumberForOnlinePayment',
      { accrualIds: [accrualId] },
      { headers: cookie, remoteAddress },
    );
    expect(order.statusCode).toBe(200);
    const request = await t.call(
      'SaveOnlinePaymentRequest',
      { orderNo: order.json().orderNo },
      { headers: cookie, remoteAddress },
    );
    expect(request.statusCode).toBe(200);
    return {
      orderNo: order.json().orderNo as string,
      gateway: request.json().gateway as { url: string; fields: Record<string, string> },
    };
  }

  const twice = (action: string, fields: Record<string, string>) =>
    Promise.all([postForm(t, action, fields), postForm(t, action, fields)]);
  const approveLate = async (orderNo: string) =>
    expect(
      (await t.app.inject({ method: 'POST', url: `/sandbox/bank/orders/${orderNo}/approve-late` })).statusCode,
    ).toBe(200);
  const replay = async (orderNo: string) =>
    formOf((await t.app.inject({ method: 'POST', url: `/sandbox/bank/orders/${orderNo}/replay` })).body);
  const bankCard = { pan: '4355084355084358', month: '12', year: '30', cvv: '000', smsCode: '123456' };

  /** One round: every kind once, on its own debt. Returns the bank pages left open (completed after they expire). */
  async function round(debts: number[]): Promise<{ action: string; fields: Record<string, string> }[]> {
    const [a, b, c, d, e, f, g, h] = debts;
    const leftOpen: { action: string; fields: Record<string, string> }[] = [];
    await Promise.all([
      (async () => {
        const { gateway } = await start(a);
        const callback = (await payAtBank(t, gateway))!;
        await twice(callback.action, callback.fields);
        await postForm(t, callback.action, callback.fields);
      })(),
      (async () => {
        const { orderNo, gateway } = await start(b);
        const callback = (await payAtBank(t, gateway, 'decline'))!;
        await postForm(t, callback.action, callback.fields);
        await approveLate(orderNo);
      })(),
      (async () => {
        const { orderNo, gateway } = await start(c);
        const callback = (await payAtBank(t, gateway, 'decline'))!;
        await postForm(t, callback.action, callback.fields);
        await approveLate(orderNo);
        const late = await replay(orderNo);
        await twice(late.action, late.fields);
      })(),
      (async () => {
        const { gateway } = await start(d);
        leftOpen.push(formOf((await postForm(t, gateway.url, gateway.fields)).body));
      })(),
      (async () => {
        const first = await start(e);
        const declined = (await payAtBank(t, first.gateway, 'decline'))!;
        await postForm(t, declined.action, declined.fields);
        const second = await start(e);
        const paid = (await payAtBank(t, second.gateway))!;
        await twice(paid.action, paid.fields);
        await approveLate(first.orderNo);
      })(),
      (async () => {
        const { gateway } = await start(f);
        const callback = (await payAtBank(t, gateway))!;
        await postForm(t, callback.action, { ...callback.fields, HASH: 'AAAA' });
        await postForm(t, callback.action, { ...callback.fields, amount: '0.01' });
        await postForm(t, callback.action, callback.fields);
      })(),
      (async () => {
        const { gateway } = await start(g);
        expect(await payAtBank(t, gateway, 'lost_callback')).toBeNull();
      })(),
      (async () => {
        const { gateway } = await start(h);
        const callback = (await payAtBank(t, gateway, 'decline'))!;
        await twice(callback.action, callback.fields);
      })(),
    ]);
    return leftOpen;
  }

  async function jobsAt(at: number, runs = 4) {
    t.setNow(new Date(at));
    for (let i = 0; i < runs; i++) await t.app.jobs.runOnce();
  }

  it(`${rounds} rounds of ${kinds.length} kinds: counted against the bank`, async () => {
    const pages = (
      await Promise.all(
        Array.from({ length: rounds }, (_, r) => round(debtIds.slice(r * kinds.length, (r + 1) * kinds.length))),
      )
    ).flat();

    // Lost callbacks and the first scheduled checks; then the abandoned pages expire.
    await jobsAt(t0 + 3 * minute);
    await jobsAt(t0 + 32 * minute);
    // The citizens on those pages approve after all: the bank sends its answers late, twice.
    for (const page of pages) {
      const callback = formOf(
        (await postForm(t, page.action, { ...page.fields, ...bankCard, outcome: 'approve' })).body,
      );
      await twice(callback.action, callback.fields);
    }
    // Every remaining check of the day.
    for (const after of recheckAfterMs) await jobsAt(t0 + after + 5 * minute);

    const ours = await t.db
      .select({ orderNo: paymentAttemptAccruals.orderNo })
      .from(paymentAttemptAccruals)
      .where(inArray(paymentAttemptAccruals.accrualId, debtIds));
    const orderNos = [...new Set(ours.map((row) => row.orderNo))];
    const attempts = await t.db
      .select({ orderNo: paymentAttempts.orderNo, state: paymentAttempts.state })
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.orderNo, orderNos));

    // Doubles: an accrual on two collections, paid beyond its principal, or an order collected twice.
    const [{ doubleLines }] = await t.db.select({ doubleLines: sql<number>`count(*)` }).from(
      t.db
        .select({ accrualId: collectionLines.accrualId })
        .from(collectionLines)
        .where(inArray(collectionLines.accrualId, debtIds))
        .groupBy(collectionLines.accrualId)
        .having(sql`count(*) > 1`)
        .as('doubles'),
    );
    const [{ overpaid }] = await t.db
      .select({ overpaid: sql<number>`count(*)` })
      .from(accruals)
      .where(and(like(accruals.description, 'Fault %'), sql`${accruals.paidKurus} > ${accruals.principalKurus}`));
    const collected = await t.db
      .select({ orderNo: collections.orderNo })
      .from(collections)
      .where(inArray(collections.orderNo, orderNos));

    // Lost: the bank shows a sale the portal neither collected nor listed for refund.
    const outbound = createOutbound(t.app);
    const config = nestPayConfig(await t.app.settings.get(), t.app.config);
    let soldAtBank = 0;
    let lost = 0;
    for (const attempt of attempts) {
      const answer = await queryOrderStatus(outbound, config, attempt.orderNo);
      if (answer.kind !== 'paid') continue;
      soldAtBank++;
      if (attempt.state !== 'PAID' && attempt.state !== 'REFUND_NEEDED') lost++;
    }
    const count = (state: string) => attempts.filter((attempt) => attempt.state === state).length;
    const paidCollections = await t.db
      .select({ id: collections.id })
      .from(collections)
      .innerJoin(paymentAttempts, eq(paymentAttempts.collectionId, collections.id))
      .where(and(inArray(paymentAttempts.orderNo, orderNos), eq(paymentAttempts.state, 'PAID')));

    expect({
      payments: attempts.length,
      paid: count('PAID'),
      refundNeeded: count('REFUND_NEEDED'),
      declined: count('DECLINED'),
      soldAtBank,
      collections: collected.length,
      doubles:
        Number(doubleLines) + Number(overpaid) + (collected.length - new Set(collected.map((row) => row.orderNo)).size),
      lost,
    }).toEqual({
      payments: rounds * (kinds.length + 1),
      paid: rounds * 7,
      refundNeeded: rounds,
      declined: rounds,
      soldAtBank: rounds * 8,
      collections: rounds * 7,
      doubles: 0,
      lost: 0,
    });
    expect(paidCollections).toHaveLength(rounds * 7);
  });
});
