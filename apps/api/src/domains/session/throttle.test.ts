import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { consume, throttleKey } from './throttle';

describe('consume: a limit of uses that holds when the uses race', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rule = { limit: 3, windowMs: 15 * 60_000, lockMs: 30 * 60_000 };
  const now = new Date('2026-11-23T09:00:00Z');

  it('allows exactly the limit when twenty uses arrive at once, from two processes', async () => {
    const other = await t.anotherProcess();
    try {
      const key = throttleKey('deneme', 'aynı anda');
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => consume(i % 2 ? other.db : t.db, key, rule, now)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      const refused = results
        .filter((result) => result.status === 'rejected')
        .map((result) => (result as PromiseRejectedResult).reason);
      expect(refused).toHaveLength(17);
      for (const error of refused)
        expect(error).toMatchObject({
          status: 429,
          message: 'Bu işlem kısa sürede izin verilen sayıda yapıldı. Lütfen 30 dakika sonra tekrar deneyiniz.',
        });
    } finally {
      await other.close();
    }
  });

  it('counts again once the lock is over, from a fresh window', async () => {
    const key = throttleKey('deneme', 'sırayla');
    for (let i = 0; i < 3; i += 1) await consume(t.db, key, rule, now);
    await expect(consume(t.db, key, rule, new Date(now.getTime() + 29 * 60_000))).rejects.toMatchObject({
      status: 429,
    });
    const later = new Date(now.getTime() + 31 * 60_000);
    for (let i = 0; i < 3; i += 1) await consume(t.db, key, rule, later);
    await expect(consume(t.db, key, rule, later)).rejects.toMatchObject({ status: 429 });
  });
});
