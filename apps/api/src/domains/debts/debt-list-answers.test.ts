import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accruals } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/session';

type DebtList = {
  asOf: string;
  totalKurus: number;
  groups: {
    revenueCode: string;
    revenueName: string;
    debts: { accrualId: number; principalKurus: number; inPayment: boolean }[];
  }[];
};
const debtsOf = (list: DebtList) => list.groups.flatMap((group) => group.debts);

/**
 * What keeping debt lists must never do: show a citizen an amount that is no longer true. Changes
 * made outside the process that kept the list (another process, a job, an operator's SQL) arrive as
 * the database's notices, so those checks wait for them.
 */
describe('debt lists kept by an API process', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ DEBT_LIST_CACHE_MS: '60000' });
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    other = await t.anotherProcess();
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const listOn = async (app: FastifyInstance, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/GetDebtListForEMunicipality',
      payload: {},
      headers: { ...ayse, ...headers },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const list = async (app: FastifyInstance = t.app) => (await listOn(app)).json() as DebtList;
  const listening = () =>
    expect.poll(() => t.app.debtLists.live && other.debtLists.live, { timeout: 15_000 }).toBe(true);

  it('answers a repeated look from what it kept, the same to the byte, compressed as asked', async () => {
    await listening();
    const first = await listOn(t.app);
    expect(t.app.debtLists.size).toBe(1);
    const again = await listOn(t.app);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toBe('no-store');
    const brotli = await listOn(t.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    const gzip = await listOn(t.app, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it("shows a change to a citizen's accruals in every process that kept the list", async () => {
    await listening();
    const [before, elsewhere] = [await list(t.app), await list(other)];
    expect(elsewhere).toEqual(before);
    const debt = debtsOf(before)[0];
    await t.db
      .update(accruals)
      .set({ principalKurus: sql`${accruals.principalKurus} + 100` })
      .where(eq(accruals.id, debt.accrualId));
    try {
      for (const app of [t.app, other]) {
        await expect
          .poll(async () => debtsOf(await list(app)).find((d) => d.accrualId === debt.accrualId)?.principalKurus, {
            timeout: 10_000,
          })
          .toBe(debt.principalKurus + 100);
      }
    } finally {
      await t.db
        .update(accruals)
        .set({ principalKurus: sql`${accruals.principalKurus} - 100` })
        .where(eq(accruals.id, debt.accrualId));
    }
  });

  it('shows a debt taken into a payment order at once to the citizen who ordered it', async () => {
    await listening();
    const debt = debtsOf(await list()).find((d) => !d.inPayment)!;
    const order = await t.call('GetOrderNumberForOnlinePayment', { accrualIds: [debt.accrualId] }, { headers: ayse });
    expect(order.statusCode).toBe(200);
    // The same process, without waiting for the notice: the order dropped the kept list itself.
    expect(debtsOf(await list()).find((d) => d.accrualId === debt.accrualId)?.inPayment).toBe(true);
    await expect
      .poll(async () => debtsOf(await list(other)).find((d) => d.accrualId === debt.accrualId)?.inPayment, {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it('computes the list anew on a new day, and after a change to the revenue types', async () => {
    await listening();
    t.setNow(new Date('2026-11-22T20:50:00Z')); // 23:50 in Istanbul
    try {
      const late = await signIn(t, '10000000146', 'Demo2026');
      const asOf = async () => (await t.call('GetDebtListForEMunicipality', {}, { headers: late })).json().asOf;
      expect(await asOf()).toBe('2026-11-22');
      t.setNow(new Date('2026-11-22T21:10:00Z')); // 00:10 on 23 November
      expect(await asOf()).toBe('2026-11-23');
    } finally {
      t.setNow(new Date('2026-11-22T09:00:00Z'));
    }
    const code = (await list()).groups[0].revenueCode;
    await t.db.execute(sql`update revenue_types set name = name || ' (yeni ad)' where code = ${code}`);
    try {
      await expect
        .poll(async () => (await list()).groups.find((g) => g.revenueCode === code)?.revenueName, { timeout: 10_000 })
        .toMatch(/\(yeni ad\)$/);
    } finally {
      await t.db.execute(sql`update revenue_types set name = replace(name, ' (yeni ad)', '') where code = ${code}`);
    }
  });
});

describe('DEBT_LIST_CACHE_MS=0', () => {
  it('keeps no debt list: every look is computed from the database', async () => {
    const t = await createTestApp({ DEBT_LIST_CACHE_MS: '0' });
    try {
      const ayse = await signIn(t, '10000000146', 'Demo2026');
      expect((await t.call('GetDebtListForEMunicipality', {}, { headers: ayse })).statusCode).toBe(200);
      expect(t.app.debtLists.size).toBe(0);
    } finally {
      await t.close();
    }
  });
});
