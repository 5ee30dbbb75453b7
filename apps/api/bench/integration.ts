// `npm run bench:integration -- --batches 40 --parallel 4 --payments 1000`: the bridge to the revenue
// system, measured as a vendor meets it, against the API in a process of its own (bench/server.ts, one
// process) and the sandbox bank in another (bench/bank.ts), on a scratch PostgreSQL database
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/ebelediye_bench_integration; dropped and
// generated again on every run, refused unless its name says it is a bench's):
// 1. accruals upserted over HTTP: a key issued on the database, 1,000 registries pushed first, then
//    `--batches` batches of 1,000 accruals POSTed to /integration/v1/accruals, `--parallel` at a time,
//    each with its own Idempotency-Key: new accruals (created), then the same accruals with a newer
//    version (updated). The same-run reference: a bare multi-row INSERT of the same rows into the
//    accruals table from this process, with the same parallelism (no checks, no versions, no HTTP),
//    in two statement shapes, the faster counting.
// 2. webhook delivery lag while card payments complete: a webhook endpoint pointing at a receiver in
//    this process, which verifies each request's Standard Webhooks signature and records now − the
//    event's createdAt (and now − webhook-timestamp); `--payments` citizens pay through the bank's
//    3D page, 20 at a time (`--citizens`), as `npm run bench` does, between two rounds of as many with
//    no endpoint (the same-run reference: what the webhooks cost the payments). Printed: payments/s achieved,
//    p50/p99 lag, events received against collections made, refused signatures; then the same events
//    replayed at once to a second endpoint, with no payments running: how many a second the delivery
//    loop sends while behind (its headroom over the payments' rate).
// Prints figures and a row for each table of docs/performance.md; never fails on a number and
// appends nothing (the figures kept are copied by hand, beside their load average).
import { IntegrationEvent, integrationBatchMax } from '@ebelediye/contract';
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { accruals } from '../src/db/schema';
import { createEndpoint, replayFrom, setEndpointState } from '../src/domains/events/endpoints';
import { issueIntegrationKey } from '../src/domains/integration/clients';
import { sessionCookie } from '../src/domains/session/sessions';
import { seedDemoIfEmpty } from '../src/seed';
import { disableEndpoints } from './endpoints';
import { benchRegistry, benchToken, generate, openScratch } from './scratch';

const { values: args } = parseArgs({
  options: {
    batches: { type: 'string', default: '40' },
    parallel: { type: 'string', default: '4' },
    payments: { type: 'string', default: '1000' },
    registries: { type: 'string', default: '10000' },
    /** Citizens paying at once (bench.ts: 20). */
    citizens: { type: 'string', default: '20' },
  },
});
const batches = Number(args.batches);
const parallel = Number(args.parallel);
const payments = Number(args.payments);
const registries = Number(args.registries);
const connections = Number(args.citizens);
const sessions = Math.min(registries, Math.max(5000, 3 * payments + 100));
if (sessions < 3 * payments + 100) throw new Error(`--registries en az ${3 * payments + 100} olmalı.`);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ebelediye_bench_integration';
const name = decodeURIComponent(new URL(url).pathname.slice(1));
if (!name.includes('bench')) throw new Error('DATABASE_URL bir bench veritabanı olmalı (adında "bench" geçmeli).');
const loads: number[] = [];
const noteLoad = () => loads.push(os.loadavg()[0]);

// 1. A fresh database: the payments need citizens with open debts, and a kept one loses them.
const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
await admin.connect();
await admin.query(`drop database if exists "${name}" with (force)`);
await admin.end();
const { client } = await openScratch(url, registries);
const database = await openDatabase({ kind: 'postgres', url });
await migrateDatabase(database);
await seedDemoIfEmpty(database.db);
await generate(client, registries, sessions);
const { db } = database;
// The demo seed's endpoint (the sandbox's stand-in, not mounted with demo mode off) would be sent every
// event, answer 404 from the API itself and be retried: the bench's receivers are the only ones.
await disableEndpoints(db, client, new Date());
const now = () => new Date();

