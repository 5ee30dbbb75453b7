import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rateLimitCounts } from '../db/schema';

/**
 * A store for @fastify/rate-limit that counts in the app's own database (PGlite or PostgreSQL, the
 * same SQL), so a documented "N a minute" holds whatever the number of API processes (decision 050).
 * The interface is the one of the plugin's RedisStore: `incr(key, cb, timeWindow, max)` answers
 * `{ current, ttl }`, `read` the same without counting, `child(routeOptions)` a store per route.
 *
 * One statement per limited call (an upsert that starts a new window once the last one ended); routes
 * without a limit never reach it. A database that cannot be reached fails the call like any other
 * statement would, which the error handler answers 503 (db/outage.ts): a limit that cannot be
 * counted is never skipped.
 */
export interface RateLimitStoreDeps {
  db: Queryable;
  now(): Date;
}

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The caller's part of the key (an address, an Open311 key, an order number), never stored in clear. */
function hashed(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

export function databaseRateLimitStore(deps: RateLimitStoreDeps) {
  return class DatabaseRateLimitStore {
    readonly prefix: string;

    // @fastify/rate-limit calls `new Store(globalParams)`; the route is named by `child`.
    constructor(_globalParams?: unknown, prefix = 'global') {
      this.prefix = prefix;
    }

    keyOf(key: string): string {
      return `${this.prefix}|${hashed(key)}`;
    }

    incr(key: string, cb: Callback, timeWindow: number, _max: number): void {
      const now = deps.now();
      const windowEnds = new Date(now.getTime() + timeWindow);
      const at = sql`${now.toISOString()}::timestamptz`;
      deps.db
        .insert(rateLimitCounts)
        .values({ key: this.keyOf(key), count: 1, windowEndsAt: windowEnds })
        .onConflictDoUpdate({
          target: rateLimitCounts.key,
          set: {
            count: sql`case when ${rateLimitCounts.windowEndsAt} <= ${at} then 1 else ${rateLimitCounts.count} + 1 end`,
            windowEndsAt: sql`case when ${rateLimitCounts.windowEndsAt} <= ${at} then excluded.window_ends_at else ${rateLimitCounts.windowEndsAt} end`,
          },
        })
        .returning({ count: rateLimitCounts.count, windowEndsAt: rateLimitCounts.windowEndsAt })
        .then(
          ([row]) => cb(null, { current: row.count, ttl: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) }),
          (error: Error) => cb(error),
        );
    }

    read(key: string, cb: Callback): void {
      const now = deps.now();
      deps.db
        .select({ count: rateLimitCounts.count, windowEndsAt: rateLimitCounts.windowEndsAt })
        .from(rateLimitCounts)
        .where(sql`${rateLimitCounts.key} = ${this.keyOf(key)}`)
        .then(
          ([row]) =>
            cb(
              null,
              !row || row.windowEndsAt <= now
                ? { current: 0, ttl: 0 }
                : { current: row.count, ttl: row.windowEndsAt.getTime() - now.getTime() },
            ),
          (error: Error) => cb(error),
        );
    }

    // The plugin passes the route's merged limit options, with the route itself as `routeInfo`.
    child(routeOptions: object): DatabaseRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
      return new DatabaseRateLimitStore(undefined, url ? `${methods} ${url}` : 'limiter');
    }
  };
}

/** Forgets windows that ended a while ago (the prune job; a count of an ended window is never read). */
export async function pruneRateLimitCounts(db: Queryable, now: Date): Promise<void> {
  await db
    .delete(rateLimitCounts)
    .where(lt(rateLimitCounts.windowEndsAt, sql`${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`));
}
