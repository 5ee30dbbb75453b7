import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { apiRoot } from '../paths';
import { QueryDeadlineError } from './outage';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the code above this file never knows which one it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Queryable = Database | Transaction;

/** How long a request may wait on PostgreSQL (config: DB_CONNECT_TIMEOUT_MS and friends). */
export interface RequestLimits {
  /** Waiting for a free connection of the pool, or opening a new one. */
  connectTimeoutMs: number;
  /** The server cancels a statement that runs longer (statement_timeout). */
  statementTimeoutMs: number;
  /** The client gives a connection up when a statement has had no answer this long. */
  queryTimeoutMs: number;
}

export interface DatabaseLog {
  warn(details: object, message: string): void;
}

export interface DatabaseHandle {
  /**
   * For migrations, seeding, imports and the bench: no statement limit (a migration or a million-row
   * seed must never be cut half way), 10 s to connect.
   */
  db: Database;
  driver: 'pglite' | 'postgres';
  /** A new PGlite data directory that began as a copy of a build's template (pgliteTemplates). */
  fromTemplate?: boolean;
  /**
   * The database the API answers requests from. On PostgreSQL, a pool of its own with the short
   * `limits`, so a database that is down or silent becomes a 503 within the 2 s budget instead of a
   * hang. On PGlite (in-process, no network to lose) the same `db`.
   */
  forRequests(limits: RequestLimits, log: DatabaseLog): Database;
  /**
   * Hears NOTIFY on `channel` for as long as the handle is open. `onLive(false)` means notices may
   * have been missed (the listening connection broke; it reconnects by itself), `onLive(true)` that
   * they are heard again from now on. Every channel of a handle is heard on one connection (PostgreSQL).
   * Returns a function that stops listening.
   */
  listen(channel: string, handlers: NoticeHandlers): () => Promise<void>;
  /** The request pools' connections now (the metrics); undefined on PGlite, which has no pool. */
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

export interface NoticeHandlers {
  onNotice(payload: string): void;
  onLive(live: boolean): void;
}

export const migrationsFolder = join(apiRoot, 'migrations');

/**
 * PGlite databases made once by the build (`npm run build`, src/db/make-template.ts) that a new data
 * directory starts as a copy of: PostgreSQL's initdb, inside PGlite's WebAssembly, and the demo seed
 * are most of a fresh start's time. `empty` is migrated; `demo` also holds the demo municipality.
 * Only the build's own JavaScript uses them (paths.ts, runsFromBuild), so they always match its code.
 */
export const pgliteTemplates = {
  empty: join(apiRoot, 'dist/pglite-template'),
  demo: join(apiRoot, 'dist/pglite-demo-template'),
};

/**
 * The day the demo template was seeded for. The demo's dates roll with the clock (seed/demo-calendar.ts),
 * so a template seeded on another day is not used: the new directory starts empty and is seeded for today.
 */
export const demoTemplateDayFile = join(apiRoot, 'dist/pglite-demo-template.day');

/** The template a new data directory starts from: the demo one only in demo mode and on the day it was seeded for. */
export function pgliteTemplateFor(demoMode: boolean, today: string, dayFile = demoTemplateDayFile): string {
  const demoIsForToday = existsSync(dayFile) && readFileSync(dayFile, 'utf8').trim() === today;
  return demoMode && demoIsForToday ? pgliteTemplates.demo : pgliteTemplates.empty;
}

/**
 * Fills a data directory that holds no database yet (no PG_VERSION) from a template; returns whether
 * it did. PG_VERSION is copied last: PGlite takes a directory with it for a database, so a copy cut
 * half way is copied again on the next start instead of being opened.
 */
function startFromTemplate(dataDir: string, template: string): boolean {
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(join(template, 'PG_VERSION'))) return false;
  cpSync(template, dataDir, { recursive: true, filter: (source) => source !== join(template, 'PG_VERSION') });
  cpSync(join(template, 'PG_VERSION'), join(dataDir, 'PG_VERSION'));
  return true;
}

// pg hands int8 (count(*), bigserial) back as a string, PGlite as a number: make pg agree. Sums of
// kuruş stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type DatabaseSource =
  | {
      kind: 'postgres';
      url: string;
      /** Where LISTEN connects, when `url` is a transaction-mode pooler (DATABASE_LISTEN_URL). */ listenUrl?: string;
    }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** One of pgliteTemplates, for a new dataDir. */ template?: string;
    };

const maintenanceConnectTimeoutMs = 10_000;

type Release = (error?: Error | boolean) => void;

/**
 * The pg client both pools lend out, with what pg and Drizzle lack for surviving an outage:
 * - Given `queryTimeoutMs`, it gives its connection up when a statement has had no answer that long.
 *   pg's own query_timeout only rejects the caller's promise and keeps the connection, so the next
 *   statement queues behind one that never ends, and Drizzle's transaction hands such a client back
 *   to the pool as healthy. Destroying the socket fails everything queued on it at once.
 * - A client whose connection dies while lent gives itself back to the pool (which then discards it),
 *   and a second release is a no-op. Drizzle 0.45 sends BEGIN before its try/finally, so a BEGIN that
 *   fails never releases the client: each outage would leave dead connections counted in the pool
 *   for good, and after `max` of them no request would get a connection again.
 * - Its 'error' always has a listener: pg-pool listens only while a client sits idle, and an
 *   unheard 'error' event ends the process.
 */
