import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { databaseOutageReason } from '../db/outage';
import { outageRetryAfterSeconds } from './errors';

class HealthCheckTimeout extends Error {}

/** Rejects when `promise` has not settled within `ms`; the promise itself runs on and is ignored. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HealthCheckTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * /healthz for load balancers: 200 when the process is up and the database answers, 503 otherwise.
 * On PostgreSQL within DB_QUERY_TIMEOUT_MS whatever the database does, so a silent database takes the
 * process out of rotation instead of hanging the probe; PGlite runs in the process and cannot fall
 * silent, it only queues.
 */
export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const probe = app.db.execute(sql`select 1`);
      await (options.database.driver === 'postgres' ? within(probe, app.config.DB_QUERY_TIMEOUT_MS) : probe);
      return { status: 'ok', database: options.database.driver };
    } catch (error) {
      const reason = error instanceof HealthCheckTimeout ? error.message : databaseOutageReason(error);
      request.log.error(reason ? { reason } : { err: error }, 'health check: database unreachable');
      reply.header('retry-after', String(outageRetryAfterSeconds));
      return reply.status(503).send({ status: 'unavailable', database: options.database.driver });
    }
  });
}
