import { standInBook } from '@ebelediye/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';

// The sandbox's revenue-system stand-in against the real bridge, in one process as in demo mode: its
// key and the webhook endpoint pointing at it are seeded (seed/revenue-system.ts).

describe("the revenue system's stand-in in demo mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const form = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const messageOf = (location: unknown) =>
    new URL(String(location), 'http://localhost').searchParams.get('mesaj') ?? '';

  async function push(description: string) {
    const answer = await form('/sandbox/gelir-sistemi/borc', {
      person: '10000000146',
      identityNo: '',
      revenueCode: 'CTV',
      amount: '180,00',
      description,
    });
    expect(answer.statusCode).toBe(303);
    expect(messageOf(answer.headers.location)).toMatch(/numaralı borç portala gönderildi\.$/);
    const pushed = standInBook().debts.find((debt) => debt.description === description);
    if (!pushed) throw new Error('the stand-in did not keep the debt');
    return pushed;
  }

  it('pushes a debt the citizen sees, receives the signed collection when it is paid by card', async () => {
    const ayse = await signIn(t, '10000000146', 'Demo2026');
    const description = `Gelir sisteminden ÇTV ${Date.now()}`;
    const pushed = await push(description);
    const debt = (await debtsOf(t, ayse)).find((row) => row.description === description);
    expect(debt?.totalKurus).toBe(18_000);
    if (!debt) return;

    const { gateway } = await startPayment(t, ayse, [debt.accrualId]);
    const callback = await payAtBank(t, gateway, 'approve');
    if (!callback) throw new Error('the bank sent no answer');
    await postForm(t, callback.action, callback.fields, ayse);
    await t.app.jobs.deliverWebhooks();

    const book = standInBook();
    expect(book.debts.find((row) => row.accrualNo === pushed.accrualNo)?.state).toBe('card');
    const collection = book.events.find(
      (event) =>
        event.type === 'collection.succeeded' &&
        (event.data.lines as { accrualNo: string | null }[]).some((line) => line.accrualNo === pushed.accrualNo),
    );
    expect(collection?.registryNo).toBe('SN10000000146');
  });

  it('records a counter payment that takes the debt off the citizen list', async () => {
    const ayse = await signIn(t, '10000000146', 'Demo2026');
    const description = `Gelir sisteminden ÇTV vezne ${Date.now()}`;
    const pushed = await push(description);
    expect((await debtsOf(t, ayse)).some((row) => row.description === description)).toBe(true);

    const answer = await form('/sandbox/gelir-sistemi/vezne', { accrualNo: pushed.accrualNo });
    expect(messageOf(answer.headers.location)).toMatch(/makbuzuyla vezne tahsilatı kaydedildi\.$/);
    expect(standInBook().debts.find((row) => row.accrualNo === pushed.accrualNo)?.state).toBe('counter');
    expect((await debtsOf(t, ayse)).some((row) => row.description === description)).toBe(false);

    const again = await form('/sandbox/gelir-sistemi/vezne', { accrualNo: pushed.accrualNo });
    expect(messageOf(again.headers.location)).toBe('Bu borç artık açık değil.');
  });

  it('refuses a push without a valid identity number and writes nothing', async () => {
    const before = standInBook().debts.length;
    const answer = await form('/sandbox/gelir-sistemi/borc', {
      person: '',
      identityNo: '12345678901',
      name: 'Deneme',
      revenueCode: 'CTV',
      amount: '10,00',
    });
    expect(messageOf(answer.headers.location)).toBe('Geçerli bir T.C. kimlik ya da vergi kimlik numarası giriniz.');
    expect(standInBook().debts).toHaveLength(before);
  });
});
