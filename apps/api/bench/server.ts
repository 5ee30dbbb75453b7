// The API as production runs it (BENCH_PROCESSES worker processes sharing one port through
// node:cluster, as WEB_CONCURRENCY does; PostgreSQL; demo mode off; request log at info level written
// to /dev/null), started by bench.ts in a process of its own, plus one route only the bench has: the
// reference, a bare primary-key select on registries through the same pool and the same Fastify stack.
// The app is built with the same buildApp as main.ts (main.ts itself is not used: the reference route
// is added before listening). The bank is another process (bench/bank.ts), reached at the SETTING_*
// addresses bench.ts passes.
import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:net';
import type pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const processes = Number(process.env.BENCH_PROCESSES ?? '1');

/** A free port on loopback, for the workers to share (each worker's listen(0) would get its own). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const ask = <T>(worker: Worker, question: string) =>
  new Promise<T>((resolve) => {
    worker.once('message', (answer) => resolve(answer as T));
    worker.send(question);
  });

async function primary() {
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const workers = Array.from({ length: processes }, () =>
    cluster.fork({ BENCH_PORT: String(port), PUBLIC_URL: address }),
  );
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolve, reject) => {
          worker.once('listening', resolve);
          worker.once('exit', (code) => reject(new Error(`API süreci başlamadı (${code})`)));
        }),
    ),
  );
  process.send!({ address });
  process.on('message', async (message) => {
    // The CPU time of every API process (and of this primary, which hands out the connections).
    if (message === 'cpu') {
      const cpus = await Promise.all(workers.map((worker) => ask<{ cpu: NodeJS.CpuUsage }>(worker, 'cpu')));
      const own = process.cpuUsage();
      process.send!({
        cpu: cpus.reduce((sum, { cpu }) => ({ user: sum.user + cpu.user, system: sum.system + cpu.system }), own),
      });
    }
    if (message !== 'close') return;
    await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve).send('close'))));
    process.exit(0);
  });
}

async function worker() {
  // Behind a proxy as in production: each simulated citizen comes from their own address, so the
  // per-address rate limits (20 payments a minute) apply per citizen.
  const config = loadConfig({
    ...process.env,
    TRUST_PROXY: 'true',
    DEMO_MODE: 'false',
    WEB_CONCURRENCY: String(processes),
    SMS_DRAIN_INTERVAL_MS: '2000',
  });
  const database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL! });
  const app = await buildApp({ config, database, logger: pino.destination({ dest: '/dev/null', sync: false }) });
  const pool = (app.db as unknown as { $client: pg.Pool }).$client;
  app.get<{ Querystring: { id: string } }>('/bench/reference', async (request) => {
    const { rows } = await pool.query({
      name: 'bench-reference',
      text: 'select * from registries where oid = $1',
      values: [request.query.id],
    });
    return rows[0] ?? null;
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT) });
  process.on('message', async (message) => {
    // The process's own CPU time, so the bench can divide it by the requests it served.
    if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
    if (message !== 'close') return;
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await (cluster.isPrimary ? primary() : worker());
