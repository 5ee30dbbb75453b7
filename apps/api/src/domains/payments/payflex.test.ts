import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { formOf, postForm } from '../../test/bank';
import { signIn } from '../../test/session';

const vakifCard = { cardNumber: '4938 4101 5770 5591', expiryMonth: 12, expiryYear: 2029, cvv: '453' };

describe('card payment, Vakıfbank PayFlex (MPI + VPOS)', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({
      SETTING_ActiveBankMerchantCode: '0015',
      SETTING_ThreeDSecureWebRequestUrl: '/sandbox/payflex/MPIAPI/MPI_Enrollment.aspx',
      SETTING_VPosWebRequestUrl: '/sandbox/payflex/VposService/v3/Vposreq.aspx',
    });
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(() => t.close());

  async function firstFreeDebt() {
    const list = (await t.call('GetDebtListForEMunicipality', {}, { headers: ayse })).json();
    return list.groups.flatMap((g: { debts: { accrualId: number; inPayment: boolean }[] }) => g.debts).find((d: { inPayment: boolean }) => !d.inPayment);
  }

  async function throughAcs(gateway: { url: string; fields: Record<string, string> }, password: string) {
    const acs = await postForm(t, gateway.url, gateway.fields);
    const page = formOf(acs.body);
    const done = await postForm(t, page.action, { ...page.fields, password, decision: 'submit' });
    const back = formOf(done.body);
    return postForm(t, back.action, back.fields, ayse);
  }

  it('opens the VakıfBank window with the card form on our page', async () => {
    expect((await t.call('GetActiveMerchantBankInfo')).json()).toMatchObject({ merchantCode: '0015', bankName: 'VakıfBank', windowPath: '/vakif-banka', cardEntry: 'this_page' });
  });

  it('enrolls the card, sends the browser to the ACS, and provisions the sale on return', async () => {
    const debt = await firstFreeDebt();
    const order = (await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: ayse })).json();
    const { gateway } = (await t.call('SaveOnlinePaymentRequest', { orderNo: order.orderNo, card: vakifCard }, { headers: ayse })).json();
    expect(gateway.url).toBe('/sandbox/payflex/acs');
    expect(Object.keys(gateway.fields).sort()).toEqual(['MD', 'PaReq', 'TermUrl']);
    const back = await throughAcs(gateway, '123456');
    expect(back.headers.location).toBe(`/success-operation?siparis=${order.orderNo}`);
    const status = (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: order.orderNo }, { headers: ayse })).json();
    expect(status).toMatchObject({ state: 'PAID', maskedPan: '493841******5591', receiptNo: expect.any(String) });
  });

  it('a wrong 3D password is declined and frees the debt', async () => {
    const debt = await firstFreeDebt();
    const order = (await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: ayse })).json();
    const { gateway } = (await t.call('SaveOnlinePaymentRequest', { orderNo: order.orderNo, card: vakifCard }, { headers: ayse })).json();
    const back = await throughAcs(gateway, '000000');
    expect(back.headers.location).toBe(`/failed-operation?siparis=${order.orderNo}`);
    expect((await t.call('QueryOnlinePaymentOrderStatus', { orderNo: order.orderNo }, { headers: ayse })).json().state).toBe('DECLINED');
  });

  it('a card not enrolled in 3D Secure is refused with a clear message', async () => {
    const debt = await firstFreeDebt();
    const order = (await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: ayse })).json();
    const response = await t.call('SaveOnlinePaymentRequest', { orderNo: order.orderNo, card: { cardNumber: '4355084355084358', expiryMonth: 12, expiryYear: 2030, cvv: '000' } }, { headers: ayse });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toMatch(/3D Secure işlemlere kayıtlı değil/);
    expect((await t.call('QueryOnlinePaymentOrderStatus', { orderNo: order.orderNo }, { headers: ayse })).json().state).toBe('DECLINED');
  });
});
