import { nestPayHash } from '@ebelediye/contract/nestpay-hash';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, paymentEvents, settings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment, testCard } from '../../test/bank';
import { signIn } from '../../test/session';

describe('card payment, NestPay hosted model (3d_pay_hosting)', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(() => t.close());

  it('tells the web which bank window to open and that the card goes on the bank page', async () => {
    expect((await t.call('GetActiveMerchantBankInfo')).json()).toEqual({
      merchantCode: '0010',
      bankName: 'Ziraat Bankası',
      windowPath: '/ziraat-banka',
      storeType: '3d_pay_hosting',
      cardEntry: 'bank_page',
    });
  });

  it('pays two debts: attempt saved before the bank, verified callback, one collection, receipt', async () => {
    const debts = (await debtsOf(t, ayse)).filter((d) => d.description.startsWith('2025'));
    const ids = debts.map((d) => d.accrualId);
    const { summary, gateway } = await startPayment(t, ayse, ids);
    expect(summary).toMatchObject({
      state: 'CREATED',
      amountKurus: debts.reduce((s, d) => s + d.totalKurus, 0),
      bankName: 'Ziraat Bankası',
    });
    expect(gateway.url).toBe('/sandbox/bank/fim/est3Dgate');
    expect(gateway.fields).toMatchObject({
      clientid: '700655000200',
      storetype: '3d_pay_hosting',
      oid: summary.orderNo,
      currency: '949',
      hashAlgorithm: 'ver3',
    });
    expect(gateway.fields.pan).toBeUndefined();

    // While the citizen is at the bank the debts are held: no second attempt.
    expect((await debtsOf(t, ayse)).filter((d) => ids.includes(d.accrualId)).every((d) => d.inPayment)).toBe(true);
    expect((await t.call('GetOrderNumberForOnlinePayment', { accrualIds: ids }, { headers: ayse })).statusCode).toBe(
      409,
    );
    expect(
      (await t.call('IsOnlinePaymentAccrumentsTriedBefore', { accrualIds: ids }, { headers: ayse })).json(),
    ).toEqual({ triedBefore: true, openOrderNo: summary.orderNo });

    const callback = await payAtBank(t, gateway);
    const back = await postForm(t, callback!.action, callback!.fields, ayse);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/success-operation?siparis=${summary.orderNo}`);

    const status = (
      await t.call('QueryOnlinePaymentOrderStatus', { orderNo: summary.orderNo }, { headers: ayse })
    ).json();
    expect(status).toMatchObject({
      state: 'PAID',
      maskedPan: '435508******4358',
      receiptNo: expect.stringMatching(/^\d{4}-\d{7}$/),
    });
    expect((await debtsOf(t, ayse)).some((d) => ids.includes(d.accrualId))).toBe(false);
    expect((await t.call('ControlCollection', { orderNo: summary.orderNo }, { headers: ayse })).json()).toEqual({
      collected: true,
      receiptNo: status.receiptNo,
    });

    // The same signed callback again (replay, double post): nothing changes.
    const again = await postForm(t, callback!.action, callback!.fields, ayse);
    expect(again.headers.location).toBe(`/success-operation?siparis=${summary.orderNo}`);
    expect(await t.db.select().from(collections).where(eq(collections.orderNo, summary.orderNo))).toHaveLength(1);

    const report = (
      await t.call('CreateCollectionInfoReportForEMunicipality', { orderNo: summary.orderNo }, { headers: ayse })
    ).json();
    const pdf = await t.app.inject({ method: 'GET', url: report.receiptUrl, headers: ayse });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // No card number anywhere in what we kept.
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, summary.orderNo));
    expect(JSON.stringify(events)).not.toContain('4355084355084358');
  });

  it("keeps someone else's payments and receipts hidden", async () => {
    const mehmet = await signIn(t, '17291716060', 'Demo2026');
    const [debt] = await debtsOf(t, ayse);
    const { summary } = await startPayment(t, ayse, [debt.accrualId]);
    expect(
      (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: summary.orderNo }, { headers: mehmet })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: mehmet }))
        .statusCode,
    ).toBe(400);
    expect((await t.call('QueryOnlinePaymentOrderStatus', { orderNo: summary.orderNo })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/receipts/${summary.orderNo}.pdf`, headers: mehmet })).statusCode,
    ).toBe(404);
  });

  it('a declined card frees the debts and says why', async () => {
    const [, second] = await debtsOf(t, ayse);
    const { summary, gateway } = await startPayment(t, ayse, [second.accrualId]);
    const callback = await payAtBank(t, gateway, 'decline');
    const back = await postForm(t, callback!.action, callback!.fields, ayse);
    expect(back.headers.location).toBe(`/failed-operation?siparis=${summary.orderNo}`);
    const status = (
      await t.call('QueryOnlinePaymentOrderStatus', { orderNo: summary.orderNo }, { headers: ayse })
    ).json();
    expect(status.state).toBe('DECLINED');
    expect(status.message).toMatch(/Kart limitiniz yetersiz\. Ödeme gerçekleşmedi; kartınızdan para çekilmedi\./);
    expect((await debtsOf(t, ayse)).find((d) => d.accrualId === second.accrualId)?.inPayment).toBe(false);
  });

  it('a wrong 3D code is a failure with a Turkish reason', async () => {
    const debts = await debtsOf(t, ayse);
    const free = debts.find((d) => !d.inPayment)!;
    const { summary, gateway } = await startPayment(t, ayse, [free.accrualId]);
    const callback = await payAtBank(t, gateway, 'wrong_code');
    await postForm(t, callback!.action, callback!.fields, ayse);
    const status = (
      await t.call('QueryOnlinePaymentOrderStatus', { orderNo: summary.orderNo }, { headers: ayse })
    ).json();
    expect(status.state).toBe('DECLINED');
    expect(status.message).toMatch(/3D Secure doğrulaması başarısız/);
  });

  it('refuses a forged callback (bad hash, changed amount) and an unknown order without changing anything', async () => {
    const free = (await debtsOf(t, ayse)).find((d) => !d.inPayment)!;
    const { summary, gateway } = await startPayment(t, ayse, [free.accrualId]);
    const callback = await payAtBank(t, gateway);
    const tampered = await postForm(t, callback!.action, { ...callback!.fields, HASH: 'AAAA' }, ayse);
    expect(tampered.statusCode).toBe(303);
    const { HASH: _hash, ...rest } = callback!.fields;
    const cheaper = { ...rest, amount: '1.00' };
    const resigned = await postForm(t, callback!.action, { ...cheaper, HASH: nestPayHash(cheaper, 'wrong-key') }, ayse);
    expect(resigned.statusCode).toBe(303);
    const unchanged = (
      await t.call('GetOnlinePaymentAccrumentList', { orderNo: summary.orderNo }, { headers: ayse })
    ).json();
    expect(unchanged.state).toBe('CREATED');
    expect(await t.db.select().from(collections).where(eq(collections.orderNo, summary.orderNo))).toHaveLength(0);
    const unknown = await postForm(t, '/api/payments/nestpay/return', { ...callback!.fields, oid: 'EBYOK00000000' });
    expect(unknown.headers.location).toBe('/failed-operation?siparis=EBYOK00000000');

    // The genuine callback still settles it.
    await postForm(t, callback!.action, callback!.fields, ayse);
    expect(
      (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: summary.orderNo }, { headers: ayse })).json().state,
    ).toBe('PAID');
  });
});

