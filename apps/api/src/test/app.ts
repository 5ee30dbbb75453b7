import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Moves the server's clock; undefined goes back to the real one. */
  setNow(date: Date | undefined): void;
  /** POST /api/<name> with a JSON body, as the web's client sends it. */
  call(name: string, body?: unknown, options?: Omit<InjectOptions, 'method' | 'url' | 'payload'>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The whole app on a private copy of the seeded template database, driven through app.inject. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database: DatabaseHandle = await openTestDatabase(inject('databaseTemplate'));
  let fixedNow: Date | undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
    WEB_DIST: '/nonexistent',
    // A tiny proof of work and no timer: tests solve captchas fast and drain the SMS outbox by hand.
    CAPTCHA_MAX_COUNTER: '8',
    SMS_DRAIN_INTERVAL_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, now: () => fixedNow ?? new Date() });
  await app.ready();
  return {
    app,
    db: database.db,
    setNow: (date) => {
      fixedNow = date;
    },
    call: (name, body = {}, options = {}) =>
      app.inject({ method: 'POST', url: `/api/${name}`, payload: body as Record<string, unknown>, ...options }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