function pooledClient(options: { queryTimeoutMs?: number; onUnanswered?: () => void } = {}): typeof pg.Client {
  return class PooledClient extends pg.Client {
    #giveBack?: Release;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', (error) => this.#giveBack?.(error));
    }

    // pg-pool sets `release` each time it lends the client out.
    set release(poolRelease: Release) {
      let released = false;
      this.#giveBack = (error) => {
        if (released) return;
        released = true;
        poolRelease(error);
      };
    }

    get release(): Release | undefined {
      return this.#giveBack;
    }

    // pg's overloads (promise, callback, submittable) all end up here; Drizzle and pg-pool use the
    // first two.
    override query(...args: unknown[]): never {
      const query = super.query.bind(this) as (...rest: unknown[]) => unknown;
      const timeoutMs = options.queryTimeoutMs;
      if (!timeoutMs) return query(...args) as never;
      const [config, second, third] = args;
      const callback = typeof second === 'function' ? second : third;
      const values = typeof second === 'function' ? undefined : second;
      const timer = setTimeout(() => {
        options.onUnanswered?.();
        this.connection.stream.destroy(new QueryDeadlineError(timeoutMs));
      }, timeoutMs);
      const settle = () => clearTimeout(timer);
      try {
        if (typeof callback === 'function') {
          return query(config, values, (error: unknown, result: unknown) => {
            settle();
            callback(error, result);
          }) as never;
        }
        const result = query(config, values);
        if (result instanceof Promise) result.then(settle, settle);
        else settle(); // a submittable (cursor, stream) paces itself
        return result as never;
      } catch (error) {
        settle();
        throw error;
      }
    }
  };
}

function requestPool(url: string, limits: RequestLimits, log: DatabaseLog): pg.Pool {
  const idle = new Set<pg.PoolClient>();
  // A statement went unanswered: the connections opened before it are probably as dead (a network
  // path that drops everything), so discard the idle ones now instead of letting each cost a request
  // its full timeout later. pg-pool forgets an idle client the moment it emits 'error' (a closing
  // socket would tell it only a few ticks later, after it may have lent the client out again); the
  // socket goes at once, since a silent server never answers a goodbye.
  const dropIdleConnections = () => {
    for (const client of idle) {
      client.emit('error', new Error('dropped after the database left a statement unanswered'));
      client.connection.stream.destroy();
    }
    idle.clear();
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: 'ebelediye-api',
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    Client: pooledClient({
      queryTimeoutMs: limits.queryTimeoutMs,
      onUnanswered: () => {
        log.warn({ timeoutMs: limits.queryTimeoutMs }, 'veritabanı yanıt vermedi: bağlantı bırakıldı');
        dropIdleConnections();
      },
    }),
  });
  pool.on('release', (error, client) => {
    if (!error) idle.add(client);
  });
  pool.on('acquire', (client) => idle.delete(client));
  pool.on('remove', (client) => idle.delete(client as pg.PoolClient));
  // An idle connection that breaks: pg-pool discards it and says so here; unheard, it ends the process.
  pool.on('error', (error) => {
    log.warn({ reason: (error as { code?: string }).code ?? error.message }, 'boştaki veritabanı bağlantısı koptu');
  });
  return pool;
}

function maintenancePool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: 'ebelediye-bakim',
    connectionTimeoutMillis: maintenanceConnectTimeoutMs,
    Client: pooledClient(),
  });
  pool.on('error', (error) => console.warn(`Boştaki veritabanı bağlantısı koptu: ${error.message}`));
  return pool;
}

/**
 * pool.end() waits for every connection's goodbye, which a silent server never sends: a shutdown
 * (SIGTERM, the end of a script) must not hang on it.
 */
async function endPools(pools: pg.Pool[]): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 5_000);
  });
  await Promise.race([Promise.all(pools.map((pool) => pool.end())), gaveUp]);
  clearTimeout(timer);
}

/**
 * One connection per database handle LISTENs for every channel asked of it (the sessions' and the
 * debt lists' notices): a pooled connection goes back to the pool and stops hearing. It is opened
 * when the first listener comes, again a second after it breaks, and closed when the last one stops.
 */