describe('payments whose outcome we do not hear', () => {
  let t: TestApp;
  let mehmet: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    mehmet = await signIn(t, '17291716060', 'Demo2026');
  });
  afterAll(() => t.close());

  it('a lost callback is settled by a status query to the bank, never by charging again', async () => {
    const [debt] = await debtsOf(t, mehmet);
    const { summary, gateway } = await startPayment(t, mehmet, [debt.accrualId]);
    expect(await payAtBank(t, gateway, 'lost_callback')).toBeNull();
    expect(
      (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: summary.orderNo }, { headers: mehmet })).json().state,
    ).toBe('CREATED');
    t.setNow(new Date(Date.now() + 3 * 60_000));
    const status = (
      await t.call('QueryOnlinePaymentOrderStatus', { orderNo: summary.orderNo }, { headers: mehmet })
    ).json();
    t.setNow(undefined);
    expect(status).toMatchObject({ state: 'PAID', receiptNo: expect.any(String) });
    expect(await t.db.select().from(collections).where(eq(collections.orderNo, summary.orderNo))).toHaveLength(1);
  });

  it('the reconciliation job closes an abandoned attempt and frees its debts', async () => {
    const [debt] = (await debtsOf(t, mehmet)).filter((d) => !d.inPayment);
    const { summary, gateway } = await startPayment(t, mehmet, [debt.accrualId]);
    expect(await payAtBank(t, gateway, 'abandon')).toBeNull();
    t.setNow(new Date(Date.now() + 31 * 60_000));
    await t.app.jobs.runOnce();
    t.setNow(undefined);
    const status = (
      await t.call('GetOnlinePaymentAccrumentList', { orderNo: summary.orderNo }, { headers: mehmet })
    ).json();
    expect(status.state).toBe('EXPIRED');
    expect((await debtsOf(t, mehmet)).find((d) => d.accrualId === debt.accrualId)?.inPayment).toBe(false);
  });
});

