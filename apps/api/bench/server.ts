// The API as production runs it (one process, PostgreSQL, request log at info level written to
// /dev/null), started by bench.ts in a process of its own, plus one route only the bench has: the
// reference, a bare primary-key select on registries through the same pool and the same Fastify stack.
import type pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

// Behind a proxy as in production: each simulated citizen comes from their own address, so the
// per-address rate limits (20 payments a minute) apply per citizen. Demo mode mounts the sandbox bank.
const config = loadConfig({ ...process.env, TRUST_PROXY: 'true', DEMO_MODE: 'true', SMS_DRAIN_INTERVAL_MS: '2000' });
const database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL! });
const app = await buildApp({ config, database, logger: pino.destination({ dest: '/dev/null', sync: false }) });
const pool = (app.db as unknown as { $client: pg.Pool }).$client;
app.get<{ Querystring: { id: string } }>('/bench/reference', async (request) => {
  const { rows } = await pool.query({ name: 'bench-reference', text: 'select * from registries where oid = $1', values: [request.query.id] });
  return rows[0] ?? null;
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send!({ address });
process.on('message', async (message) => {
  // The server's own CPU time, so the bench can divide it by the requests it served.
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  if (message !== 'close') return;
  await app.close();
  await database.close();
  process.exit(0);
});
