import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, paymentAttempts, paymentEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { formOf, postForm } from '../../test/bank';
import { signIn } from '../../test/session';

const vakifCard = { cardNumber: '4938 4101 5770 5591', expiryMonth: 12, expiryYear: 2029, cvv: '453' };

/** The MPI model is chosen with a card-form StoreType (3d_pay_hosting, the default, is Common Payment). */
const vakifSettings = {
  SETTING_ActiveBankMerchantCode: '0015',
  SETTING_StoreType: '3d_pay',
  SETTING_ThreeDSecureWebRequestUrl: '/sandbox/payflex/MPIAPI/MPI_Enrollment.aspx',
  SETTING_VPosWebRequestUrl: '/sandbox/payflex/VposService/v3/Vposreq.aspx',
};

describe('card payment, Vakıfbank PayFlex (MPI + VPOS)', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(vakifSettings);
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(() => t.close());

  async function firstFreeDebt() {
    const list = (await t.call('GetDebtListForEMunicipality', {}, { headers: ayse })).json();
    return list.groups
      .flatMap((g: { debts: { accrualId: number; inPayment: boolean }[] }) => g.debts)
      .find((d: { inPayment: boolean }) => !d.inPayment);
  }

  async function throughAcs(gateway: { url: string; fields: Record<string, string> }, password: string) {
    const acs = await postForm(t, gateway.url, gateway.fields);
    const page = formOf(acs.body);
    const done = await postForm(t, page.action, { ...page.fields, password, decision: 'submit' });
    const back = formOf(done.body);
    return postForm(t, back.action, back.fields, ayse);
  }

  it('opens the VakıfBank window with the card form on our page', async () => {
    expect((await t.call('GetActiveMerchantBankInfo')).json()).toMatchObject({
      merchantCode: '0015',
      bankName: 'VakıfBank',
      windowPath: '/vakif-banka',
      cardEntry: 'this_page',
    });
  });

  it('enrolls the card, sends the browser to the ACS, and provisions the sale on return', async () => {
    const debt = await firstFreeDebt();
    const order = (
      await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: ayse })
    ).json();
    const { gateway } = (
      await t.call('SaveOnlinePaymentRequest', { orderNo: order.orderNo, card: vakifCard }, { headers: ayse })
    ).json();
    expect(gateway.url).toBe('/sandbox/payflex/acs');
    expect(Object.keys(gateway.fields).sort()).toEqual(['MD', 'PaReq', 'TermUrl']);
    const back = await throughAcs(gateway, '123456');
    expect(back.headers.location).toBe(`/success-operation?siparis=${order.orderNo}`);
    const status = (
      await t.call('QueryOnlinePaymentOrderStatus', { orderNo: order.orderNo }, { headers: ayse })
    ).json();
    expect(status).toMatchObject({ state: 'PAID', maskedPan: '493841******5591', receiptNo: expect.any(String) });
  });

  it('a wrong 3D password is declined and frees the debt', async () => {
    const debt = await firstFreeDebt();
    const order = (
      await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: ayse })
    ).json();
    const { gateway } = (
      await t.call('SaveOnlinePaymentRequest', { orderNo: order.orderNo, card: vakifCard }, { headers: ayse })
    ).json();
    const back = await throughAcs(gateway, '000000');
    expect(back.headers.location).toBe(`/failed-operation?siparis=${order.orderNo}`);
    expect(
      (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: order.orderNo }, { headers: ayse })).json().state,
    ).toBe('DECLINED');
  });

  it('a card not enrolled in 3D Secure is refused with a clear message', async () => {
    const debt = await firstFreeDebt();
    const order = (
      await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: ayse })
    ).json();
    const response = await t.call(
      'SaveOnlinePaymentRequest',
      {
        orderNo: order.orderNo,
        card: { cardNumber: '4355084355084358', expiryMonth: 12, expiryYear: 2030, cvv: '000' },
      },
      { headers: ayse },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toMatch(/3D Secure işlemlere kayıtlı değil/);
    expect(
      (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: order.orderNo }, { headers: ayse })).json().state,
    ).toBe('DECLINED');
  });
});