class PostgresListener {
  readonly #subscribers = new Set<{ channel: string; handlers: NoticeHandlers }>();
  #client: pg.Client | undefined;
  /** The channels the current connection LISTENs on (each its LISTEN); undefined while it is not connected. */
  #channels: Map<string, Promise<unknown>> | undefined;
  #retry: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  listen(channel: string, handlers: NoticeHandlers): () => Promise<void> {
    const subscriber = { channel, handlers };
    this.#subscribers.add(subscriber);
    if (!this.#client) void this.#connect();
    // A LISTEN that fails breaks the connection: its 'error' or 'end' hands every subscriber to the next one.
    else if (this.#channels) this.#hear(this.#client, this.#channels, subscriber).catch(() => undefined);
    // (While connecting, #connect hears every subscriber once connected, this one included.)
    return async () => {
      this.#subscribers.delete(subscriber);
      handlers.onLive(false);
      if (this.#subscribers.size > 0) return;
      clearTimeout(this.#retry);
      const client = this.#client;
      this.#client = undefined;
      this.#channels = undefined;
      if (client) await hangUp(client);
    };
  }

  async #connect(): Promise<void> {
    // Keepalive, so a path that silently drops everything ends the connection in the end and missed
    // notices are known to be missed; until then the caches' age limits bound what it hides.
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'ebelediye-dinleyici',
      connectionTimeoutMillis: maintenanceConnectTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    this.#client = client;
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (this.#client !== client) return void hangUp(client); // stopped meanwhile
      this.#client = undefined;
      this.#channels = undefined;
      for (const { handlers } of this.#subscribers) handlers.onLive(false);
      void hangUp(client);
      if (this.#subscribers.size > 0) this.#retry = setTimeout(() => void this.#connect(), 1_000).unref();
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (message) => {
      for (const { channel, handlers } of this.#subscribers)
        if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    try {
      await client.connect();
      const channels = new Map<string, Promise<unknown>>();
      // A Set's iteration also visits subscribers added while it awaits.
      for (const subscriber of this.#subscribers) await this.#hear(client, channels, subscriber);
      if (this.#client === client && !lost) this.#channels = channels;
      else await hangUp(client);
    } catch {
      lose();
    }
  }

  /**
   * LISTENs on the subscriber's channel (once per connection, one statement after another: pg queues
   * concurrent queries only with a warning), then, once that LISTEN is done, tells it that it is heard.
   */
  async #hear(
    client: pg.Client,
    channels: Map<string, Promise<unknown>>,
    subscriber: { channel: string; handlers: NoticeHandlers },
  ): Promise<void> {
    let listening = channels.get(subscriber.channel);
    if (!listening) {
      const previous = [...channels.values()].at(-1) ?? Promise.resolve();
      listening = previous.then(() => client.query(`LISTEN ${client.escapeIdentifier(subscriber.channel)}`));
      channels.set(subscriber.channel, listening);
    }
    await listening;
    if (this.#client === client && this.#subscribers.has(subscriber)) subscriber.handlers.onLive(true);
  }
}

/** Says goodbye, but never waits long for a server that does not answer (as endPools). */
async function hangUp(client: pg.Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 2_000);
  });
  await Promise.race([client.end().catch(() => undefined), gaveUp]);
  clearTimeout(timer);
  client.connection.stream.destroy();
}

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') {
    const pools = [maintenancePool(source.url)];
    const db = drizzlePg(pools[0], { schema }) as unknown as Database;
    const listener = new PostgresListener(source.listenUrl ?? source.url);
    return {
      db,
      driver: 'postgres',
      forRequests: (limits, log) => {
        const pool = requestPool(source.url, limits, log);
        pools.push(pool);
        return drizzlePg(pool, { schema }) as unknown as Database;
      },
      listen: (channel, handlers) => listener.listen(channel, handlers),
      poolStats: () =>
        pools.slice(1).reduce(
          (sum, pool) => ({
            total: sum.total + pool.totalCount,
            idle: sum.idle + pool.idleCount,
            waiting: sum.waiting + pool.waitingCount,
          }),
          { total: 0, idle: 0, waiting: 0 },
        ),
      close: () => endPools(pools),
    };
  }
  let fromTemplate = false;
  if (source.dataDir) {
    mkdirSync(source.dataDir, { recursive: true });
    if (source.template) fromTemplate = startFromTemplate(source.dataDir, source.template);
  }
  const client = await PGlite.create(source.dataDir, source.loadDataDir ? { loadDataDir: source.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // One PostgreSQL backend in this process: its own NOTIFY reaches its LISTEN at each commit.
  const listen = (channel: string, handlers: NoticeHandlers) => {
    const listening = client.listen(channel, handlers.onNotice).then((unlisten) => {
      handlers.onLive(true);
      return unlisten;
    });
    return async () => {
      handlers.onLive(false);
      const unlisten = await listening.catch(() => undefined);
      if (!client.closed) await unlisten?.();
    };
  };
  return {
    db,
    driver: 'pglite',
    fromTemplate,
    forRequests: () => db,
    listen,
    poolStats: () => undefined,
    close: () => client.close(),
  };
}

/**
 * Applies the checked-in SQL migrations; safe to run on every start. `folder`: another release's
 * migrations (the upgrade test builds a database as an earlier release left it).
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.driver === 'postgres') {
    await migratePg(handle.db as never, { migrationsFolder: folder });
  } else {
    await migratePglite(handle.db as never, { migrationsFolder: folder });
  }
}
