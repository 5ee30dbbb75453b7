// `npm run bench -- --registries 1000000 --duration 10`: on a scratch PostgreSQL database (DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/ebelediye_bench; created when missing, refused when it
// holds real data) with N generated registries, 3–10 open accruals each and thousands of signed-in
// citizens, measures against the API in a process of its own:
// - the reference: a bare primary-key select on registries served by the same Fastify stack and pool;
// - the signed-in debt list with 1,000 distinct session cookies in turn, as requests/s, % of the
//   reference in the same run, p50 and p99 (reference and debt list alternate, `--rounds` times);
// - completed card payments per second through the sandbox bank, distinct citizens 20 at a time, each
//   bank callback delivered twice at once, and the double collections the database then holds.
// Appends the figures to docs/performance.md. Prints figures; never fails on a number.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { benchRegistry, benchToken, doubleCollections, freshenSessions, generate, openScratch } from './bench/scratch';
import { migrateDatabase, openDatabase } from './src/db/client';
import { sessionCookie } from './src/domains/session/sessions';
import { seedDemoIfEmpty } from './src/seed';

const { values: args } = parseArgs({
  options: {
    registries: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    payments: { type: 'string', default: '400' },
    profile: { type: 'boolean', default: false },
  },
});
const registries = Number(args.registries);
const seconds = Number(args.duration);
const rounds = Number(args.rounds);
const payments = Number(args.payments);
const connections = 20;
const cookies = 1000;
// Debt-list citizens are sessions 1–1000, paying citizens the ones after them.
const sessions = Math.min(registries, Math.max(5000, cookies + payments));
if (sessions < cookies + payments) throw new Error(`--registries en az ${cookies + payments} olmalı.`);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ebelediye_bench';

// 1. The database.
let started = performance.now();
const { client, generated } = await openScratch(url, registries);
const database = await openDatabase({ kind: 'postgres', url });
await migrateDatabase(database);
await seedDemoIfEmpty(database.db);
await database.close();
if (!generated) {
  console.log(`${registries.toLocaleString('tr-TR')} sicil üretiliyor…`);
  await generate(client, registries, sessions);
}
const { rows: counts } = await client.query<{ registries: number; accruals: number; sessions: number }>(
  `select (select count(*) from registries) registries, (select count(*) from accruals) accruals, (select count(*) from sessions) sessions`,
);
console.log(`veritabanı hazır (${((performance.now() - started) / 1000).toFixed(0)} s): ${counts[0].registries} sicil, ${counts[0].accruals} tahakkuk, ${counts[0].sessions} oturum`);

// 2. The server, in its own process as in production.
const server = fork(new URL('./bench/server.ts', import.meta.url), {
  env: { ...process.env, DATABASE_URL: url },
  execArgv: [...process.execArgv, ...(args.profile ? ['--cpu-prof', `--cpu-prof-dir=${new URL('../../.test-data/profiles', import.meta.url).pathname}`] : [])],
});
const address = await new Promise<string>((resolve, reject) => {
  server.once('message', (message) => resolve((message as { address: string }).address));
  server.once('exit', (code) => reject(new Error(`bench sunucusu başlamadı (${code})`)));
});

// 3. Reference and debt list, alternating so that a change in the machine's load hits both alike.
const spread = (n: number) => 1 + Math.floor(((n - 1) * registries) / sessions); // session n's registry
function rotating(path: (n: number) => Partial<autocannon.Request>) {
  let next = 0;
  return [{ setupRequest: (request: autocannon.Request) => ({ ...request, ...path((next++ % cookies) + 1) }) }] as autocannon.Request[];
}
const browserHeaders = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
/** The server process's CPU time so far, in ms. */
async function serverCpuMs(): Promise<number> {
  const answer = new Promise<NodeJS.CpuUsage>((resolve) => server.once('message', (message) => resolve((message as { cpu: NodeJS.CpuUsage }).cpu)));
  server.send('cpu');
  const { user, system } = await answer;
  return (user + system) / 1000;
}
/**
 * CPU time of each PostgreSQL backend serving the API's request pool, in ms (from /proc: the bench
 * runs on the database's machine; elsewhere it reads nothing).
 */
