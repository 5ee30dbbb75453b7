import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts, paymentEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import type { Outbound } from '../../outbound';
import { gatewayFor } from './gateway';

describe('the bank returns, through the attempt’s gateway', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(() => t.close());

  it('each model names its own return address', async () => {
    const settings = await t.app.settings.get();
    const expected = {
      '3d_pay_hosting': 'nestpay',
      '3d_pay': 'nestpay',
      '3d': 'nestpay',
      payflex_mpi: 'payflex',
      payflex_cp: 'payflex-cp',
    };
    for (const [model, route] of Object.entries(expected)) {
      const gateway = gatewayFor(settings, t.app.config, model);
      expect(gateway.model).toBe(model);
      expect(gateway.returnRoute).toBe(route);
    }
  });

  it('a return at another bank’s address changes nothing: the browser goes to the result page, a malformed one gets 400', async () => {
    const debt = (await debtsOf(t, ayse)).find((d) => !d.inPayment);
    const { summary } = await startPayment(t, ayse, [debt?.accrualId ?? 0]);
    const orderNo: string = summary.orderNo;
    const eventsBefore = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo));

    const mpi = await postForm(t, `/api/payments/payflex/return?k=${'a'.repeat(43)}`, {
      VerifyEnrollmentRequestId: orderNo,
      Status: 'Y',
    });
    expect(mpi.statusCode).toBe(303);
    expect(mpi.headers.location).toBe(`/failed-operation?siparis=${orderNo}`);
    const cp = await t.app.inject({
      method: 'GET',
      url: `/api/payments/payflex-cp/return?oid=${orderNo}&Rc=0000&PaymentToken=abc-123`,
    });
    expect(cp.statusCode).toBe(303);
    expect(cp.headers.location).toBe(`/failed-operation?siparis=${orderNo}`);
    // Common Payment's references are read before the attempt is looked up, whoever's attempt it is.
    const malformed = await t.app.inject({
      method: 'GET',
      url: `/api/payments/payflex-cp/return?oid=${orderNo}&Rc=0000&PaymentToken=${encodeURIComponent('<x>')}`,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Message).toBe('Bankadan dönen ödeme anahtarı geçersiz.');

    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo));
    expect(attempt.state).toBe('CREATED');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo))).toEqual(eventsBefore);
  });

  it('each model refunds through its bank’s own call: NestPay Void/Credit, PayFlex VPOS Cancel/Refund', async () => {
    const settings = await t.app.settings.get();
    const [attempt] = await t.db.select().from(paymentAttempts).limit(1);
    const sent: { url: string; text: string }[] = [];
    const outbound: Outbound = async (request) => {
      sent.push({
        url: request.url,
        text: request.form?.prmstr ?? Buffer.from(request.body as Uint8Array).toString('latin1'),
      });
      const nestPay =
        '<CC5Response><Response>Approved</Response><ProcReturnCode>00</ProcReturnCode><HostRefNum>1</HostRefNum></CC5Response>';
      const vpos = '<VposResponse><ResultCode>0000</ResultCode><Rrn>2</Rrn></VposResponse>';
      const text = request.form ? vpos : nestPay;
      return { status: 200, text, contentType: 'application/xml' };
    };
    const request = { amountKurus: 1050, requestId: 'IA1', clientIp: '127.0.0.1' };
    for (const model of ['3d_pay_hosting', '3d', 'payflex_mpi', 'payflex_cp']) {
      const gateway = gatewayFor(settings, t.app.config, model);
      expect((await gateway.refund(outbound, { ...attempt, transId: 'SALE1' }, request)).approved).toBe(true);
      expect((await gateway.void(outbound, { ...attempt, transId: 'SALE1' }, request)).approved).toBe(true);
    }
    expect(sent.filter((s) => s.text.includes('<Type>Credit</Type>'))).toHaveLength(2);
    expect(sent.filter((s) => s.text.includes('<Type>Void</Type>'))).toHaveLength(2);
    expect(sent.filter((s) => s.text.includes('<TransactionType>Refund</TransactionType>'))).toHaveLength(2);
    expect(sent.filter((s) => s.text.includes('<TransactionType>Cancel</TransactionType>'))).toHaveLength(2);
    // Common Payment's sales are refunded at VPOS, not at the query's address.
    expect(sent.at(-1)?.url).toMatch(/VposService\/v3\/Vposreq\.aspx$/);
  });
});