describe('a payment finishes in the model it started with', () => {
  it("the store model changed to 3d while the citizen is on the hosted page: the bank's sale is still taken as paid", async () => {
    const t = await createTestApp();
    const ayse = await signIn(t, '10000000146', 'Demo2026');
    const [debt] = await debtsOf(t, ayse);
    const { summary, gateway } = await startPayment(t, ayse, [debt.accrualId]);
    // The operator switches the model meanwhile (settings table, read again by the server).
    await t.db
      .update(settings)
      .set({ value: JSON.stringify('3d') })
      .where(eq(settings.key, 'StoreType'));
    t.app.settings.invalidate();
    const callback = await payAtBank(t, gateway);
    const back = await postForm(t, callback!.action, callback!.fields, ayse);
    expect(back.headers.location).toBe(`/success-operation?siparis=${summary.orderNo}`);
    expect(
      (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: summary.orderNo }, { headers: ayse })).json(),
    ).toMatchObject({ state: 'PAID' });
    await t.close();
  });
});

describe('card form models (3d_pay and 3d)', () => {
  it('3d_pay: the card is needed, checked by Luhn, passed to the bank and never kept', async () => {
    const t = await createTestApp({ SETTING_StoreType: '3d_pay' });
    const ayse = await signIn(t, '10000000146', 'Demo2026');
    expect((await t.call('GetActiveMerchantBankInfo')).json().cardEntry).toBe('this_page');
    const [debt] = await debtsOf(t, ayse);
    const order = (
      await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: ayse })
    ).json();
    const noCard = await t.call('SaveOnlinePaymentRequest', { orderNo: order.orderNo }, { headers: ayse });
    expect(noCard.statusCode).toBe(400);
    const badLuhn = await t.call(
      'SaveOnlinePaymentRequest',
      { orderNo: order.orderNo, card: { ...testCard, cardNumber: '4355084355084359' } },
      { headers: ayse },
    );
    expect(badLuhn.json()).toMatchObject({ field: 'card.cardNumber', Message: 'Kart numarası geçersiz.' });
    const expired = await t.call(
      'SaveOnlinePaymentRequest',
      { orderNo: order.orderNo, card: { ...testCard, expiryYear: 2020 } },
      { headers: ayse },
    );
    expect(expired.json().Message).toBe('Kartın son kullanma tarihi geçmiş.');
    const { gateway } = (
      await t.call('SaveOnlinePaymentRequest', { orderNo: order.orderNo, card: testCard }, { headers: ayse })
    ).json();
    expect(gateway.fields).toMatchObject({
      storetype: '3d_pay',
      pan: '4355084355084358',
      Ecom_Payment_Card_ExpDate_Month: '12',
      Ecom_Payment_Card_ExpDate_Year: '30',
    });
    const callback = await payAtBank(t, gateway);
    await postForm(t, callback!.action, callback!.fields, ayse);
    expect(
      (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: order.orderNo }, { headers: ayse })).json().state,
    ).toBe('PAID');
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, order.orderNo));
    expect(JSON.stringify(events)).not.toMatch(/4355084355084358|"cv2"/);
    await t.close();
  });

  it('3d: after 3D authentication the server completes the sale through the XML API', async () => {
    const t = await createTestApp({ SETTING_StoreType: '3d' });
    const ayse = await signIn(t, '10000000146', 'Demo2026');
    const [debt] = await debtsOf(t, ayse);
    const { summary, gateway } = await startPayment(t, ayse, [debt.accrualId], testCard);
    const callback = await payAtBank(t, gateway);
    expect(callback!.fields.md).toBeTruthy();
    const back = await postForm(t, callback!.action, callback!.fields, ayse);
    expect(back.headers.location).toBe(`/success-operation?siparis=${summary.orderNo}`);
    expect(
      (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: summary.orderNo }, { headers: ayse })).json(),
    ).toMatchObject({ state: 'PAID' });
    await t.close();
  });

  it('3d with a Turkish API user: the XML API is spoken in ISO-8859-9 both ways', async () => {
    // The sandbox bank reads the request by its declared charset: UTF-8 bytes under an ISO-8859-9
    // declaration would not match the user it expects, and the sale would be refused.
    const t = await createTestApp({ SETTING_StoreType: '3d', BANK_API_USER: 'Şehir Ödeme İşleri ğüşıöç €' });
    const ayse = await signIn(t, '10000000146', 'Demo2026');
    const [debt] = await debtsOf(t, ayse);
    const { summary, gateway } = await startPayment(t, ayse, [debt.accrualId], testCard);
    const callback = await payAtBank(t, gateway);
    const back = await postForm(t, callback!.action, callback!.fields, ayse);
    expect(back.headers.location).toBe(`/success-operation?siparis=${summary.orderNo}`);
    expect(
      (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: summary.orderNo }, { headers: ayse })).json(),
    ).toMatchObject({ state: 'PAID' });
    await t.close();
  });
});