async function databaseCpuMs(): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(`select pid from pg_stat_activity where application_name = 'ebelediye-api'`);
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100); // utime + stime, at 100 ticks a second
    } catch {
      // not on this machine, or the connection just closed
    }
  }
  return ticks;
}
async function load(requests: autocannon.Request[], method: 'GET' | 'POST', path: string) {
  const loadBefore = os.loadavg()[0];
  const cpuBefore = await serverCpuMs();
  const databaseBefore = await databaseCpuMs();
  const result = await autocannon({ url: `${address}${path}`, method, body: method === 'POST' ? '{}' : undefined, headers: browserHeaders, connections, duration: seconds, requests });
  const cpuMs = (await serverCpuMs()) - cpuBefore;
  let databaseMs = 0;
  for (const [pid, ms] of await databaseCpuMs()) databaseMs += ms - (databaseBefore.get(pid) ?? 0);
  return {
    databaseCpuMs: databaseMs / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMs: cpuMs / result.requests.total,
    load: Math.max(loadBefore, os.loadavg()[0]),
  };
}
const reference = () => load(rotating((n) => ({ path: `/bench/reference?id=${benchRegistry(spread(n))}` })), 'GET', '/bench/reference');
const debtList = () =>
  load(rotating((n) => ({ headers: { ...browserHeaders, cookie: `${sessionCookie}=${benchToken(n)}` } })), 'POST', '/api/GetDebtListForEMunicipality');

type Figures = Awaited<ReturnType<typeof load>>;
const line = (title: string, f: Figures, ratio = '') =>
  console.log(title.padEnd(34), f.rps.toFixed(0).padStart(7), ratio.padStart(7), f.p50.toFixed(1).padStart(7), f.p99.toFixed(1).padStart(7), f.cpuMs.toFixed(2).padStart(7), f.databaseCpuMs.toFixed(2).padStart(7), String(f.errors).padStart(7), f.load.toFixed(1).padStart(6));
console.log(`\n${connections} bağlantı, ${seconds} s, ${os.cpus().length} çekirdek, ${os.cpus()[0]?.model ?? '?'}`);
console.log('senaryo'.padEnd(34), 'req/s'.padStart(7), '% ref'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'API CPU'.padStart(7), 'PG CPU'.padStart(7), 'hata'.padStart(7), 'yük'.padStart(6));
const measured: { reference: Figures; debts: Figures }[] = [];
for (let round = 1; round <= rounds; round++) {
  const ref = await reference();
  await freshenSessions(client);
  const debts = await debtList();
  line(`${round}. referans (PK select)`, ref);
  line(`${round}. GetDebtListForEMunicipality`, debts, `${((debts.rps / ref.rps) * 100).toFixed(0)} %`);
  measured.push({ reference: ref, debts });
}
const mean = (pick: (f: { reference: Figures; debts: Figures }) => number) => measured.reduce((sum, f) => sum + pick(f), 0) / measured.length;
const summary = {
  referenceRps: mean((f) => f.reference.rps),
  debtRps: mean((f) => f.debts.rps),
  p50: mean((f) => f.debts.p50),
  p99: Math.max(...measured.map((f) => f.debts.p99)),
  referenceCpuMs: mean((f) => f.reference.cpuMs),
  debtCpuMs: mean((f) => f.debts.cpuMs),
  referenceDatabaseMs: mean((f) => f.reference.databaseCpuMs),
  debtDatabaseMs: mean((f) => f.debts.databaseCpuMs),
  load: Math.max(...measured.flatMap((f) => [f.reference.load, f.debts.load])),
};