// 2. The bank and the API, each in a process of its own (as bench.ts starts them).
const { rows: settingRows } = await client.query<{ key: string; value: string }>(
  `select key, value from settings where key in ('MerchantId', 'StoreKey', 'MerchantPassword', 'SMSUsername', 'TransmissionID')`,
);
const setting = (key: string) => String(JSON.parse(settingRows.find((row) => row.key === key)?.value ?? '""'));
type Child = ReturnType<typeof fork>;
async function start(script: string, env: NodeJS.ProcessEnv): Promise<{ child: Child; address: string }> {
  const child = fork(new URL(script, import.meta.url), { env: { ...process.env, ...env }, execArgv: process.execArgv });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`${script} başlamadı (${code})`)));
  });
  return { child, address };
}
async function stop(child: Child) {
  child.send('close');
  await new Promise((resolve) => child.once('exit', resolve));
}
const bank = await start('./bank.ts', {
  BENCH_BANK_STORE: JSON.stringify({
    clientId: setting('MerchantId'),
    storeKey: setting('StoreKey'),
    apiUser: process.env.BANK_API_USER ?? 'ebelediye-api',
    apiPassword: setting('MerchantPassword'),
    smsUser: setting('SMSUsername'),
    smsHeader: setting('TransmissionID'),
  }),
});
const api = await start('./server.ts', {
  BENCH_PROCESSES: '1',
  DATABASE_URL: url,
  SETTING_BankRequesUrl: `${bank.address}/sandbox/bank`,
  SMS_PROVIDER_URL: `${bank.address}/sandbox/sms/xmlbulkhttppost.asp`,
  SETTING_ThreeDSecureWebRequestUrl: `${bank.address}/sandbox/bank/fim/est3Dgate`,
  SETTING_VPosWebRequestUrl: `${bank.address}/sandbox/bank/fim/api`,
});
const address = api.address;
console.log(`\n${os.cpus().length} çekirdek, ${os.cpus()[0]?.model ?? '?'}; API ${address}, banka ${bank.address}`);

// 3. Accruals over HTTP, beside a bare multi-row INSERT of the same rows.
const { apiKey } = await issueIntegrationKey(db, { name: 'bench', allowList: [], createdBy: null, now: now() });
let idempotency = 0;
async function push(kind: string, rows: unknown[]): Promise<Record<string, number>> {
  const response = await fetch(`${address}/integration/v1/${kind}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
      'idempotency-key': `bench-${process.pid}-${(idempotency += 1)}`,
    },
    body: JSON.stringify({ rows }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${kind}: ${response.status} ${text.slice(0, 300)}`);
  const outcomes: Record<string, number> = {};
  for (const row of (JSON.parse(text) as { results: { outcome: string }[] }).results)
    outcomes[row.outcome] = (outcomes[row.outcome] ?? 0) + 1;
  return outcomes;
}
const registryNos = Array.from({ length: integrationBatchMax }, (_, index) => `BR-${index}`);
const tckn = (index: number) => {
  // A valid TCKN from nine digits: the check digits computed as the register does.
  const digits = String(100_000_000 + index)
    .split('')
    .map(Number);
  const odd = digits[0] + digits[2] + digits[4] + digits[6] + digits[8];
  const even = digits[1] + digits[3] + digits[5] + digits[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (digits.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return `${digits.join('')}${tenth}${eleventh}`;
};
const pushedRegistries = await push(
  'registries',
  registryNos.map((registryNo, index) => ({
    registryNo,
    kind: 'G',
    identityNo: tckn(index),
    name: 'Bench',
    surname: `Mükellef ${index}`,
    version: 1,
  })),
);
if (pushedRegistries.created !== integrationBatchMax)
  throw new Error(`sicil gönderilemedi: ${JSON.stringify(pushedRegistries)}`);
const batchOf = (batch: number, version: number, prefix: string) =>
  registryNos.map((registryNo, index) => ({
    accrualNo: `${prefix}-${batch}-${index}`,
    registryNo,
    revenueCode: 'EMLAK',
    year: 2026,
    installment: 2,
    dueDate: '2026-11-30',
    amountKurus: 10_000 + index + version,
    description: `Emlak Vergisi 2026/2 ${batch}`,
    status: 'open',
    version,
  }));
/** `batches` batches, `parallel` at a time; accruals per second. */
async function timed(what: string, work: (batch: number) => Promise<void>): Promise<number> {
  noteLoad();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let batch = next++; batch < batches; batch = next++) await work(batch);
    }),
  );
  const perSecond = (batches * integrationBatchMax) / ((performance.now() - started) / 1000);
  noteLoad();
  console.log(`${what.padEnd(58)} ${Math.round(perSecond).toLocaleString('tr-TR').padStart(8)} tahakkuk/s`);
  return perSecond;
}
const overHttp = (kind: 'created' | 'updated', version: number) =>
  timed(`POST /integration/v1/accruals, 1.000'lik (${kind})`, async (batch) => {
    const outcomes = await push('accruals', batchOf(batch, version, 'BA'));
    if (outcomes[kind] !== integrationBatchMax) throw new Error(`toplu kayıt ${batch}: ${JSON.stringify(outcomes)}`);
  });
