import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { enqueueSms } from './outbox';

describe('SMS outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inbox = async (phone: string) => (await t.app.inject({ method: 'GET', url: `/sandbox/sms/messages.json?phone=${phone}` })).json().messages;

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

  it('the sandbox inbox page lists messages per number in Turkish', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/sms?phone=5440000001' });
    expect(page.body).toContain('SMS gelen kutusu');
    expect(page.body).toContain('(544) 000 00 01');
    expect(page.body).toContain('Bir kez');
  });
});
