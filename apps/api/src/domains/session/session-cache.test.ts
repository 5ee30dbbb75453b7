import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseUrl } from '../../test/database';
import { signIn } from '../../test/session';
import { type CachedSession, SessionCache } from './session-cache';

const ayse = { id: '10000000146', password: 'Demo2026' };
const mehmet = { id: '17291716060', password: 'Demo2026' };

const session = (memberId: number): CachedSession => ({
  registryOid: 'R-1',
  memberId,
  viaEDevlet: false,
  lastSeenAt: new Date(),
  expiresAt: new Date(),
  mustChangePassword: false,
  memberStatus: 'active',
  employeeNo: null,
});

describe('SessionCache', () => {
  it('believes nothing while changes cannot be heard, and forgets what it kept when hearing stops', () => {
    const cache = new SessionCache({ maxAgeMs: 30_000, maxEntries: 10 });
    cache.set('a', session(1), cache.ticket());
    expect(cache.get('a')).toBeUndefined();
    cache.setLive(true);
    cache.set('a', session(1), cache.ticket());
    expect(cache.get('a')?.memberId).toBe(1);
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
    cache.setLive(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it("drops a token, a member's sessions or everything on the database's notice", () => {
    const cache = new SessionCache({ maxAgeMs: 30_000, maxEntries: 10 });
    cache.setLive(true);
    cache.set('a', session(1), cache.ticket());
    cache.set('b', session(1), cache.ticket());
    cache.set('c', session(2), cache.ticket());
    cache.hear('token:c');
    expect(cache.get('c')).toBeUndefined();
    cache.set('c', session(2), cache.ticket());
    cache.hear('member:1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.memberId]).toEqual([undefined, undefined, 2]);
    cache.hear('all');
    expect(cache.size).toBe(0);
  });

  it("does not keep a session read while its member's change was announced (a sign-out elsewhere mid-read)", () => {
    const cache = new SessionCache({ maxAgeMs: 30_000, maxEntries: 10 });
    cache.setLive(true);
    const ticket = cache.ticket();
    cache.hear('member:1');
    cache.set('a', session(1), ticket);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', session(1), cache.ticket());
    expect(cache.get('a')?.memberId).toBe(1);
  });

  it('keeps no entry past its age and no more entries than its bound, oldest out first', () => {
    let clock = 0;
    const cache = new SessionCache({ maxAgeMs: 30_000, maxEntries: 2, clock: () => clock });
    cache.setLive(true);
    cache.set('a', session(1), cache.ticket());
    cache.set('b', session(2), cache.ticket());
    cache.set('c', session(3), cache.ticket());
    expect([cache.get('a'), cache.get('b')?.memberId, cache.get('c')?.memberId]).toEqual([undefined, 2, 3]);
    clock = 30_001;
    expect(cache.get('b')).toBeUndefined();
  });
});

/**
 * What the cache must never do: let a call through on a session that has ended, in this process or in
 * another one. Changes come from outside the process that cached the session (another process's
 * sign-out, an operator's SQL), so each check waits until the database's notice has arrived.
 */
describe('sessions kept by an API process', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    // The debt lists kept too: one test counts the connections both caches listen on.
    t = await createTestApp({ DEBT_LIST_CACHE_MS: '60000' });
    other = await t.anotherProcess();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const debtList = (app: FastifyInstance, cookie: Record<string, string>) =>
    app
      .inject({ method: 'POST', url: '/api/GetDebtListForEMunicipality', payload: {}, headers: cookie })
      .then((r) => r.statusCode);
  const bothAnswer = (cookie: Record<string, string>) =>
    Promise.all([debtList(t.app, cookie), debtList(other, cookie)]);
  const listening = () =>
    expect.poll(() => t.app.sessionCache.live && other.sessionCache.live, { timeout: 15_000 }).toBe(true);

  it('serves the next call of a session from the cache once it has been looked up', async () => {
    await listening();
    const cookie = await signIn(t, ayse.id, ayse.password);
    expect(await debtList(t.app, cookie)).toBe(200);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
  });

  it('refuses a session ended in the database, in every process that kept it', async () => {
    await listening();
    const cookie = await signIn(t, ayse.id, ayse.password);
    expect(await bothAnswer(cookie)).toEqual([200, 200]);
    await t.db.execute(
      sql`delete from sessions where member_id = (select id from members where user_name = ${ayse.id})`,
    );
    await expect.poll(() => bothAnswer(cookie), { timeout: 10_000 }).toEqual([401, 401]);
  });

  it('signing out in one process ends the session in the other at once', async () => {
    await listening();
    const cookie = await signIn(t, ayse.id, ayse.password);
    expect(await bothAnswer(cookie)).toEqual([200, 200]);
    expect((await t.call('Logout', {}, { headers: cookie })).statusCode).toBe(200);
    expect(await debtList(t.app, cookie)).toBe(401);
    await expect.poll(() => debtList(other, cookie), { timeout: 10_000 }).toBe(401);
  });

  it('a temporary password or a closed account set elsewhere applies to sessions already kept', async () => {
    await listening();
    const cookie = await signIn(t, ayse.id, ayse.password);
    expect(await bothAnswer(cookie)).toEqual([200, 200]);
    await t.db.execute(sql`update members set must_change_password = true where user_name = ${ayse.id}`);
    await expect.poll(() => bothAnswer(cookie), { timeout: 10_000 }).toEqual([403, 403]);
    await t.db.execute(
      sql`update members set must_change_password = false, status = 'passive' where user_name = ${ayse.id}`,
    );
    await expect.poll(() => bothAnswer(cookie), { timeout: 10_000 }).toEqual([401, 401]);
    await t.db.execute(sql`update members set status = 'active' where user_name = ${ayse.id}`);
  });

  it('a change of the employee register applies to sessions already kept', async () => {
    await listening();
    const cookie = await signIn(t, mehmet.id, mehmet.password);
    const payroll = (app: FastifyInstance) =>
      app
        .inject({ method: 'POST', url: '/api/GetEmployeePayrollList', payload: {}, headers: cookie })
        .then((r) => r.statusCode);
    expect(await Promise.all([payroll(t.app), payroll(other)])).toEqual([200, 200]);
    await t.db.execute(
      sql`delete from employees where registry_oid = (select registry_oid from members where user_name = ${mehmet.id})`,
    );
    await expect.poll(() => Promise.all([payroll(t.app), payroll(other)]), { timeout: 10_000 }).toEqual([403, 403]);
  });

  it.runIf(testDatabaseUrl)(
    "one connection hears the database's notices for the sessions and the debt lists",
    async () => {
      await listening();
      await expect.poll(() => t.app.debtLists.live && other.debtLists.live, { timeout: 15_000 }).toBe(true);
      const { rows } = (await t.db.execute(
        sql`select count(*)::int as count from pg_stat_activity where application_name = 'ebelediye-dinleyici' and datname = current_database()`,
      )) as unknown as { rows: { count: number }[] };
      // Both apps here share one database handle, as one API process's plugins do.
      expect(rows[0]).toEqual({ count: 1 });
    },
  );

  it.runIf(testDatabaseUrl)('while the notices cannot be heard, every call reads the database', async () => {
    await listening();
    const cookie = await signIn(t, ayse.id, ayse.password);
    expect(await bothAnswer(cookie)).toEqual([200, 200]);
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'ebelediye-dinleyici' and datname = current_database()`,
    );
    await expect.poll(() => t.app.sessionCache.live || other.sessionCache.live, { timeout: 10_000 }).toBe(false);
    await t.db.execute(
      sql`delete from sessions where member_id = (select id from members where user_name = ${ayse.id})`,
    );
    expect(await bothAnswer(cookie)).toEqual([401, 401]);
    // It listens again by itself, and sessions are kept again.
    await listening();
    const again = await signIn(t, ayse.id, ayse.password);
    expect(await debtList(other, again)).toBe(200);
    expect(other.sessionCache.size).toBeGreaterThan(0);
  });
});

describe('SESSION_CACHE_MS=0', () => {
  it('keeps no session: every signed-in call reads the database', async () => {
    const t = await createTestApp({ SESSION_CACHE_MS: '0' });
    try {
      const cookie = await signIn(t, ayse.id, ayse.password);
      expect((await t.call('GetDebtListForEMunicipality', {}, { headers: cookie })).statusCode).toBe(200);
      expect([t.app.sessionCache.live, t.app.sessionCache.size]).toEqual([false, 0]);
    } finally {
      await t.close();
    }
  });
});
