import { sessionMessages } from '@ebelediye/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/session';

/**
 * Limits on SMS codes that stop attackers, not citizens. Before decision 052 one address got
 * 10 codes an hour for everyone behind it, one phone 3 codes per 15 minutes whatever the purpose, and
 * every refusal said "Çok fazla hatalı deneme" though nothing had failed.
 */
describe('SMS code limits count per phone and purpose, lean on the captcha, and say what happened', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2026-11-23T09:00:00Z'));
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(() => t.close());

  /** The widget's work, with the challenge fetched from an address of its own (that route has its own limit). */
  let challenges = 0;
  async function solveCaptcha(): Promise<string> {
    challenges += 1;
    const challenge = (
      await t.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: `192.0.2.${challenges}` })
    ).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const sendSms = async (phone: string, purpose: string, address = '127.0.0.1') =>
    t.call('SendSms', { phone, purpose, altcha: await solveCaptcha() }, { remoteAddress: address });

  it('a citizen who asks for restructuring codes and then a cancellation code gets them all', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await t.call('SendRestructuringConfirmationCode', {}, { headers: ayse })).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const cancellation = await t.call('SendContractCancellationConfirmationCode', {}, { headers: ayse });
      expect(cancellation.statusCode, cancellation.body).toBe(200);
    }
  });

  it('the fourth code for one purpose in 15 minutes is refused with what happened and when to ask again', async () => {
    expect((await t.call('SendRestructuringConfirmationCode', {}, { headers: ayse })).statusCode).toBe(200);
    t.setNow(new Date('2026-11-23T09:04:00Z'));
    const fourth = await t.call('SendRestructuringConfirmationCode', {}, { headers: ayse });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe(String(11 * 60));
    expect(fourth.json()).toEqual({
      code: 'too_many_requests',
      Message:
        'Bu telefon numarasına borç yapılandırma için son 15 dakikada 3 doğrulama kodu gönderildi. Yeni kodu 11 dakika sonra isteyebilirsiniz; gelen son kodu kullanabilirsiniz.',
    });
    expect(fourth.json().Message).not.toMatch(/hatalı/);
    // The other purpose is untouched, and the window ends when it said.
    expect((await t.call('SendContractCancellationConfirmationCode', {}, { headers: ayse })).statusCode).toBe(200);
    t.setNow(new Date('2026-11-23T09:15:00Z'));
    expect((await t.call('SendRestructuringConfirmationCode', {}, { headers: ayse })).statusCode).toBe(200);
  });

  it('many citizens behind one carrier address each get their code (a captcha each), where 10 an hour was the end for all', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1)
      statuses.push((await sendSms(`54211100${String(i).padStart(2, '0')}`, 'complaint', '100.64.0.1')).statusCode);
    expect(statuses).toEqual(Array(15).fill(200));
    // Without a captcha nothing is sent, whatever the address.
    const bare = await t.call(
      'SendSms',
      { phone: '5421110099', purpose: 'complaint', altcha: 'e30=' },
      { remoteAddress: '100.64.0.1' },
    );
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ field: 'altcha', Message: sessionMessages.captchaRequired });
  });

  it('one phone: per purpose, and at most 10 codes a day whatever the purposes, each refusal saying which', async () => {
    const phone = '5421119900';
    t.setNow(new Date('2026-11-23T10:00:00Z'));
    for (let i = 0; i < 3; i += 1) expect((await sendSms(phone, 'register')).statusCode).toBe(200);
    const fourth = await sendSms(phone, 'register');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().Message).toMatch(
      /^Bu telefon numarasına üyelik başvurusu için son 15 dakikada 3 doğrulama kodu gönderildi\. Yeni kodu 15 dakika sonra/,
    );
    for (let i = 0; i < 3; i += 1) expect((await sendSms(phone, 'complaint')).statusCode).toBe(200);
    t.setNow(new Date('2026-11-23T10:20:00Z'));
    for (let i = 0; i < 3; i += 1) expect((await sendSms(phone, 'register')).statusCode).toBe(200);
    t.setNow(new Date('2026-11-23T10:40:00Z'));
    expect((await sendSms(phone, 'register')).statusCode).toBe(200);
    const eleventh = await sendSms(phone, 'complaint');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().Message).toBe(
      'Bu telefon numarasına son 24 saatte 10 doğrulama kodu gönderildi. Yeni kodu 24 saat sonra isteyebilirsiniz.',
    );
    // A refusal by the day's count gave the purpose's use back: the next day both are free again.
    t.setNow(new Date('2026-11-24T10:00:01Z'));
    expect((await sendSms(phone, 'complaint')).statusCode).toBe(200);
  });

  it('the desk: a seventh sign-in code in 15 minutes says codes were sent, not that anything failed', async () => {
    t.setNow(new Date('2026-11-23T12:00:00Z'));
    for (let i = 0; i < 6; i += 1) {
      const signedIn = await t.call('StaffSignIn', { staffUserName: 'demo.operator', password: 'Demo2026' });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    }
    t.setNow(new Date('2026-11-23T12:05:00Z'));
    const seventh = await t.call('StaffSignIn', { staffUserName: 'demo.operator', password: 'Demo2026' });
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json().Message).toBe(
      'Bu personel hesabına son 15 dakikada 6 giriş kodu gönderildi. Yeni kodu 10 dakika sonra isteyebilirsiniz; gelen son kod geçerliyse onu kullanabilirsiniz.',
    );
    expect(seventh.headers['retry-after']).toBe(String(10 * 60));
  });
});