// 4. Card payments: distinct citizens, 20 at a time, each through the sandbox bank's 3D page, its
// signed callback delivered twice at the same moment (a bank that retries, a double click).
function formFields(html: string): { action: string; fields: Record<string, string> } {
  const form = html.match(/<form method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/)!;
  const fields: Record<string, string> = {};
  for (const [, name, value] of form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[name] = value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  return { action: form[1], fields };
}
const reasons = new Set<string>();
async function pay(n: number, accrualId: number): Promise<boolean> {
  const headers = { cookie: `${sessionCookie}=${benchToken(n)}`, 'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` };
  const post = (path: string, body: unknown) => fetch(`${address}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${address}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), redirect: 'manual' });
  const order = (await (await post('/api/GetOrderNumberForOnlinePayment', { accrualIds: [accrualId] })).json()) as { orderNo: string };
  const { gateway } = (await (await post('/api/SaveOnlinePaymentRequest', { orderNo: order.orderNo })).json()) as { gateway: { url: string; fields: Record<string, string> } };
  const gate = formFields(await (await form(gateway.url, gateway.fields)).text());
  const done = formFields(await (await form(gate.action, { ...gate.fields, pan: '4355084355084358', month: '12', year: '30', cvv: '000', outcome: 'approve' })).text());
  const answers = await Promise.all([form(done.action, done.fields), form(done.action, done.fields)]);
  if (!answers.some((answer) => answer.headers.get('location')?.startsWith('/success-operation'))) {
    reasons.add(`geri dönüş: ${answers.map((answer) => `${answer.status} ${answer.headers.get('location')}`).join(', ')}`);
    return false;
  }
  // The success page asks until the collection is posted, then offers the receipt.
  for (let tries = 0; tries < 100; tries++) {
    const { collected } = (await (await post('/api/ControlCollection', { orderNo: order.orderNo })).json()) as { collected: boolean };
    if (collected) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const receipt = await post('/api/CreateCollectionInfoReportForEMunicipality', { orderNo: order.orderNo });
  if (!receipt.ok) reasons.add(`makbuz: ${receipt.status} ${await receipt.text()}`);
  return receipt.ok;
}
const payers = Array.from({ length: payments }, (_, i) => cookies + 1 + i);
const { rows: firstDebts } = await client.query<{ registry_oid: string; id: number }>(
  `select distinct on (registry_oid) registry_oid, id from accruals where registry_oid = any($1) and principal_kurus > paid_kurus order by registry_oid, due_date, id`,
  [payers.map((n) => benchRegistry(spread(n)))],
);
const debtOf = new Map(firstDebts.map((row) => [row.registry_oid, Number(row.id)]));
const queue = payers.filter((n) => debtOf.has(benchRegistry(spread(n))));
let completed = 0;
let failed = 0;
started = performance.now();
const paymentLoad = os.loadavg()[0];
await Promise.all(
  Array.from({ length: connections }, async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      const ok = await pay(n, debtOf.get(benchRegistry(spread(n)))!).catch((error: Error) => {
        reasons.add(error.message);
        return false;
      });
      if (ok) completed += 1;
      else failed += 1;
    }
  }),
);
const paymentSeconds = (performance.now() - started) / 1000;
const doubles = await doubleCollections(client);
const paymentsPerSecond = completed / paymentSeconds;
for (const reason of reasons) console.log(`olmayan ödeme: ${reason}`);
console.log(`tamamlanan kart ödemesi: ${paymentsPerSecond.toFixed(1)} /s (${completed} tamam, ${failed} olmadı, ${connections} eş zamanlı vatandaş), çift tahsilat: ${doubles}`);

server.send('close');
await new Promise((resolve) => server.once('exit', resolve));
await client.end();

// 5. The record.
const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? '?';
const machine = `${os.cpus().length} cores, ${cpu}`;
const date = new Date().toISOString().slice(0, 10);
const n = registries.toLocaleString('en').replace(/,/g, ' ');
const docs = new URL('../../docs/performance.md', import.meta.url).pathname;
const header = '| date | machine | registries | reference req/s | debt list req/s | % of reference | p50 ms | p99 ms | API CPU ms/request (reference / debt list) | PostgreSQL CPU ms/request (reference / debt list) | card payments /s | double collections | load |';
const table = readFileSync(docs, 'utf8').includes(header) ? '' : `\n### npm run bench\n\n${header}\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n`;
appendFileSync(
  docs,
  `${table}| ${date} | ${machine} | ${n} | ${summary.referenceRps.toFixed(0)} | ${summary.debtRps.toFixed(0)} | ${((summary.debtRps / summary.referenceRps) * 100).toFixed(0)} % | ${summary.p50.toFixed(1)} | ${summary.p99.toFixed(1)} | ${summary.referenceCpuMs.toFixed(2)} / ${summary.debtCpuMs.toFixed(2)} | ${summary.referenceDatabaseMs.toFixed(2)} / ${summary.debtDatabaseMs.toFixed(2)} | ${paymentsPerSecond.toFixed(1)} | ${doubles} | ${Math.max(summary.load, paymentLoad).toFixed(1)} |\n`,
);
console.log(`docs/performance.md: satır eklendi`);