const { rows: oidRows } = await client.query<{ oid: string; registry_no: string }>(
  `select oid, registry_no from registries where registry_no like 'BR-%'`,
);
const oids = new Map(oidRows.map((row) => [row.registry_no, row.oid]));
/** Rows as the accruals table takes them, for the two bare references. */
const tableRows = (batch: number, prefix: string, at: Date) =>
  batchOf(batch, 1, prefix).map((row) => ({
    registryOid: oids.get(row.registryNo) ?? '',
    revenueCode: row.revenueCode,
    year: row.year,
    installment: row.installment,
    dueDate: row.dueDate,
    principalKurus: row.amountKurus,
    description: row.description,
    accrualNo: row.accrualNo,
    sourceVersion: row.version,
    createdAt: at,
  }));
// Two shapes of a bare multi-row INSERT of the same rows, with no checks, versions, conflict handling,
// idempotency or HTTP: 1,000 VALUES tuples (10,000 parameters, as drizzle writes an insert), and one
// INSERT … SELECT from json_to_recordset (the statement shape the API's upsert uses). The faster of
// the two, at its best round, is the reference.
const pool = new pg.Pool({ connectionString: url, max: parallel, application_name: 'ebelediye-bench' });
const bareValues = (round: number) =>
  timed(`yalın INSERT … VALUES (aynı satırlar, ${round}. tur)`, async (batch) => {
    await db.insert(accruals).values(tableRows(batch, `RAWV${round}`, now()));
  });
const bareJson = (round: number) =>
  timed(`yalın INSERT … SELECT json_to_recordset (${round}. tur)`, async (batch) => {
    const rows = tableRows(batch, `RAWJ${round}`, now());
    await pool.query(
      `insert into accruals (registry_oid, revenue_code, year, installment, due_date, principal_kurus, description,
         accrual_no, source_version, created_at)
       select r.registry_oid, r.revenue_code, r.year, r.installment, r.due_date::date, r.principal_kurus, r.description,
         r.accrual_no, r.source_version, $2::timestamptz
       from json_to_recordset($1::json) as r(registry_oid text, revenue_code text, year integer, installment integer,
         due_date text, principal_kurus bigint, description text, accrual_no text, source_version bigint)`,
      [
        JSON.stringify(
          rows.map((row) => ({
            registry_oid: row.registryOid,
            revenue_code: row.revenueCode,
            year: row.year,
            installment: row.installment,
            due_date: row.dueDate,
            principal_kurus: row.principalKurus,
            description: row.description,
            accrual_no: row.accrualNo,
            source_version: row.sourceVersion,
          })),
        ),
        rows[0].createdAt.toISOString(),
      ],
    );
  });
console.log(`\n${batches} toplu kayıt × ${integrationBatchMax} tahakkuk, ${parallel} eş zamanlı`);
// A warm-up batch each way: the API process compiles its hot code, the pool opens its connections.
await push('accruals', batchOf(0, 1, 'WARM'));
// The reference runs before and after the measured batches (a cold and a warm database); the faster counts.
const before = { values: await bareValues(1), json: await bareJson(1) };
const created = await overHttp('created', 1);
const updated = await overHttp('updated', 2);
const bareBest = {
  values: Math.max(before.values, await bareValues(2)),
  json: Math.max(before.json, await bareJson(2)),
};
await pool.end();
const bare = Math.max(bareBest.values, bareBest.json);
const bareShape = bareBest.json >= bareBest.values ? 'json_to_recordset' : 'VALUES';
const upsertLoad = Math.max(...loads);
console.log(
  `HTTP / yalın INSERT (${bareShape}, en iyi tur): created ${((created / bare) * 100).toFixed(0)} %, updated ${((updated / bare) * 100).toFixed(0)} % (yük ${upsertLoad.toFixed(1)})`,
);

