import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hideFields, loggerOptions, scrubText } from './logging';
import { createTestApp, type TestApp } from './test/app';
import { payAtBank, postForm } from './test/bank';
import { signIn, solveCaptcha } from './test/session';

/** A pino destination that keeps every line, parsed. */
function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  return {
    lines,
    raw,
    write(line: string) {
      raw.push(line);
      lines.push(JSON.parse(line));
    },
  };
}

describe('log scrubbing', () => {
  it('masks a TCKN, a card number and a mobile number inside free text', () => {
    expect(scrubText('login failed for 17291716060 with card 4355084355084358, phone 05321112233')).toBe(
      'login failed for 172******60 with card 435508******4358, phone 0532*****33',
    );
    expect(scrubText('sms to 5321112233')).toBe('sms to 532*****33');
  });

  it('hides secret, card, identity and phone fields wherever a log call puts them, and masks error texts', () => {
    const collector = logCollector();
    const app = Fastify({ logger: loggerOptions('info', collector) });
    app.log.warn(
      {
        userName: '10000000146',
        body: { password: 'Gizli123!', card: { cardNumber: '4938410157705591', cvv: '000' }, phone: '5321112233' },
        headers: { cookie: 'ebelediye_oturum=abc' },
        orderNo: 'ORD-1',
      },
      'giriş denemesi',
    );
    app.log.error(
      { err: Object.assign(new Error('duplicate key'), { detail: 'Key (identity_no)=(17291716060) already exists.' }) },
      'yazılamadı',
    );
    const text = collector.raw.join('');
    expect(text).not.toMatch(/10000000146|Gizli123|4938410157705591|"000"|5321112233|ebelediye_oturum=abc|17291716060/);
    expect(collector.lines[0]).toMatchObject({
      userName: '[gizli]',
      body: { password: '[gizli]', card: '[gizli]', phone: '[gizli]' },
      headers: { cookie: '[gizli]' },
      orderNo: 'ORD-1',
    });
    expect(collector.lines[1]).toMatchObject({
      err: { message: 'duplicate key', detail: 'Key (identity_no)=(172******60) already exists.' },
    });
  });

  it('leaves an object with nothing to hide as it is (no copy per log line)', () => {
    const line = { method: 'POST', url: '/api/RetrieveMenus', statusCode: 200, ms: 3.2, nested: { orderNo: 'ORD-1' } };
    expect(hideFields(line)).toBe(line);
  });
});

describe('the request log of a sign-in, a card payment and a fast-payment look-up', () => {
  const collector = logCollector();
  let t: TestApp;
  let requests = 0;
  const cookieValues: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: collector });
    // Every request of the journey, the helpers' included, goes through app.inject: count them.
    const inject = t.app.inject.bind(t.app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
    t.app.inject = ((options: InjectOptions) => {
      requests += 1;
      return inject(options);
    }) as unknown as typeof t.app.inject;

    const ayse = await signIn(t, '10000000146', 'Demo2026');
    cookieValues.push(ayse.cookie.split('=')[1]);
    expect(
      (
        await t.call('ValidateUserForEMunicipality', {
          userName: '23456789060',
          password: 'Yanlis123',
          altcha: await solveCaptcha(t),
        })
      ).statusCode,
    ).toBe(404);

    const debts = (await t.call('GetDebtListForEMunicipality', {}, { headers: ayse })).json();
    const [debt] = debts.groups.flatMap((group: { debts: { accrualId: number }[] }) => group.debts);
    const order = (
      await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: ayse })
    ).json();
    const { gateway } = (
      await t.call('SaveOnlinePaymentRequest', { orderNo: order.orderNo }, { headers: ayse })
    ).json();
    const callback = await payAtBank(t, gateway);
    const back = await postForm(t, callback!.action, callback!.fields, ayse);
    expect(back.headers.location).toBe(`/success-operation?siparis=${order.orderNo}`);
    expect(
      (await t.call('QueryOnlinePaymentOrderStatus', { orderNo: order.orderNo }, { headers: ayse })).json().state,
    ).toBe('PAID');

    const fast = await t.call('QueryDebtsForFastPayment', { ID: '17291716060', altcha: await solveCaptcha(t) });
    expect(fast.statusCode).toBe(200);
    cookieValues.push(...fast.cookies.map((cookie) => cookie.value));
    // A number in a query string (the sandbox's SMS inbox) stays out of the log too.
    await t.app.inject({ method: 'GET', url: '/sandbox/sms/messages.json?phone=5321112233' });
  });
  afterAll(() => t.close());

  it('never writes a TCKN, a phone or card number, a CVV or a cookie', () => {
    const text = collector.raw.join('');
    for (const secret of [
      '10000000146',
      '17291716060',
      '23456789060',
      '5321112233',
      '5332223344',
      '4355084355084358',
      'Demo2026',
      'Yanlis123',
      ...cookieValues,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(cvv|cv2|Cvv2?)":"\d/);
    expect(cookieValues.length).toBeGreaterThanOrEqual(2);
  });

  it('writes one line per request with method, route, status and duration', () => {
    const requestLines = collector.lines.filter((line) => line.msg === 'istek');
    expect(requestLines).toHaveLength(requests);
    expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(requests);
    for (const line of requestLines) {
      expect(line).toMatchObject({
        method: expect.stringMatching(/^(GET|POST)$/),
        url: expect.stringMatching(/^\//),
        statusCode: expect.any(Number),
        ms: expect.any(Number),
      });
    }
    expect(requestLines).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/ValidateUserForEMunicipality',
        route: '/api/ValidateUserForEMunicipality',
        statusCode: 200,
      }),
    );
    expect(requestLines).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/ValidateUserForEMunicipality', statusCode: 404 }),
    );
    expect(requestLines).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/payments/nestpay/return', statusCode: 303 }),
    );
    expect(requestLines).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/sandbox/sms/messages.json', statusCode: 200 }),
    );
  });
});
