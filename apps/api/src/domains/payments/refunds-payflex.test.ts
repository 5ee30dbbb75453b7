import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accruals, paymentAttempts, paymentRefunds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, formOf, postForm } from '../../test/bank';
import { signIn } from '../../test/session';
import { signInStaff } from '../../test/staff';

/** Vakıfbank Common Payment: its sales are cancelled and refunded by VPOS's own calls (decision 083). */
const commonPaymentSettings = {
  SETTING_ActiveBankMerchantCode: '0015',
  SETTING_ThreeDSecureWebRequestUrl: '/sandbox/payflex/CommonPayment/api/RegisterTransaction',
  SETTING_VPosWebRequestUrl: '/sandbox/payflex/CommonPayment/api/VposTransaction',
  SETTING_RefundApprovalLimitKurus: '10000000000',
};
const vakifCard = { pan: '4938410157705591', month: '12', year: '29', cvv: '453', password: '123456' };

describe('refunds of VakıfBank Common Payment sales through VPOS', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  let gelir: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(commonPaymentSettings);
    ayse = await signIn(t, '10000000146', 'Demo2026');
    gelir = await signInStaff(t, 'demo.gelir');
  });
  afterAll(() => t.close());

  const attemptOf = async (orderNo: string) =>
    (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo)))[0];

  async function paidOrder() {
    const debt = (await debtsOf(t, ayse)).find((d) => !d.inPayment);
    if (!debt) throw new Error('no open debt left');
    const order = (
      await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: ayse })
    ).json();
    const gateway = (await t.call('SaveOnlinePaymentRequest', { orderNo: order.orderNo }, { headers: ayse })).json()
      .gateway as { url: string; fields: Record<string, string> };
    const page = await t.app.inject({ method: 'GET', url: `${gateway.url}?${new URLSearchParams(gateway.fields)}` });
    const form = formOf(page.body);
    const done = await postForm(t, form.action, { ...form.fields, ...vakifCard, outcome: 'approve' });
    await t.app.inject({ method: 'GET', url: String(done.headers.location), headers: ayse });
    const attempt = await attemptOf(order.orderNo);
    expect(attempt.state).toBe('PAID');
    return { orderNo: attempt.orderNo, amountKurus: attempt.amountKurus, accrualId: debt.accrualId };
  }

  const request = (body: object) =>
    t.call('RequestPaymentRefund', { reason: 'Vatandaş iki kez ödedi.', ...body }, { headers: gelir });

  it('a Cancel on the sale’s day gives the whole sale back and reopens the debt', async () => {
    const order = await paidOrder();
    const answer = await request({ orderNo: order.orderNo, kind: 'void', amountKurus: order.amountKurus });
    expect(answer.json().refund).toMatchObject({ state: 'succeeded' });
    expect((await attemptOf(order.orderNo)).state).toBe('VOIDED');
    const [accrual] = await t.db.select().from(accruals).where(eq(accruals.id, order.accrualId));
    expect(accrual.paidKurus).toBe(0);
  });

  it('a Refund before VPOS’s end of day is refused and changes nothing; after it, a part, then the rest with its answer lost', async () => {
    const order = await paidOrder();
    const early = await request({ orderNo: order.orderNo, kind: 'refund', amountKurus: 100 });
    expect(early.json().refund.state).toBe('failed');
    expect((await attemptOf(order.orderNo)).state).toBe('PAID');
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/payflex/end-of-day' })).statusCode).toBe(200);

    const part = await request({ orderNo: order.orderNo, kind: 'refund', amountKurus: 100 });
    expect(part.json().refund.state).toBe('succeeded');
    expect(part.json().order).toMatchObject({ state: 'PAID', refundedKurus: 100 });

    await t.app.inject({ method: 'POST', url: '/sandbox/payflex/refunds/lose-next-answer' });
    const rest = await request({ orderNo: order.orderNo, kind: 'refund', amountKurus: order.amountKurus - 100 });
    // VPOS made it; SearchRequest by the refund's own TransactionId says so: recorded once, not resent.
    expect(rest.json().refund.state).toBe('succeeded');
    expect((await attemptOf(order.orderNo)).state).toBe('REFUNDED');
    const rows = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderNo, order.orderNo));
    expect(rows.map((row) => row.state).sort()).toEqual(['failed', 'succeeded', 'succeeded']);
  });
});
