import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrualHolds, collections, paymentAttempts, paymentEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, formOf, postForm } from '../../test/bank';
import { signIn } from '../../test/session';
import { createOutbound } from '../../outbound';
import { endOfDay } from './end-of-day';

/** Vakıfbank with the default StoreType (3d_pay_hosting): the Common Payment page. */
const commonPaymentSettings = {
  SETTING_ActiveBankMerchantCode: '0015',
  SETTING_ThreeDSecureWebRequestUrl: '/sandbox/payflex/CommonPayment/api/RegisterTransaction',
  SETTING_VPosWebRequestUrl: '/sandbox/payflex/CommonPayment/api/VposTransaction',
};

const vakifCard = { pan: '4938410157705591', month: '12', year: '29', cvv: '453', password: '123456' };
type Gateway = { url: string; method?: string; fields: Record<string, string> };

describe('card payment, Vakıfbank PayFlex Common Payment (the bank’s page)', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  let mehmet: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(commonPaymentSettings);
    ayse = await signIn(t, '10000000146', 'Demo2026');
    mehmet = await signIn(t, '17291716060', 'Demo2026');
  });
  afterAll(() => t.close());

  const stateOf = async (orderNo: string) =>
    (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo)))[0];
  const eventsOf = (orderNo: string, source: string) =>
    t.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderNo, orderNo), eq(paymentEvents.source, source)));

  /** Ayşe (or another citizen) reserves an order for one free debt and gets the hand-over to the bank's page. */
  async function ayseAtTheBank(card?: object, who = ayse) {
    const debt = (await debtsOf(t, who)).find((d) => !d.inPayment)!;
    const order = (
      await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: who })
    ).json();
    const response = await t.call(
      'SaveOnlinePaymentRequest',
      { orderNo: order.orderNo, ...(card ? { card } : {}) },
      { headers: who },
    );
    expect(response.statusCode).toBe(200);
    return {
      accrualId: debt.accrualId,
      orderNo: order.orderNo as string,
      amountKurus: order.amountKurus as number,
      gateway: response.json().gateway as Gateway,
    };
  }

  /** The browser on the bank's page: the GET hand-over, the card, an outcome; returns the bank's redirect back to us. */
  async function payOnBankPage(gateway: Gateway, outcome: 'approve' | 'decline' | 'cancel', card = vakifCard) {
    const page = await t.app.inject({ method: 'GET', url: `${gateway.url}?${new URLSearchParams(gateway.fields)}` });
    expect(page.statusCode).toBe(200);
    const form = formOf(page.body);
    const done = await postForm(t, form.action, { ...form.fields, ...card, outcome });
    expect(done.statusCode).toBe(303);
    return String(done.headers.location);
  }

  const back = (location: string, headers = ayse) => t.app.inject({ method: 'GET', url: location, headers });

  it('opens the VakıfBank window as a hand-over to the bank’s page', async () => {
    expect((await t.call('GetActiveMerchantBankInfo')).json()).toMatchObject({
      merchantCode: '0015',
      windowPath: '/vakif-banka',
      storeType: 'payflex_cp',
      cardEntry: 'bank_page',
    });
  });

  it('registers the order with the bank before the browser leaves, and hands over with GET and the token only', async () => {
    const { orderNo, gateway } = await ayseAtTheBank();
    expect(gateway).toMatchObject({ url: '/sandbox/payflex/CommonPayment/SecurePayment', method: 'get' });
    expect(Object.keys(gateway.fields)).toEqual(['Ptkn']);
    const row = await stateOf(orderNo);
    expect(row).toMatchObject({ state: 'CREATED', storeType: 'payflex_cp', bankToken: gateway.fields.Ptkn });
  });

  it('approves, and collects once even when the return arrives twice at the same moment', async () => {
    const { orderNo, gateway } = await ayseAtTheBank();
    const location = await payOnBankPage(gateway, 'approve');
    expect(location).toMatch(/^\/api\/payments\/payflex-cp\/return\?oid=EB\w+&Rc=0000&/);
    const [first, second] = await Promise.all([back(location), back(location)]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(first.headers.location).toBe(`/success-operation?siparis=${orderNo}`);
    expect(second.headers.location).toBe(`/success-operation?siparis=${orderNo}`);
    // And once more later, as a reload of the return page would.
    expect((await back(location)).headers.location).toBe(`/success-operation?siparis=${orderNo}`);
    expect(await t.db.select().from(collections).where(eq(collections.orderNo, orderNo))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderNo, orderNo), eq(paymentEvents.toState, 'PAID'))),
    ).toHaveLength(1);
    const status = (await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: ayse })).json();
    expect(status).toMatchObject({ state: 'PAID', maskedPan: '493841******5591', receiptNo: expect.any(String) });
    // Nothing kept shows more of the card than six and four digits.
    const kept = JSON.stringify([
      await stateOf(orderNo),
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo)),
    ]);
    expect(kept).not.toContain('49384101');
  });

  it('the return may land on another API process than the one that sent the citizen: it collects there', async () => {
    const { orderNo, gateway } = await ayseAtTheBank();
    const location = await payOnBankPage(gateway, 'approve');
    const other = await t.anotherProcess();
    try {
      const response = await other.inject({ method: 'GET', url: location, headers: ayse });
      expect(response.headers.location).toBe(`/success-operation?siparis=${orderNo}`);
    } finally {
      await other.close();
    }
    expect((await stateOf(orderNo)).state).toBe('PAID');
    expect(await t.db.select().from(collections).where(eq(collections.orderNo, orderNo))).toHaveLength(1);
  });

  it('a decline on the bank’s page ends the attempt, charges nothing and frees the debt', async () => {
    const { orderNo, accrualId, gateway } = await ayseAtTheBank();
    const location = await payOnBankPage(gateway, 'decline');
    expect((await back(location)).headers.location).toBe(`/failed-operation?siparis=${orderNo}`);
    const status = (await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: ayse })).json();
    expect(status.state).toBe('DECLINED');
    expect(status.message).toMatch(/^Banka işlemi onaylamadı: RED-YETERSİZ BAKİYE\./);
    expect(await t.db.select().from(accrualHolds).where(eq(accrualHolds.accrualId, accrualId))).toHaveLength(0);
  });

  it('cancelling on the bank’s page ends on the failure page', async () => {
    const { orderNo, gateway } = await ayseAtTheBank();
    const location = await payOnBankPage(gateway, 'cancel');
    expect((await back(location)).headers.location).toBe(`/failed-operation?siparis=${orderNo}`);
    expect((await stateOf(orderNo)).state).toBe('DECLINED');
  });

  it('a forged return without a real bank transaction changes nothing, whatever it claims', async () => {
    const { orderNo, gateway } = await ayseAtTheBank();
    const claims = { Rc: '0000', AuthCode: '123456', MaskedPan: '49384101****5591', Message: 'İŞLEM BAŞARILI' };
    const tries = [
      // Someone else's guess at the token.
      { oid: orderNo, PaymentToken: 'a'.repeat(32), TransactionId: 'b'.repeat(32), ...claims },
      // Ayşe's real token (seen over her shoulder), but the bank has no transaction under it yet.
      { oid: orderNo, PaymentToken: gateway.fields.Ptkn, TransactionId: 'c'.repeat(32), ...claims },
      { oid: orderNo, PaymentToken: gateway.fields.Ptkn, ...claims, Rc: '0051' },
    ];
    for (const fields of tries) {
      const response = await back(`/api/payments/payflex-cp/return?${new URLSearchParams(fields)}`, mehmet);
      expect(response.statusCode).toBe(303);
      expect((await stateOf(orderNo)).state).toBe('CREATED');
    }
    // Posted instead of redirected: the same.
    expect(
      (
        await postForm(
          t,
          `/api/payments/payflex-cp/return?oid=${orderNo}`,
          { PaymentToken: gateway.fields.Ptkn, ...claims },
          mehmet,
        )
      ).statusCode,
    ).toBe(303);
    expect((await stateOf(orderNo)).state).toBe('CREATED');
    expect(await eventsOf(orderNo, 'cp-return-rejected')).toHaveLength(tries.length + 1);
    expect(await t.db.select().from(collections).where(eq(collections.orderNo, orderNo))).toHaveLength(0);

    // Her own trip through the bank still pays.
    const location = await payOnBankPage(gateway, 'approve');
    expect((await back(location)).headers.location).toBe(`/success-operation?siparis=${orderNo}`);
    expect((await stateOf(orderNo)).state).toBe('PAID');
  });

  it('a real approval of one order cannot be replayed onto another', async () => {
    const paid = await ayseAtTheBank();
    const location = await payOnBankPage(paid.gateway, 'approve');
    await back(location);
    const other = await ayseAtTheBank();
    const replay = location.replace(`oid=${paid.orderNo}`, `oid=${other.orderNo}`);
    expect((await back(replay)).statusCode).toBe(303);
    expect((await stateOf(other.orderNo)).state).toBe('CREATED');
    expect(await eventsOf(other.orderNo, 'cp-return-rejected')).toHaveLength(1);
  });

  it("another citizen's order is refused: not shown, not started, not queried", async () => {
    const { orderNo } = await ayseAtTheBank();
    expect((await t.call('GetOnlinePaymentAccrumentList', { orderNo }, { headers: mehmet })).statusCode).toBe(404);
    expect((await t.call('SaveOnlinePaymentRequest', { orderNo }, { headers: mehmet })).statusCode).toBe(404);
    expect((await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: mehmet })).statusCode).toBe(404);
  });

  it('never writes a card: a card sent along is not used, and neither the attempt nor its events hold it', async () => {
    const { orderNo } = await ayseAtTheBank(
      { cardNumber: '4938 4101 5770 5591', expiryMonth: 12, expiryYear: 2029, cvv: '453' },
      mehmet,
    );
    const rows = JSON.stringify([
      await stateOf(orderNo),
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo)),
    ]);
    expect(rows).not.toContain('4938410157705591');
    expect(rows).not.toContain('"453"');
  });

  it('refuses malformed returns with 400 in Turkish', async () => {
    const { orderNo } = await ayseAtTheBank(undefined, mehmet);
    const bad = [
      '/api/payments/payflex-cp/return',
      '/api/payments/payflex-cp/return?PaymentToken=abc',
      `/api/payments/payflex-cp/return?oid=${orderNo}`,
      `/api/payments/payflex-cp/return?oid=${orderNo}&PaymentToken=../../x`,
      `/api/payments/payflex-cp/return?oid=${orderNo}&PaymentToken=abc&TransactionId=%0d%0aLocation:x`,
      `/api/payments/payflex-cp/return?oid=${orderNo}&oid=${orderNo}&PaymentToken=abc`,
      `/api/payments/payflex-cp/return?oid=${orderNo}&PaymentToken=a%00b`,
    ];
    for (const url of bad) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_input', Message: expect.stringMatching(/[ğüşıöçİ]/) });
    }
    expect((await stateOf(orderNo)).state).toBe('CREATED');
  });

  it('a sale the bank shows for a page the citizen left is found by the status query, from the token alone', async () => {
    const { orderNo, gateway } = await ayseAtTheBank();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/sandbox/payflex/CommonPayment/orders/${gateway.fields.Ptkn}/approve-late`,
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo));
    t.setNow(new Date(row.updatedAt.getTime() + 3 * 60_000));
    const status = (await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: ayse })).json();
    t.setNow(undefined);
    expect(status.state).toBe('PAID');
    expect(await t.db.select().from(collections).where(eq(collections.orderNo, orderNo))).toHaveLength(1);
  });

  it("the end of day reads the bank's own day list (SearchRequest with a date range) and agrees", async () => {
    t.setNow(new Date('2026-11-04T11:00:00+03:00'));
    const payer = await signIn(t, '17291716060', 'Demo2026');
    const { orderNo, amountKurus, gateway } = await ayseAtTheBank(undefined, payer);
    expect((await back(await payOnBankPage(gateway, 'approve'), payer)).headers.location).toBe(
      `/success-operation?siparis=${orderNo}`,
    );
    const day = await endOfDay(t.app, '0015', '2026-11-04', new Date('2026-11-04T20:00:00+03:00'), {
      outbound: createOutbound(t.app),
      acknowledged: async (_db, ids) => new Set(ids),
    });
    expect(day).toMatchObject({
      portal: { count: 1, totalKurus: amountKurus },
      bank: { count: 1, totalKurus: amountKurus },
      differences: [],
    });
    // The day before has no sale at the bank.
    const before = await endOfDay(t.app, '0015', '2026-11-03', new Date('2026-11-04T20:00:00+03:00'), {
      outbound: createOutbound(t.app),
    });
    expect(before.bank).toEqual({ count: 0, totalKurus: 0 });
    t.setNow(undefined);
  });
});
