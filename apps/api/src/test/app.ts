import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /**
   * The server's clock: the real one unless a test moved it. A test whose figures depend on the
   * date sets it to a moment of the template's day (testToday); the database's own clock (column
   * defaults such as the SMS outbox's) stays real, so the default must not run behind it.
   */
  now(): Date;
  /** Moves the server's clock; undefined goes back to the real one. */
  setNow(date: Date | undefined): void;
  /** POST /api/<name> with a JSON body, as the web's client sends it. */
  call(
    name: string,
    body?: unknown,
    options?: Omit<InjectOptions, 'method' | 'url' | 'payload'>,
  ): Promise<LightMyRequestResponse>;
  /** Another API process on the same database (same settings), as a second core or a restart would run it; close it yourself. */
  anotherProcess(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The whole app on a private copy of the seeded template database, driven through app.inject.
 * Silent, unless a test passes a stream to read the log lines from (with LOG_LEVEL in `env`);
 * `routeDatabase` sends its PostgreSQL connections another way (a DatabaseProxy's `route`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream; routeDatabase?: (url: string) => string } = {},
): Promise<TestApp> {
  const { logStream, routeDatabase } = options;
  const database: DatabaseHandle = await openTestDatabase(inject('databaseTemplate'), routeDatabase);
  let fixedNow: Date | undefined;
  const clock = () => fixedNow ?? new Date();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
    WEB_DIST: '/nonexistent',
    // A tiny proof of work and no timer: tests solve captchas fast and drain the SMS outbox by hand.
    CAPTCHA_MAX_COUNTER: '8',
    SMS_DRAIN_INTERVAL_MS: '0',
    // A busy machine must not turn a slow answer into a 503; the outage tests set the real limits.
    DB_CONNECT_TIMEOUT_MS: '20000',
    DB_STATEMENT_TIMEOUT_MS: '20000',
    DB_QUERY_TIMEOUT_MS: '25000',
    // Tests change accruals with SQL and read the debt list at once; on PostgreSQL the database's notice
    // arrives a moment after the commit, so a kept list could still answer. The lists are computed in
    // every test but debt-list-answers.test.ts, which keeps them and waits for the notices.
    DEBT_LIST_CACHE_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, database, logger: logStream ?? false, now: clock });
  await app.ready();
  return {
    app,
    db: database.db,
    now: clock,
    setNow: (date) => {
      fixedNow = date;
    },
    anotherProcess: async () => {
      const other = await buildApp({ config, database, logger: false, now: () => fixedNow ?? new Date() });
      await other.ready();
      return other;
    },
    call: (name, body = {}, options = {}) =>
      app.inject({ method: 'POST', url: `/api/${name}`, payload: body as Record<string, unknown>, ...options }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
