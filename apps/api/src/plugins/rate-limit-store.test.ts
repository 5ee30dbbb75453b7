import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounts } from '../db/schema';
import { apiRoot } from '../paths';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseUrl } from '../test/database';
import { errorsPlugin } from './errors';
import { databaseRateLimitStore, pruneRateLimitCounts } from './rate-limit-store';
import { securityPlugin } from './security';

/** A well-formed ValidateCode for a reference that does not exist: 400 when let through, 429 when limited. */
const bogusCode = { operationReferenceNumber: '00000000-0000-4000-8000-000000000000', userEntredCode: '123456' };

describe('documented limits hold with two API processes on one database', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await t.anotherProcess();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const callOn = (app: FastifyInstance, address: string) =>
    app.inject({ method: 'POST', url: '/api/ValidateCode', payload: bogusCode, remoteAddress: address });

  it('ValidateCode, documented 30 a minute per address: 60 calls spread over two processes, 30 answered', async () => {
    const statuses: number[] = [];
    // Alternating, the way a load balancer spreads one client's calls; with counts in each process's
    // memory (as they were before decision 050) both processes let 30 through, 60 in all.
    for (let i = 0; i < 60; i += 1)
      statuses.push((await callOn(i % 2 === 0 ? t.app : other, '198.51.100.20')).statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(30);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
  });

  it('counts calls that arrive at both processes at the same moment exactly once each', async () => {
    const at = Array.from({ length: 40 }, (_, i) => callOn(i % 2 === 0 ? t.app : other, '198.51.100.21'));
    const statuses = (await Promise.all(at)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(30);
  });

  it('says in Turkish what happened and when to try again, with Retry-After, on whichever process refuses', async () => {
    const refused = await callOn(other, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      Message: expect.stringMatching(
        /^Bu işlem için kısa sürede çok sayıda istek geldi\. Lütfen (\d+ saniye|1 dakika) sonra tekrar deneyiniz\.$/,
      ),
      code: 'too_many_requests',
    });
  });

  it('another address still gets through, and the address is not kept in clear', async () => {
    expect((await callOn(t.app, '198.51.100.22')).statusCode).toBe(400);
    const keys = (await t.db.select({ key: rateLimitCounts.key }).from(rateLimitCounts)).map((row) => row.key);
    expect(keys.some((key) => key.startsWith('POST /api/ValidateCode|'))).toBe(true);
    expect(keys.join(' ')).not.toContain('198.51.100');
  });

  it('GET routes with a limit (the captcha challenge, 30 a minute) count across processes too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const app = i % 2 === 0 ? t.app : other;
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: '198.51.100.30' })).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
  });
});

describe('the database store itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function incr(
    store: {
      incr: (
        key: string,
        cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
        w: number,
        m: number,
      ) => void;
    },
    key: string,
  ) {
    return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 5),
    );
  }

  it('starts a new window once the last one ended, keeps routes apart, and the prune job forgets ended windows', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const Store = databaseRateLimitStore({ db: t.db, now: () => now });
    const root = new Store();
    const a = root.child({ routeInfo: { method: 'POST', url: '/api/A' } });
    const b = root.child({ routeInfo: { method: 'POST', url: '/api/B' } });
    expect(await incr(a, '203.0.113.1')).toEqual({ current: 1, ttl: 60_000 });
    now = new Date('2026-11-23T10:00:20Z');
    expect(await incr(a, '203.0.113.1')).toEqual({ current: 2, ttl: 40_000 });
    expect((await incr(b, '203.0.113.1')).current).toBe(1);
    now = new Date('2026-11-23T10:01:00Z');
    expect(await incr(a, '203.0.113.1')).toEqual({ current: 1, ttl: 60_000 });
    const read = await new Promise((resolve) => a.read('203.0.113.1', (_e, r) => resolve(r)));
    expect(read).toEqual({ current: 1, ttl: 60_000 });
    await pruneRateLimitCounts(t.db, new Date('2026-11-23T10:05:00Z'));
    expect(
      await t.db
        .select()
        .from(rateLimitCounts)
        .where((await import('drizzle-orm')).like(rateLimitCounts.key, 'POST /api/%')),
    ).toHaveLength(0);
  });

  it('a database that cannot be reached answers 503 in Turkish, never 500, and the limit is not skipped', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failing = {
      insert: () => ({ values: () => ({ onConflictDoUpdate: () => ({ returning: () => Promise.reject(refused) }) }) }),
    };
    const app = Fastify({ logger: false });
    app.decorate('db', failing as never);
    app.decorate('now', () => new Date());
    await app.register(errorsPlugin);
    await app.register(securityPlugin, { formActionOrigins: [] });
    let reached = false;
    app.get('/limited', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async () => {
      reached = true;
      return { ok: true };
    });
    app.get('/unlimited', async () => ({ ok: true }));
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/limited' });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('unavailable');
    expect(reached).toBe(false);
    // A route without a limit never touches the store.
    expect((await app.inject({ method: 'GET', url: '/unlimited' })).statusCode).toBe(200);
    await app.close();
  });
});

/**
 * The same with a real second OS process, as production runs it (`node apps/api/src/main.ts` on
 * PostgreSQL, its own port): the test's app and that process share the test's database only.
 */
describe.skipIf(!testDatabaseUrl)('a second API process of its own on PostgreSQL', () => {
  let t: TestApp;
  let child: ChildProcess;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    const url = (t.app.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    child = spawn(process.execPath, ['--import', 'tsx', join(apiRoot, 'src/main.ts')], {
      cwd: join(apiRoot, '../..'),
      env: {
        ...process.env,
        DATABASE_URL: url,
        HOST: '127.0.0.1',
        PORT: '0',
        NODE_ENV: 'test',
        DEMO_MODE: 'true',
        WEB_CONCURRENCY: '1',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        SMS_DRAIN_INTERVAL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the second process did not start: ${output}`)), 90_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /e-Belediye hazır: (http:\/\/\S+)/.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolve(ready[1].replace('localhost', '127.0.0.1'));
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.on('exit', (code) => reject(new Error(`the second process ended (${code}): ${output}`)));
    });
  }, 120_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await ended;
    }
    await t?.close();
  });

  it('ValidateCode, documented 30 a minute per address: 60 calls alternating between the two processes, 30 answered', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      if (i % 2 === 0) {
        statuses.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/ValidateCode',
              payload: bogusCode,
              remoteAddress: '127.0.0.1',
            })
          ).statusCode,
        );
      } else {
        const response = await fetch(`${base}/api/ValidateCode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bogusCode),
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(30);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
  });
});
