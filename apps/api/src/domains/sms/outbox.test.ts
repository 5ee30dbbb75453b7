import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { solveCaptcha } from '../../test/session';
import { signInStaff } from '../../test/staff';
import { drainOutbox, enqueueSms, secretBodyNote } from './outbox';

describe('SMS outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inbox = async (phone: string) =>
    (await t.app.inject({ method: 'GET', url: `/sandbox/sms/messages.json?phone=${phone}` })).json().messages;

  it('sends each message once, even when the job runs again', async () => {
    await enqueueSms(t.db, { phone: '5440000001', body: 'Bir kez', purpose: 'test' });
    await t.app.jobs.runOnce();
    await t.app.jobs.runOnce();
    expect(await inbox('5440000001')).toHaveLength(1);
  });

  it('retries after the provider fails, with a delay, and loses nothing', async () => {
    const id = await enqueueSms(t.db, { phone: '5440000002', body: 'Yeniden denenecek', purpose: 'test' });
    await t.app.inject({ method: 'POST', url: '/sandbox/sms/fail-next', payload: { count: 1 } });
    await t.app.jobs.runOnce();
    let [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/500/);
    expect(await inbox('5440000002')).toHaveLength(0);

    await t.app.jobs.runOnce(); // too early: the backoff holds it back
    expect(await inbox('5440000002')).toHaveLength(0);

    t.setNow(new Date(Date.now() + 60_000));
    await t.app.jobs.runOnce();
    t.setNow(undefined);
    [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(row.status).toBe('sent');
    expect(row.providerMessageId).toBeTruthy();
    expect(await inbox('5440000002')).toHaveLength(1);
  });

  it('sends a row stamped within the current millisecond: the database counts microseconds, the server milliseconds', async () => {
    const [row] = await t.db
      .insert(smsOutbox)
      .values({
        phone: '5440000006',
        body: 'Aynı milisaniye',
        purpose: 'test',
        nextAttemptAt: sql`'2026-11-23T10:00:00.123789Z'::timestamptz`,
      })
      .returning({ id: smsOutbox.id });
    const sentTo: string[] = [];
    const result = await drainOutbox(
      t.db,
      async (phone) => (sentTo.push(phone), 'id-1'),
      new Date('2026-11-23T10:00:00.123Z'),
      t.app.log,
    );
    expect(result.sent).toBeGreaterThanOrEqual(1);
    expect(sentTo).toContain('5440000006');
    const [after] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, row.id));
    expect(after.status).toBe('sent');
  });

  it('the sandbox inbox page lists messages per number in Turkish', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/sms?phone=5440000001' });
    expect(page.body).toContain('SMS gelen kutusu');
    expect(page.body).toContain('(544) 000 00 01');
    expect(page.body).toContain('Bir kez');
  });

  it("the sandbox inbox shows the message text as the phone shows it, not the provider's XML", async () => {
    const text = 'Yeşilvadi Belediyesi (Demo): başvurunuz alındı <b> & "teşekkürler".';
    await enqueueSms(t.db, { phone: '5440000005', body: text, purpose: 'notice' });
    await t.app.jobs.runOnce();
    expect((await inbox('5440000005'))[0].text).toBe(text);
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/sms?phone=5440000005' });
    expect(page.body).toContain(
      '<td class="sms-text">Yeşilvadi Belediyesi (Demo): başvurunuz alındı &lt;b&gt; &amp; &quot;teşekkürler&quot;.</td>',
    );
    for (const xml of ['CDATA', 'msgheader', 'mainbody', '&lt;/msg']) expect(page.body).not.toContain(xml);
  });

  it("keeps no code in clear once sent: citizens' codes of every purpose and the staff sign-in code", async () => {
    // A citizen's code (SendSms, captcha) and a staff sign-in that reads its code from the sandbox.
    expect(
      (await t.call('SendSms', { phone: '5440000003', purpose: 'complaint', altcha: await solveCaptcha(t) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call('SendSms', { phone: '5440000003', purpose: 'register', altcha: await solveCaptcha(t) })).statusCode,
    ).toBe(200);
    const staff = await signInStaff(t, 'demo.yonetici');
    expect((await t.call('GetStaffSession', {}, { headers: staff })).statusCode).toBe(200);
    await t.app.jobs.runOnce();
    const codes = await t.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, 'code'));
    expect(codes.length).toBeGreaterThanOrEqual(3);
    for (const row of codes) expect(row).toMatchObject({ status: 'sent', body: secretBodyNote });
    // Whatever the purpose, no sent row holds six digits in a row.
    const sent = await t.db.select().from(smsOutbox).where(eq(smsOutbox.status, 'sent'));
    expect(sent.filter((row) => /\d{6}/.test(row.body))).toEqual([]);
    // The person still got the code itself.
    expect((await inbox('5440000003'))[0].text).toMatch(/doğrulama kodunuz: \d{6}/);
  });

  it('forgets a code that could not be sent after the last try too', async () => {
    const id = await enqueueSms(t.db, {
      phone: '5440000004',
      body: 'Yeşilvadi doğrulama kodunuz: 123456.',
      purpose: 'code',
    });
    await t.app.inject({ method: 'POST', url: '/sandbox/sms/fail-next', payload: { count: 6 } });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      t.setNow(new Date(Date.now() + (attempt + 1) * 3_600_000));
      await t.app.jobs.runOnce();
    }
    t.setNow(undefined);
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', body: secretBodyNote });
  });
});
