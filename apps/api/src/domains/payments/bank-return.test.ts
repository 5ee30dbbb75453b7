import { nestPayHash } from '@ebelediye/contract/nestpay-hash';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts, paymentEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import { sameText } from './nestpay';
import { transition } from './state-machine';

const routes = ['/api/payments/nestpay/return', '/api/payments/payflex/return', '/api/payments/payflex-cp/return'];

describe('the bank-return routes refuse malformed posts with 400 and a Turkish message', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const orderNo = 'EB20261123ABCDEF0123456789';
  const bad: { name: string; contentType: string; payload: string }[] = [
    {
      name: 'a NUL byte in the order number',
      contentType: 'application/x-www-form-urlencoded',
      payload: `oid=EB2026%00X&VerifyEnrollmentRequestId=EB2026%00X`,
    },
    {
      name: 'a NUL byte in another field',
      contentType: 'application/x-www-form-urlencoded',
      payload: `oid=${orderNo}&VerifyEnrollmentRequestId=${orderNo}&ErrMsg=a%00b`,
    },
    {
      name: 'a 1 MB order number',
      contentType: 'application/x-www-form-urlencoded',
      payload: `oid=${'A'.repeat(1_000_000)}`,
    },
    {
      name: 'a 70-character order number',
      contentType: 'application/x-www-form-urlencoded',
      payload: `oid=${'A'.repeat(70)}&VerifyEnrollmentRequestId=${'A'.repeat(70)}`,
    },
    {
      name: 'an order number with punctuation',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'oid=EB2026../../x&VerifyEnrollmentRequestId=%0d%0aLocation:%20x',
    },
    { name: 'no order number', contentType: 'application/x-www-form-urlencoded', payload: 'Status=Y&mdStatus=1' },
    { name: 'garbage', contentType: 'application/x-www-form-urlencoded', payload: '%%%&&==%zz&=&' },
    { name: 'an empty body', contentType: 'application/x-www-form-urlencoded', payload: '' },
    {
      name: 'deep nesting',
      contentType: 'application/json',
      payload: `{"oid":${'['.repeat(5000)}${']'.repeat(5000)},"VerifyEnrollmentRequestId":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    },
    {
      name: 'an object for the order number',
      contentType: 'application/json',
      payload: `{"oid":{"toString":"x"},"VerifyEnrollmentRequestId":{"a":1}}`,
    },
    { name: 'a JSON array', contentType: 'application/json', payload: '[1,2,3]' },
    {
      name: 'a lone surrogate',
      contentType: 'application/json',
      payload: `{"oid":"${orderNo}","VerifyEnrollmentRequestId":"${orderNo}","ErrMsg":"\\ud800"}`,
    },
    {
      name: 'too many fields',
      contentType: 'application/x-www-form-urlencoded',
      payload: `oid=${orderNo}&VerifyEnrollmentRequestId=${orderNo}&${Array.from({ length: 150 }, (_, i) => `f${i}=1`).join('&')}`,
    },
  ];

  for (const route of routes) {
    for (const { name, contentType, payload } of bad) {
      it(`${route}: ${name}`, async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: route,
          headers: { 'content-type': contentType },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'bad_input', Message: expect.stringMatching(/[ğüşıöçİ]/) });
        expect(response.headers.location).toBeUndefined();
      });
    }
  }

  it('a well-formed but unknown order goes to the failure page with only that bounded number in the address', async () => {
    for (const route of routes) {
      const response = await postForm(t, route, {
        oid: orderNo,
        VerifyEnrollmentRequestId: orderNo,
        PaymentToken: 'abc',
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/failed-operation?siparis=${orderNo}`);
    }
  });

  it('counts the limit per order, not per address: one flooded order does not block another', async () => {
    const flooded = 'EB20261123FFFFFFFFFFFFFFFF';
    const other = 'EB20261123EEEEEEEEEEEEEEEE';
    const answers: number[] = [];
    for (let i = 0; i < 61; i++) answers.push((await postForm(t, routes[0], { oid: flooded })).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 303)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await postForm(t, routes[0], { oid: other })).statusCode).toBe(303);
    // The other route has its own count.
    expect((await postForm(t, routes[1], { VerifyEnrollmentRequestId: flooded })).statusCode).toBe(303);
  });
});

describe('NestPay callback checks', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(() => t.close());

  it('a correctly signed callback without a currency is refused and recorded, and changes nothing', async () => {
    const [debt] = await debtsOf(t, ayse);
    const { summary, gateway } = await startPayment(t, ayse, [debt.accrualId]);
    const callback = await payAtBank(t, gateway);
    const { HASH: _hash, currency: _currency, ...rest } = callback!.fields;
    // Signed with the real store key: only the missing currency is wrong.
    const response = await postForm(
      t,
      callback!.action,
      { ...rest, HASH: nestPayHash(rest, (await t.app.settings.get()).secret('StoreKey')) },
      ayse,
    );
    expect(response.statusCode).toBe(303);
    const [row] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, summary.orderNo));
    expect(row.state).toBe('CREATED');
    const [rejected] = await t.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderNo, summary.orderNo), eq(paymentEvents.source, 'callback-rejected')));
    expect(rejected.raw).toMatchObject({ reason: 'para birimi yok' });
  });

  it('compares hashes whole: a prefix, a different length or one changed character is no match', () => {
    const hash = '4aUsG5hqlIFLc9s8PKc5rWb2OLhmxDDewNgKa2XrwoYCIxlyVq8Fjl4IVaZzoqL983CfTseicmnTA0PjZr74xg==';
    expect(sameText(hash, hash)).toBe(true);
    expect(sameText(hash, hash.slice(0, 40))).toBe(false);
    expect(sameText(hash, `${hash}=`)).toBe(false);
    expect(sameText(hash, `5${hash.slice(1)}`)).toBe(false);
    expect(sameText(hash, '')).toBe(false);
  });

  it('a state change and its event are one: if the event cannot be written, the state does not move', async () => {
    const [, debt] = await debtsOf(t, ayse);
    const { summary } = await startPayment(t, ayse, [debt.accrualId]);
    // PostgreSQL refuses a NUL in jsonb: the event insert fails after the update ran.
    await expect(
      transition(t.db, summary.orderNo, ['CREATED'], 'AUTHORISING', 'test', new Date(), {}, { broken: 'a\u0000b' }),
    ).rejects.toThrow();
    const [row] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, summary.orderNo));
    expect(row.state).toBe('CREATED');
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderNo, summary.orderNo), eq(paymentEvents.toState, 'AUTHORISING'))),
    ).toHaveLength(0);
  });
});
