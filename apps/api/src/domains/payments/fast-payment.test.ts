import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { payAtBank, postForm } from '../../test/bank';
import { solveCaptcha } from '../../test/session';

function fastCookie(response: LightMyRequestResponse): Record<string, string> {
  const cookie = response.cookies.find((c) => c.name === 'ebelediye_hizli_odeme');
  if (!cookie) throw new Error(`no fast-payment cookie: ${response.body}`);
  expect(cookie.httpOnly).toBe(true);
  return { cookie: `ebelediye_hizli_odeme=${cookie.value}` };
}

async function payWith(t: TestApp, cookie: Record<string, string>, accrualIds: number[]) {
  const order = (await t.call('GetOrderNumberForOnlinePayment', { accrualIds }, { headers: cookie })).json();
  const { gateway } = (
    await t.call('SaveOnlinePaymentRequest', { orderNo: order.orderNo }, { headers: cookie })
  ).json();
  const callback = await payAtBank(t, gateway);
  const back = await postForm(t, callback!.action, callback!.fields, cookie);
  expect(back.headers.location).toBe(`/success-operation?siparis=${order.orderNo}`);
  return order.orderNo as string;
}

describe('fast payment without signing in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows only a masked name and the open debts, after the human check', async () => {
    const noCaptcha = await t.call('QueryDebtsForFastPayment', { ID: '23456789060' });
    expect(noCaptcha.json().Message).toBe('Lütfen gerçek kişi olduğunuzu doğrulayınız.');
    const response = await t.call('QueryDebtsForFastPayment', { ID: '23456789060', altcha: await solveCaptcha(t) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.maskedName).toBe('ZE*** KA***');
    expect(body.debts.groups[0].debts[0]).toMatchObject({ revenueCode: 'EMLAK', year: 2026 });
    expect(response.body).not.toMatch(/Zeynep|Kaya|5343334455|Zeytin/);
  });

  it('answers an unknown number with a clear message', async () => {
    const response = await t.call('QueryDebtsForFastPayment', { ID: '45678901280', altcha: await solveCaptcha(t) });
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toBe('Bu numaraya kayıtlı bir sicil bulunamadı. Numarayı kontrol ediniz.');
  });

  it('pays with the 30-minute permission the look-up gave, and only for that registry', async () => {
    const looked = await t.call('QueryDebtsForFastPayment', { ID: '23456789060', altcha: await solveCaptcha(t) });
    const cookie = fastCookie(looked);
    const ids = looked
      .json()
      .debts.groups.flatMap((g: { debts: { accrualId: number }[] }) => g.debts.map((d) => d.accrualId));
    const orderNo = await payWith(t, cookie, ids);
    expect((await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: cookie })).json().state).toBe('PAID');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/receipts/${orderNo}.pdf`, headers: cookie })).statusCode,
    ).toBe(200);
    expect((await t.call('QueryOnlinePaymentOrderStatus', { orderNo })).statusCode).toBe(401);
    // A forged permission is no permission.
    const forged = { cookie: cookie.cookie.replace(/\.[^.]+$/, '.sahte') };
    expect((await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: forged })).statusCode).toBe(401);
    t.setNow(new Date(Date.now() + 31 * 60_000));
    expect((await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: cookie })).statusCode).toBe(401);
    t.setNow(undefined);
  });
});

describe('marriage fee', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2026-11-22T09:00:00Z'));
  });
  afterAll(() => t.close());

  const application = async (overrides: Record<string, unknown> = {}) => ({
    feeCode: 'NIKAH_HAFTA_SONU',
    applicantTckn: '45678901280',
    applicantName: 'Elif Doğan',
    spouseTckn: '34567890170',
    spouseName: 'Çağrı Işıklı',
    ceremonyDate: '2027-01-16',
    altcha: await solveCaptcha(t),
    ...overrides,
  });

  it('lists the fees from the municipality tariff', async () => {
    const { fees } = (await t.call('GetMatrimonyFees')).json();
    expect(fees).toContainEqual({
      code: 'NIKAH_HAFTA_SONU',
      name: 'Cumartesi veya pazar günü nikâh',
      amountKurus: 450_000,
    });
  });

  it('refuses a past date, one couple member twice and an unknown fee', async () => {
    expect(
      (await t.call('CreateMatrimonyFeeAccrual', await application({ ceremonyDate: '2026-11-01' }))).json().field,
    ).toBe('ceremonyDate');
    expect(
      (await t.call('CreateMatrimonyFeeAccrual', await application({ spouseTckn: '45678901280' }))).json(),
    ).toMatchObject({ field: 'spouseTckn', Message: 'Eşlerin kimlik numaraları farklı olmalıdır.' });
    expect((await t.call('CreateMatrimonyFeeAccrual', await application({ feeCode: 'YOK' }))).json().field).toBe(
      'feeCode',
    );
  });

  it('creates the fee for a newcomer, once even if submitted twice, and it is paid by card', async () => {
    const first = await t.call('CreateMatrimonyFeeAccrual', await application());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      amountKurus: 450_000,
      description: 'Nikâh ücreti — Cumartesi veya pazar günü nikâh, 16 Ocak 2027',
    });
    const second = await t.call('CreateMatrimonyFeeAccrual', await application());
    expect(second.json().accrualId).toBe(first.json().accrualId);
    const [registry] = await t.db.select().from(registries).where(eq(registries.identityNo, '45678901280'));
    expect(registry).toMatchObject({ kind: 'U', name: 'Elif', surname: 'Doğan' });

    const orderNo = await payWith(t, fastCookie(second), [second.json().accrualId]);
    const status = (await t.call('QueryOnlinePaymentOrderStatus', { orderNo }, { headers: fastCookie(second) })).json();
    expect(status).toMatchObject({ state: 'PAID', amountKurus: 450_000 });
  });
});