describe('PayFlex bound to its owner: what a second citizen can try', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  let mehmet: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(vakifSettings);
    ayse = await signIn(t, '10000000146', 'Demo2026');
    mehmet = await signIn(t, '17291716060', 'Demo2026');
  });
  afterAll(() => t.close());

  /** Ayşe starts a payment and is sent to the ACS: the attempt is CREATED, the card in memory. */
  async function ayseAtTheAcs() {
    const list = (await t.call('GetDebtListForEMunicipality', {}, { headers: ayse })).json();
    const debt = list.groups
      .flatMap((g: { debts: { accrualId: number; inPayment: boolean }[] }) => g.debts)
      .find((d: { inPayment: boolean }) => !d.inPayment);
    const order = (
      await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: ayse })
    ).json();
    const { gateway } = (
      await t.call('SaveOnlinePaymentRequest', { orderNo: order.orderNo, card: vakifCard }, { headers: ayse })
    ).json();
    return {
      accrualId: debt.accrualId as number,
      orderNo: order.orderNo as string,
      gateway: gateway as { url: string; fields: Record<string, string> },
    };
  }

  async function acsAnswer(gateway: { url: string; fields: Record<string, string> }, password: string) {
    const page = formOf((await postForm(t, gateway.url, gateway.fields)).body);
    return formOf((await postForm(t, page.action, { ...page.fields, password, decision: 'submit' })).body);
  }

  const rejections = (orderNo: string) =>
    t.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderNo, orderNo), eq(paymentEvents.source, 'acs-return-rejected')));
  const stateOf = async (orderNo: string) =>
    (
      await t.db
        .select({ state: paymentAttempts.state })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderNo, orderNo))
    )[0].state;

  it("does not learn Ayşe's order number from her debts", async () => {
    const { accrualId, orderNo } = await ayseAtTheAcs();
    expect(
      (await t.call('IsOnlinePaymentAccrumentsTriedBefore', { accrualIds: [accrualId] }, { headers: mehmet })).json(),
    ).toEqual({ triedBefore: false, openOrderNo: null });
    expect(
      (await t.call('IsOnlinePaymentAccrumentsTriedBefore', { accrualIds: [accrualId] }, { headers: ayse })).json(),
    ).toEqual({ triedBefore: true, openOrderNo: orderNo });
    expect((await t.call('GetOnlinePaymentAccrumentList', { orderNo }, { headers: mehmet })).statusCode).toBe(404);
  });

  it('cannot cancel her payment or make the server sell without 3D proof; every forged return is recorded; her own return still pays', async () => {
    const { orderNo, gateway } = await ayseAtTheAcs();
    const forged = {
      VerifyEnrollmentRequestId: orderNo,
      PurchAmount: '1',
      PurchCurrency: '949',
      ErrorCode: '',
      ErrorMessage: '',
    };
    const tries = [
      { url: '/api/payments/payflex/return', fields: { ...forged, Status: 'N' } },
      { url: '/api/payments/payflex/return', fields: { ...forged, Status: 'Y', Eci: '07', Cavv: '' } },
      { url: `/api/payments/payflex/return?k=${'A'.repeat(43)}`, fields: { ...forged, Status: 'N' } },
      { url: '/api/payments/payflex/return?k=', fields: { ...forged, Status: 'Y', Eci: '05', Cavv: 'AAAA' } },
    ];
    for (const attempt of tries) {
      const response = await postForm(t, attempt.url, attempt.fields, mehmet);
      expect(response.statusCode).toBe(303);
      expect(await stateOf(orderNo)).toBe('CREATED');
    }
    expect(await rejections(orderNo)).toHaveLength(tries.length);
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderNo, orderNo), eq(paymentEvents.source, 'vpos-sale'))),
    ).toHaveLength(0);
    // The bank has no sale for the order: nothing was sent to VPOS.
    const search = await postForm(t, '/sandbox/payflex/VposService/v3/Vposreq.aspx', {
      prmstr: `<SearchRequest><TransactionCriteria><OrderId>${orderNo}</OrderId></TransactionCriteria></SearchRequest>`,
    });
    expect(search.body).not.toContain('TransactionSearchResultInfo');

    // The secret is not in what was kept about the attempt.
    const [row] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo));
    const secret = new URL(gateway.fields.TermUrl, 'http://x').searchParams.get('k')!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(secret);

    const back = await acsAnswer(gateway, '123456');
    const done = await postForm(t, back.action, back.fields, ayse);
    expect(done.headers.location).toBe(`/success-operation?siparis=${orderNo}`);
    expect(await stateOf(orderNo)).toBe('PAID');
  });

  it('a return through the bank with a half authentication (ECI 06, no CAVV) is declined without a sale', async () => {
    const { orderNo, gateway } = await ayseAtTheAcs();
    const back = await acsAnswer(gateway, '123456');
    const response = await postForm(t, back.action, { ...back.fields, Eci: '06', Cavv: '' }, ayse);
    expect(response.headers.location).toBe(`/failed-operation?siparis=${orderNo}`);
    const status = (await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: ayse })).json();
    expect(status.state).toBe('DECLINED');
    expect(status.message).toMatch(/^Kartınız 3D Secure ile tam olarak doğrulanamadı; satış bankaya gönderilmedi\./);
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderNo, orderNo), eq(paymentEvents.source, 'vpos-sale'))),
    ).toHaveLength(0);
  });

  it('a sale the bank shows later for a declined order is collected by the scheduled check', async () => {
    const { orderNo, gateway } = await ayseAtTheAcs();
    const back = await acsAnswer(gateway, '000000');
    await postForm(t, back.action, back.fields, ayse);
    const [ended] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo));
    expect(ended.state).toBe('DECLINED');
    expect(
      (await t.app.inject({ method: 'POST', url: `/sandbox/payflex/orders/${orderNo}/approve-late` })).statusCode,
    ).toBe(200);
    t.setNow(new Date(ended.updatedAt.getTime() + 3 * 60_000));
    await t.app.jobs.runOnce();
    t.setNow(undefined);
    expect(await stateOf(orderNo)).toBe('PAID');
    expect(await t.db.select().from(collections).where(eq(collections.orderNo, orderNo))).toHaveLength(1);
  });
});

