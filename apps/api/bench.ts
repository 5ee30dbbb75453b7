// `npm run bench`: starts the server on a fresh PGlite copy of the demo municipality and measures
// the calls a citizen's phone makes first, the signed-in debt query (requests/s, p99) with autocannon
// on loopback, and completed card payments per second through the sandbox bank. Prints figures; never
// fails on a number. Budgets and past figures live in docs/performance.md.
import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
import { buildApp } from './src/app';
import { loadConfig } from './src/config';
import { migrateDatabase, openDatabase } from './src/db/client';
import { seedDemoIfEmpty } from './src/seed';

const dataDir = new URL(`../../.test-data/bench-${Date.now()}`, import.meta.url).pathname;
// Behind a proxy as in production: each simulated citizen below comes from their own address, so
// the per-address rate limits (20 payments a minute) apply per citizen, as they do for real ones.
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, TRUST_PROXY: 'true' });
const database = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir });
await migrateDatabase(database);
await seedDemoIfEmpty(database.db);
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

interface Scenario {
  title: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
}

const scenarios: Scenario[] = [
  { title: 'GET /AppSetting.json', path: '/AppSetting.json', method: 'GET' },
  { title: 'POST /api/RetrieveMenus', path: '/api/RetrieveMenus', method: 'POST', body: '{"userName":"EBELEDIYE_WEB"}' },
  { title: 'POST /api/GetServerTime', path: '/api/GetServerTime', method: 'POST', body: '{}' },
  { title: 'GET /healthz', path: '/healthz', method: 'GET' },
];

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
console.log(`\ne-Belediye bench — ${seconds} s per scenario, 20 connections, ${database.driver}\n`);
console.log('scenario'.padEnd(32), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
for (const scenario of scenarios) {
  const result = await autocannon({
    url: `${address}${scenario.path}`,
    method: scenario.method,
    body: scenario.body,
    headers: { 'content-type': 'application/json' },
    connections: 20,
    duration: seconds,
  });
  const errors = result.errors + result.non2xx;
  console.log(
    scenario.title.padEnd(32),
    result.requests.average.toFixed(0).padStart(9),
    result.latency.p50.toFixed(1).padStart(8),
    result.latency.p99.toFixed(1).padStart(8),
    String(errors).padStart(7),
  );
}

// A signed-in citizen on the last day of November: the debt list with interest to today.
const { solveChallenge } = await import('altcha-lib');
const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
async function captcha(): Promise<string> {
  const challenge = (await (await fetch(`${address}/api/captcha/challenge`)).json()) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
async function post(path: string, body: unknown, cookie = '', from = '10.0.0.1') {
  return fetch(`${address}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': from }, body: JSON.stringify(body), redirect: 'manual' });
}
const login = await post('/api/ValidateUserForEMunicipality', { userName: '10000000146', password: 'Demo2026', altcha: await captcha() });
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
const debtQuery = await autocannon({
  url: `${address}/api/GetDebtListForEMunicipality`,
  method: 'POST',
  body: '{}',
  headers: { 'content-type': 'application/json', cookie },
  connections: 20,
  duration: seconds,
});
console.log(
  'POST GetDebtListForEMunicipality'.padEnd(32),
  debtQuery.requests.average.toFixed(0).padStart(9),
  debtQuery.latency.p50.toFixed(1).padStart(8),
  debtQuery.latency.p99.toFixed(1).padStart(8),
  String(debtQuery.errors + debtQuery.non2xx).padStart(7),
);

// Completed card payments end to end through the sandbox bank (order → 3D gate → signed callback →
// collection posted), one after another: the server's own cost of a payment, bank latency excluded.
function formFields(html: string): { action: string; fields: Record<string, string> } {
  const form = html.match(/<form method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/)!;
  const fields: Record<string, string> = {};
  for (const [, name, value] of form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[name] = value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  return { action: form[1], fields };
}
async function postForm(path: string, fields: Record<string, string>, from: string) {
  return fetch(`${address}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-forwarded-for': from }, body: new URLSearchParams(fields), redirect: 'manual' });
}
const { db } = database;
const { accruals } = await import('./src/db/schema');
const payments = Number(process.env.BENCH_PAYMENTS ?? 40);
const rows = await db.insert(accruals).values(Array.from({ length: payments }, (_, i) => ({ registryOid: 'R-DEMO-1', revenueCode: 'CEZA', year: 2026, installment: i + 1, dueDate: '2026-12-31', principalKurus: 10_000 + i, description: `Bench ${i}` }))).returning({ id: accruals.id });
const started = performance.now();
let completed = 0;
for (const [index, row] of rows.entries()) {
  const from = `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const order = (await (await post('/api/GetOrderNumberForOnlinePayment', { accrualIds: [row.id] }, cookie, from)).json()) as { orderNo: string };
  const { gateway } = (await (await post('/api/SaveOnlinePaymentRequest', { orderNo: order.orderNo }, cookie, from)).json()) as { gateway: { url: string; fields: Record<string, string> } };
  const gate = formFields(await (await postForm(gateway.url, gateway.fields, from)).text());
  const done = formFields(await (await postForm(gate.action, { ...gate.fields, pan: '4355084355084358', month: '12', year: '30', cvv: '000', outcome: 'approve' }, from)).text());
  const back = await postForm(done.action, done.fields, from);
  if (back.headers.get('location')?.startsWith('/success-operation')) completed += 1;
}
const elapsed = (performance.now() - started) / 1000;
console.log('completed card payments'.padEnd(32), (completed / elapsed).toFixed(1).padStart(9), `${((elapsed / completed) * 1000).toFixed(1)} ms each`.padStart(17), `(${completed}/${payments})`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