// 4. The webhook receiver: verifies each signature, records each event's lag once (by webhook-id).
const lagsCreated: number[] = [];
const lagsTimestamp: number[] = [];
const seen = new Set<string>();
let refused = 0;
let duplicates = 0;
let firstEventId = Number.MAX_SAFE_INTEGER;
/** The endpoint's secret is known once the endpoint exists, after the receiver listens. */
const signing: { verifier?: Webhook; backlog?: Webhook } = {};
/** The backlog endpoint's arrivals (ms since the epoch), by webhook-id. */
const backlogArrivals = new Map<string, number>();
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const arrived = Date.now();
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((key) => [key, String(request.headers[key] ?? '')]),
    );
    const backlog = request.url === '/backlog';
    let event: IntegrationEvent;
    try {
      const verifier = backlog ? signing.backlog : signing.verifier;
      if (!verifier) throw new Error('uç nokta henüz yok');
      event = verifier.verify(body, headers) as IntegrationEvent;
    } catch {
      refused += 1;
      response.writeHead(400).end();
      return;
    }
    if (backlog) {
      if (!backlogArrivals.has(event.id)) backlogArrivals.set(event.id, arrived);
    } else if (seen.has(event.id)) duplicates += 1;
    else {
      seen.add(event.id);
      if (event.type === 'collection.succeeded') {
        firstEventId = Math.min(firstEventId, Number(event.id.replace('evt_', '')));
        lagsCreated.push(arrived - Date.parse(event.createdAt));
        lagsTimestamp.push(arrived - Number(headers['webhook-timestamp']) * 1000);
      }
    }
    response.writeHead(204).end();
  });
});
const receiverAddress = await new Promise<string>((resolve) =>
  receiver.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(receiver.address() as { port: number }).port}`)),
);

// 5. Card payments, as bench.ts makes them: distinct citizens, `--citizens` at a time, each through
// the bank's 3D page, its signed callback delivered twice at the same moment.
function formFields(html: string): { action: string; fields: Record<string, string> } {
  const form = html.match(/<form method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/);
  if (!form) throw new Error(`form yok: ${html.slice(0, 200)}`);
  const fields: Record<string, string> = {};
  for (const [, field, value] of form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[field] = value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  return { action: form[1].replace(/&amp;/g, '&'), fields };
}
const reasons = new Set<string>();
async function pay(n: number, accrualId: number): Promise<boolean> {
  const headers = {
    cookie: `${sessionCookie}=${benchToken(n)}`,
    'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`,
  };
  const post = (path: string, body: unknown) =>
    fetch(`${address}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const form = (target: string, fields: Record<string, string>) =>
    fetch(target, {
      method: 'POST',
      headers: {
        ...(new URL(target).origin === address ? headers : {}),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  const order = (await (await post('/api/GetOrderNumberForOnlinePayment', { accrualIds: [accrualId] })).json()) as {
    orderNo: string;
  };
  const { gateway } = (await (await post('/api/SaveOnlinePaymentRequest', { orderNo: order.orderNo })).json()) as {
    gateway: { url: string; fields: Record<string, string> };
  };
  const gateUrl = new URL(gateway.url, address).href;
  const gate = formFields(await (await form(gateUrl, gateway.fields)).text());
  const completeUrl = new URL(gate.action, gateUrl).href;
  const atBank = { pan: '4355084355084358', month: '12', year: '30', cvv: '000', outcome: 'approve' };
  const done = formFields(await (await form(completeUrl, { ...gate.fields, ...atBank })).text());
  const returnUrl = new URL(done.action, completeUrl).href;
  const answers = await Promise.all([form(returnUrl, done.fields), form(returnUrl, done.fields)]);
  if (!answers.some((answer) => answer.headers.get('location')?.includes('/success-operation'))) {
    reasons.add(
      `geri dönüş: ${answers.map((answer) => `${answer.status} ${answer.headers.get('location')}`).join(', ')}`,
    );
    return false;
  }
  for (let tries = 0; tries < 100; tries++) {
    const { collected } = (await (await post('/api/ControlCollection', { orderNo: order.orderNo })).json()) as {
      collected: boolean;
    };
    if (collected) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const receipt = await post('/api/CreateCollectionInfoReportForEMunicipality', { orderNo: order.orderNo });
  if (!receipt.ok) reasons.add(`makbuz: ${receipt.status} ${await receipt.text()}`);
  return receipt.ok;
}
// Session n belongs to registry 1 + (n-1)·N/S (scratch.ts); each payer pays their first open debt.
const spread = (n: number) => 1 + Math.floor(((n - 1) * registries) / sessions);
const candidates = Array.from({ length: sessions }, (_, i) => i + 1);
const { rows: debts } = await client.query<{ registry_oid: string; id: number }>(
  `select distinct on (registry_oid) registry_oid, id from accruals
    where registry_oid = any($1) and principal_kurus > paid_kurus
    order by registry_oid, due_date, id`,
  [candidates.map((n) => benchRegistry(spread(n)))],
);
const debtOf = new Map(debts.map((row) => [row.registry_oid, Number(row.id)]));
const payers = candidates
  .filter((n) => debtOf.has(benchRegistry(spread(n))))
  .map((n) => ({ n, accrualId: debtOf.get(benchRegistry(spread(n))) ?? 0 }));
const warmUp = Math.min(100, payments);
if (payers.length < warmUp + 3 * payments) throw new Error(`ödeyecek yeterli vatandaş yok (${payers.length}).`);
const collectionCount = async () =>
  (
    await client.query<{ collections: number }>(
      `select count(*)::int collections from collections where order_no is not null`,
    )
  ).rows[0].collections;
/** `count` payers, `--citizens` at a time: completed payments per second, and the load meanwhile. */
async function payRound(count: number) {
  // This machine's PostgreSQL runs with autovacuum off (a shared test server); a production one keeps
  // the planner's statistics fresh by itself. Without them the planner goes on seeing the payment
  // tables as empty as they were at the start and joins them by sequential scans: every round was then
  // slower than the one before it (109.7 → 87.5 → 70.8 /s, 65 544 sequential scans of payment_attempts
  // in one run). So each round starts as autovacuum would leave it.
  await client.query('vacuum analyze');
  const queue = payers.splice(0, count);
  let completed = 0;
  let failed = 0;
  const loadsBefore = loads.length;
  noteLoad();
  const sampler = setInterval(noteLoad, 1000);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let payer = queue.shift(); payer !== undefined; payer = queue.shift()) {
        const ok = await pay(payer.n, payer.accrualId).catch((error: Error) => {
          reasons.add(error.message);
          return false;
        });
        if (ok) completed += 1;
        else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  noteLoad();
  return { completed, failed, seconds, perSecond: completed / seconds, load: Math.max(...loads.slice(loadsBefore)) };
}
// A warm-up (the API compiles the payment's code), then the same-run reference: as many payments
// with no webhook endpoint, before and after the measured round with one (switched off for the
// second reference), so that a change in the machine's load hits both alike.
await payRound(warmUp);
const bareBefore = await payRound(payments);
const { secret, endpoint } = await createEndpoint(db, {
  url: `${receiverAddress}/webhooks`,
  description: 'bench alıcısı',
  staffId: null,
  now: now(),
});
signing.verifier = new Webhook(secret);
const collectionsBefore = await collectionCount();
const round = await payRound(payments);
const { completed, failed, perSecond } = round;
// The events still on their way when the last payment completed: waited for, up to a minute.
const collections = (await collectionCount()) - collectionsBefore;
const waitStarted = performance.now();
while (lagsCreated.length < collections && performance.now() - waitStarted < 60_000)
  await new Promise((resolve) => setTimeout(resolve, 200));
await setEndpointState(db, endpoint.id, false, 'Bench: ölçüm bitti.', now());
const bareAfter = await payRound(payments);
const bareRound = {
  perSecond: (bareBefore.perSecond + bareAfter.perSecond) / 2,
  failed: bareBefore.failed + bareAfter.failed,
  load: Math.max(bareBefore.load, bareAfter.load),
};
const paymentLoad = Math.max(round.load, bareRound.load);
for (const reason of reasons) console.log(`olmayan ödeme: ${reason}`);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const seconds = (ms: number) => (ms / 1000).toFixed(2);
console.log(
  `\ntamamlanan kart ödemesi: webhook ile ${perSecond.toFixed(1)} /s (${completed} tamam, ${failed} olmadı, ${round.seconds.toFixed(1)} s), webhook uç noktası yokken ${bareBefore.perSecond.toFixed(1)} /s önce, ${bareAfter.perSecond.toFixed(1)} /s sonra (${bareRound.failed} olmadı): ortalamalarına oran ${(perSecond / bareRound.perSecond).toFixed(2)}; ${connections} eş zamanlı vatandaş`,
);
console.log(
  `webhook gecikmesi (şimdi − olayın createdAt): p50 ${seconds(percentile(lagsCreated, 50))} s, p99 ${seconds(percentile(lagsCreated, 99))} s, en çok ${seconds(Math.max(...lagsCreated))} s`,
);
console.log(
  `webhook gecikmesi (şimdi − webhook-timestamp, saniye çözünürlüklü): p50 ${seconds(percentile(lagsTimestamp, 50))} s, p99 ${seconds(percentile(lagsTimestamp, 99))} s`,
);
console.log(
  `collection.succeeded olayı: ${lagsCreated.length} alındı / ${collections} tahsilat (kayıp ${collections - lagsCreated.length}); tekrar gelen ${duplicates}, imzası reddedilen ${refused}; yük ${paymentLoad.toFixed(1)}`,
);

// 6. The delivery loop's headroom: the same events replayed at once to a second endpoint, with no
// payments running; events delivered per second while behind, against the 100 a second of the target.
const { secret: backlogSecret, endpoint: backlogEndpoint } = await createEndpoint(db, {
  url: `${receiverAddress}/backlog`,
  description: 'bench birikim alıcısı',
  staffId: null,
  now: now(),
});
signing.backlog = new Webhook(backlogSecret);
const replayedAt = Date.now();
const replayed = await replayFrom(db, backlogEndpoint.id, { eventId: firstEventId }, now());
const drainStarted = performance.now();
while (backlogArrivals.size < replayed && performance.now() - drainStarted < 120_000)
  await new Promise((resolve) => setTimeout(resolve, 200));
// From the first arrival to the last: the wait for the loop's next tick (up to 1 s) is not throughput.
const arrivals = [...backlogArrivals.values()];
const drainSeconds = (Math.max(...arrivals) - Math.min(...arrivals)) / 1000;
const drainPerSecond = (arrivals.length - 1) / Math.max(drainSeconds, 0.001);
console.log(
  `birikmiş olaylar (ödeme yokken ${replayed} olay bir kerede yeniden oynatıldı): ${arrivals.length} teslim, ilki ${((Math.min(...arrivals) - replayedAt) / 1000).toFixed(1)} s sonra, ardından ${drainPerSecond.toFixed(0)} olay/s (${drainSeconds.toFixed(1)} s)`,
);

await stop(api.child);
await stop(bank.child);
receiver.close();
await database.close();
await client.end();

// 7. The rows for docs/performance.md, printed (copied by hand when kept).
const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? '?';
const machine = `${os.cpus().length} cores, ${cpu}`;
const date = new Date().toISOString().slice(0, 10);
const rate = (value: number) => Math.round(value).toLocaleString('en').replace(/,/g, ' ');
console.log('\ndocs/performance.md:');
console.log(
  `| ${date} | ${machine} | ${batches} × ${integrationBatchMax}, ${parallel} at a time | ${rate(created)} | ${rate(updated)} | ${rate(bare)} (${bareShape}; VALUES ${rate(bareBest.values)}) | ${((created / bare) * 100).toFixed(0)} % / ${((updated / bare) * 100).toFixed(0)} % | ${upsertLoad.toFixed(1)} |`,
);
console.log(
  `| ${date} | ${machine} | ${perSecond.toFixed(1)} (${completed} payments, ${failed} failed) | ${bareRound.perSecond.toFixed(1)} (× ${(perSecond / bareRound.perSecond).toFixed(2)}) | ${seconds(percentile(lagsCreated, 50))} / ${seconds(percentile(lagsCreated, 99))} | ${seconds(percentile(lagsTimestamp, 50))} / ${seconds(percentile(lagsTimestamp, 99))} | ${lagsCreated.length} / ${collections} | ${refused} | ${drainPerSecond.toFixed(0)} | ${paymentLoad.toFixed(1)} |`,
);