describe('PayFlex MPI with several API processes: the return lands where the card is not', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(vakifSettings);
    other = await t.anotherProcess();
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** Ayşe pays through `on` (a process's app), enters the 3D password at the ACS and is sent back with the bank's form. */
  async function enrolledOn(on: FastifyInstance) {
    const list = (await t.call('GetDebtListForEMunicipality', {}, { headers: ayse })).json();
    const debt = list.groups
      .flatMap((g: { debts: { accrualId: number; inPayment: boolean }[] }) => g.debts)
      .find((d: { inPayment: boolean }) => !d.inPayment);
    const order = (
      await on.inject({
        method: 'POST',
        url: '/api/GetOrderNumberForOnlinePayment',
        payload: { accrualIds: [debt.accrualId] },
        headers: ayse,
      })
    ).json();
    const { gateway } = (
      await on.inject({
        method: 'POST',
        url: '/api/SaveOnlinePaymentRequest',
        payload: { orderNo: order.orderNo, card: vakifCard },
        headers: ayse,
      })
    ).json();
    const page = formOf((await postForm(t, gateway.url, gateway.fields)).body);
    const back = formOf(
      (await postForm(t, page.action, { ...page.fields, password: '123456', decision: 'submit' })).body,
    );
    return { orderNo: order.orderNo as string, back };
  }
  const returnTo = (app: FastifyInstance, back: { action: string; fields: Record<string, string> }) =>
    app.inject({
      method: 'POST',
      url: back.action,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...ayse },
      payload: new URLSearchParams(back.fields).toString(),
    });
  const eventsOf = (orderNo: string, source: string) =>
    t.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderNo, orderNo), eq(paymentEvents.source, source)));

  it('hands the return over to the process that holds the card, which sells once; the browser goes to the result', async () => {
    const { orderNo, back } = await enrolledOn(t.app);
    const [enrollment] = await eventsOf(orderNo, 'mpi-enrollment');
    expect((enrollment.raw as { cardKeeper: string }).cardKeeper).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(JSON.stringify(enrollment.raw)).not.toContain('49384101');

    const response = await returnTo(other, back);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/success-operation?siparis=${orderNo}`);
    expect((await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: ayse })).json()).toMatchObject({
      state: 'PAID',
      maskedPan: '493841******5591',
    });
    // The same return again, on either process, sells nothing more.
    expect((await returnTo(other, back)).headers.location).toBe(`/success-operation?siparis=${orderNo}`);
    expect((await returnTo(t.app, back)).headers.location).toBe(`/success-operation?siparis=${orderNo}`);
    expect(await eventsOf(orderNo, 'vpos-sale')).toHaveLength(1);
    expect(await t.db.select().from(collections).where(eq(collections.orderNo, orderNo))).toHaveLength(1);
  });

  it('a process that was restarted took the card with it: the attempt fails, nothing is sold', async () => {
    const gone = await t.anotherProcess();
    const { orderNo, back } = await enrolledOn(gone);
    await gone.close();
    const response = await returnTo(other, back);
    expect(response.headers.location).toBe(`/failed-operation?siparis=${orderNo}`);
    expect((await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: ayse })).json()).toMatchObject({
      state: 'FAILED',
      message: expect.stringMatching(/^Kart bilgisinin süresi doldu/),
    });
    expect(await eventsOf(orderNo, 'vpos-sale')).toHaveLength(0);
  });

  it('a handover header from outside is not believed and not handed on', async () => {
    const { orderNo, back } = await enrolledOn(t.app);
    const forged = await other.inject({
      method: 'POST',
      url: back.action,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-ebelediye-handover': 'forged',
        'x-ebelediye-client-ip': '203.0.113.9',
      },
      payload: new URLSearchParams(back.fields).toString(),
    });
    // Settled where it landed, without the card: no sale, the real return after it changes nothing.
    expect(forged.headers.location).toBe(`/failed-operation?siparis=${orderNo}`);
    expect((await returnTo(t.app, back)).headers.location).toBe(`/failed-operation?siparis=${orderNo}`);
    expect(await eventsOf(orderNo, 'vpos-sale')).toHaveLength(0);
  });

  it('the internal address serves the PayFlex return and nothing else', async () => {
    const address = (await t.app.cardKeeper.ownAddress())!;
    for (const [method, path] of [
      ['GET', '/api/healthz'],
      ['POST', '/api/GetDebtListForEMunicipality'],
      ['GET', '/sandbox/sms'],
      ['POST', '/api/payments/payflex/return'],
    ]) {
      expect((await fetch(`${address}${path}`, { method })).status).toBe(404);
    }
  });
});
