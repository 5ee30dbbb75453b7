// `npm run bench -- --registries 1000000 --duration 10 --processes 1,2`: on a scratch PostgreSQL
// database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/ebelediye_bench; created when
// missing, refused when it holds real data) with N generated registries, 3–10 open accruals each and
// thousands of signed-in citizens, measures against the API in processes of its own — for each count
// of `--processes`, that many API processes sharing one port (node:cluster, as WEB_CONCURRENCY) —
// with the sandbox bank in another process (bench/bank.ts), as a real bank is:
// - the reference: a bare primary-key select on registries served by the same Fastify stack and pool;
// - the signed-in debt list with 1,000 distinct session cookies in turn, as requests/s, % of the
//   reference in the same run, p50 and p99 (reference and debt list alternate, `--rounds` times):
//   first with every list computed from the database (the API keeps none: each citizen's first look
//   of the day), then as the API runs (a look again at a list the process has kept, decision 046);
// - completed card payments per second through the bank's process, distinct citizens 20 at a time,
//   each bank callback delivered twice at once, the CPU each payment costs the API, PostgreSQL and the
//   bank, and the double collections the database then holds;
// - the throughput of N processes against 1.
// Appends the figures to docs/performance.md. Prints figures; never fails on a number.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { disableEndpoints } from './bench/endpoints';
import {
  benchRegistry,
  benchToken,
  doubleCollections,
  freshenSessions,
  generate,
  openScratch,
  renewSessions,
} from './bench/scratch';
import { migrateDatabase, openDatabase } from './src/db/client';
import { sessionCookie } from './src/domains/session/sessions';
import { seedDemoIfEmpty } from './src/seed';

const { values: args } = parseArgs({
  options: {
    registries: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    payments: { type: 'string', default: '400' },
    processes: { type: 'string', default: '1,2' },
    profile: { type: 'boolean', default: false },
    /** nestpay (3D Pay Hosting), or payflex-mpi: VakıfBank's MPI model, whose card waits in one process (card-keeper.ts). */
    bank: { type: 'string', default: 'nestpay' },
  },
});
if (!['nestpay', 'payflex-mpi'].includes(args.bank)) throw new Error('--bank nestpay ya da payflex-mpi olmalı.');
const payFlexMpi = args.bank === 'payflex-mpi';
const registries = Number(args.registries);
const seconds = Number(args.duration);
const rounds = Number(args.rounds);
const payments = Number(args.payments);
const processCounts = args.processes.split(',').map(Number);
if (processCounts.some((count) => !Number.isInteger(count) || count < 1))
  throw new Error('--processes süreç sayıları olmalı (ör. 1,2).');
const connections = 20;
const cookies = 1000;
// Debt-list citizens are sessions 1–1000, paying citizens the ones after them (others for each process count).
const payingCitizens = payments * processCounts.length;
const sessions = Math.min(registries, Math.max(5000, cookies + payingCitizens));
if (sessions < cookies + payingCitizens) throw new Error(`--registries en az ${cookies + payingCitizens} olmalı.`);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ebelediye_bench';

// 1. The database.
const started = performance.now();
const { client, generated } = await openScratch(url, registries);
const database = await openDatabase({ kind: 'postgres', url });
await migrateDatabase(database);
await seedDemoIfEmpty(database.db);
// The demo seed's webhook endpoint is the sandbox's stand-in, which the bench's API (demo mode off)
// does not mount: left on, every payment's event would be sent to a 404 and retried, on the API itself.
await disableEndpoints(database.db, client, new Date());
await database.close();
if (!generated) {
  console.log(`${registries.toLocaleString('tr-TR')} sicil üretiliyor…`);
  await generate(client, registries, sessions);
} else {
  await renewSessions(client, registries, sessions);
}
const { rows: counts } = await client.query<{ registries: number; accruals: number; sessions: number }>(
  `select (select count(*) from registries) registries, (select count(*) from accruals) accruals, (select count(*) from sessions) sessions`,
);
console.log(
  `veritabanı hazır (${((performance.now() - started) / 1000).toFixed(0)} s): ${counts[0].registries} sicil, ${counts[0].accruals} tahakkuk, ${counts[0].sessions} oturum`,
);

// 2. The bank, in a process of its own. It knows the shop's store key and API user from onboarding,
// as a real bank does: read here from the settings table and handed to it once.
const { rows: settingRows } = await client.query<{ key: string; value: string }>(
  `select key, value from settings where key in ('MerchantId', 'StoreKey', 'MerchantPassword', 'SMSUsername', 'TransmissionID')`,
);
const setting = (key: string) => String(JSON.parse(settingRows.find((row) => row.key === key)?.value ?? '""'));
type Child = ReturnType<typeof fork>;
async function start(
  script: string,
  env: NodeJS.ProcessEnv,
  execArgv: string[] = [],
): Promise<{ child: Child; address: string }> {
  const child = fork(new URL(script, import.meta.url), {
    env: { ...process.env, ...env },
    execArgv: [...process.execArgv, ...execArgv],
  });
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
/** A child's CPU time so far, in ms (the API's: every worker's plus its primary's). */
async function cpuMs(child: Child): Promise<number> {
  const answer = new Promise<NodeJS.CpuUsage>((resolve) =>
    child.once('message', (message) => resolve((message as { cpu: NodeJS.CpuUsage }).cpu)),
  );
  child.send('cpu');
  const { user, system } = await answer;
  return (user + system) / 1000;
}
const bank = await start('./bench/bank.ts', {
  BENCH_BANK_STORE: JSON.stringify({
    clientId: setting('MerchantId'),
    storeKey: setting('StoreKey'),
    apiUser: process.env.BANK_API_USER ?? 'ebelediye-api',
    apiPassword: setting('MerchantPassword'),
    smsUser: setting('SMSUsername'),
    smsHeader: setting('TransmissionID'),
  }),
});
// The API's bank (and SMS provider) addresses point at the bank's process (docs/configuration.md).
const apiEnv = {
  DATABASE_URL: url,
  SETTING_BankRequesUrl: `${bank.address}/sandbox/bank`,
  SMS_PROVIDER_URL: `${bank.address}/sandbox/sms/xmlbulkhttppost.asp`,
  ...(payFlexMpi
    ? {
        SETTING_ActiveBankMerchantCode: '0015',
        SETTING_StoreType: '3d_pay',
        SETTING_ThreeDSecureWebRequestUrl: `${bank.address}/sandbox/payflex/MPIAPI/MPI_Enrollment.aspx`,
        SETTING_VPosWebRequestUrl: `${bank.address}/sandbox/payflex/VposService/v3/Vposreq.aspx`,
      }
    : {
        SETTING_ThreeDSecureWebRequestUrl: `${bank.address}/sandbox/bank/fim/est3Dgate`,
        SETTING_VPosWebRequestUrl: `${bank.address}/sandbox/bank/fim/api`,
      }),
};
const profileArgs = args.profile
  ? ['--cpu-prof', `--cpu-prof-dir=${new URL('../../.test-data/profiles', import.meta.url).pathname}`]
  : [];

// 3. Reference and debt list, alternating so that a change in the machine's load hits both alike.
const spread = (n: number) => 1 + Math.floor(((n - 1) * registries) / sessions); // session n's registry
function rotating(path: (n: number) => Partial<autocannon.Request>) {
  let next = 0;
  return [
    { setupRequest: (request: autocannon.Request) => ({ ...request, ...path((next++ % cookies) + 1) }) },
  ] as autocannon.Request[];
}
const browserHeaders = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
/**
 * CPU time of the PostgreSQL backends serving the API's request pools, in ms (from /proc: the bench
 * runs on the database's machine; elsewhere it reads nothing).
 */
async function databaseCpuMs(): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where application_name = 'ebelediye-api'`,
  );
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
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** CPU used by the API, PostgreSQL, the bank and the load generator (this process) while `work` runs, in ms. */
async function cpuDuring<T>(server: Child, work: () => Promise<T>) {
  const before = {
    api: await cpuMs(server),
    database: await databaseCpuMs(),
    bank: await cpuMs(bank.child),
    client: ownCpuMs(),
  };
  const result = await work();
  const client = ownCpuMs() - before.client;
  const api = (await cpuMs(server)) - before.api;
  const bankMs = (await cpuMs(bank.child)) - before.bank;
  let database = 0;
  for (const [pid, ms] of await databaseCpuMs()) database += ms - (before.database.get(pid) ?? 0);
  return { result, api, database, bank: bankMs, client };
}
async function load(
  server: Child,
  address: string,
  requests: autocannon.Request[],
  method: 'GET' | 'POST',
  path: string,
) {
  const loadBefore = os.loadavg()[0];
  const { result, api, database } = await cpuDuring(server, () =>
    autocannon({
      url: `${address}${path}`,
      method,
      body: method === 'POST' ? '{}' : undefined,
      headers: browserHeaders,
      connections,
      duration: seconds,
      requests,
    }),
  );
  // What failed, when something did: a timeout (no answer in 10 s), a broken connection, a status.
  if (result.errors + result.non2xx > 0) {
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count} × ${code}`);
    console.log(
      `  ${path}: ${result.timeouts} zaman aşımı, ${result.errors - result.timeouts} bağlantı hatası${statuses.length ? `, ${statuses.join(', ')}` : ''}`,
    );
  }
  return {
    /** Cores the API processes kept busy: above 1 only when a second process did work. */
    apiCores: api / (seconds * 1000),
    databaseCpuMs: database / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMs: api / result.requests.total,
    load: Math.max(loadBefore, os.loadavg()[0]),
  };
}
type Figures = Awaited<ReturnType<typeof load>>;
const line = (title: string, f: Figures, ratio = '') =>
  console.log(
    title.padEnd(34),
    f.rps.toFixed(0).padStart(7),
    ratio.padStart(7),
    f.p50.toFixed(1).padStart(7),
    f.p99.toFixed(1).padStart(7),
    f.cpuMs.toFixed(2).padStart(7),
    f.databaseCpuMs.toFixed(2).padStart(7),
    String(f.errors).padStart(7),
    f.load.toFixed(1).padStart(6),
    f.apiCores.toFixed(2).padStart(13),
  );

// 4. Card payments: distinct citizens, 20 at a time, each through the bank's 3D page, its signed
// callback delivered twice at the same moment (a bank that retries, a double click). The citizen's
// browser follows each form to its address: the API's, then the bank's, then the API's again.
function formFields(html: string): { action: string; fields: Record<string, string> } {
  const form = html.match(/<form method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/)!;
  const fields: Record<string, string> = {};
  for (const [, name, value] of form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[name] = value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  return { action: form[1].replace(/&amp;/g, '&'), fields };
}
const reasons = new Set<string>();
/** Wall time of each step of the payments, summed over them, in ms: where a citizen waits. */
const steps = { order: 0, bank: 0, callback: 0, receipt: 0 };
async function pay(address: string, n: number, accrualId: number): Promise<boolean> {
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
  // The browser sends the portal's cookie to the portal only.
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
  let at = performance.now();
  const lap = (step: keyof typeof steps) => {
    steps[step] += performance.now() - at;
    at = performance.now();
  };
  const order = (await (await post('/api/GetOrderNumberForOnlinePayment', { accrualIds: [accrualId] })).json()) as {
    orderNo: string;
  };
  // PayFlex MPI: the card is typed on our page and waits in the process that took it (card-keeper.ts).
  const card = payFlexMpi
    ? { card: { cardNumber: '4938410157705591', expiryMonth: 12, expiryYear: 2029, cvv: '453' } }
    : {};
  const { gateway } = (await (
    await post('/api/SaveOnlinePaymentRequest', { orderNo: order.orderNo, ...card })
  ).json()) as { gateway: { url: string; fields: Record<string, string> } };
  lap('order');
  // The sandbox's ACS address is relative to the bank's own.
  const gateUrl = new URL(gateway.url, payFlexMpi ? bank.address : address).href;
  const gate = formFields(await (await form(gateUrl, gateway.fields)).text());
  const completeUrl = new URL(gate.action, gateUrl).href;
  const atBank: Record<string, string> = payFlexMpi
    ? { password: '123456', decision: 'submit' }
    : { pan: '4355084355084358', month: '12', year: '30', cvv: '000', outcome: 'approve' };
  const done = formFields(await (await form(completeUrl, { ...gate.fields, ...atBank })).text());
  lap('bank');
  const returnUrl = new URL(done.action, completeUrl).href;
  if (new URL(returnUrl).origin !== address) reasons.add(`bankanın dönüşü API'ye değil: ${new URL(returnUrl).origin}`);
  const answers = await Promise.all([form(returnUrl, done.fields), form(returnUrl, done.fields)]);
  lap('callback');
  if (!answers.some((answer) => answer.headers.get('location')?.includes('/success-operation'))) {
    reasons.add(
      `geri dönüş: ${answers.map((answer) => `${answer.status} ${answer.headers.get('location')}`).join(', ')}`,
    );
    return false;
  }
  // The success page asks until the collection is posted, then offers the receipt.
  for (let tries = 0; tries < 100; tries++) {
    const { collected } = (await (await post('/api/ControlCollection', { orderNo: order.orderNo })).json()) as {
      collected: boolean;
    };
    if (collected) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const receipt = await post('/api/CreateCollectionInfoReportForEMunicipality', { orderNo: order.orderNo });
  lap('receipt');
  if (!receipt.ok) reasons.add(`makbuz: ${receipt.status} ${await receipt.text()}`);
  return receipt.ok;
}
/**
 * `count` signed-in citizens after the debt-list ones who still owe something, none paid for earlier
 * in this run, each with the debt they will pay (their first open one that can be paid online). A kept
 * bench database loses open debts at every run; once too few are left it says so (drop the database
 * and the next run generates it anew) instead of quietly paying fewer.
 */
const paidFor = new Set<number>();
async function owingCitizens(count: number): Promise<{ n: number; accrualId: number }[]> {
  const candidates = Array.from({ length: sessions - cookies }, (_, i) => cookies + 1 + i).filter(
    (n) => !paidFor.has(n),
  );
  const { rows } = await client.query<{ registry_oid: string; id: number }>(
    `select distinct on (registry_oid) registry_oid, id from accruals a
      where registry_oid = any($1) and principal_kurus > paid_kurus and restructuring_plan_id is null and cancelled_at is null
        and not exists (select 1 from accrual_holds h where h.accrual_id = a.id)
      order by registry_oid, due_date, id`,
    [candidates.map((n) => benchRegistry(spread(n)))],
  );
  const debtOf = new Map(rows.map((row) => [row.registry_oid, Number(row.id)]));
  const chosen = candidates.filter((n) => debtOf.has(benchRegistry(spread(n)))).slice(0, count);
  for (const n of chosen) paidFor.add(n);
  if (chosen.length < count)
    console.log(
      `yalnızca ${chosen.length} vatandaşın ödenecek borcu kaldı (${count} istendi): bench veritabanını silin (DROP DATABASE), sonraki çalıştırma yeniden üretir.`,
    );
  return chosen.map((n) => ({ n, accrualId: debtOf.get(benchRegistry(spread(n)))! }));
}
async function payAll(server: Child, address: string, payers: { n: number; accrualId: number }[]) {
  const queue = [...payers];
  let completed = 0;
  let failed = 0;
  for (const step of Object.keys(steps) as (keyof typeof steps)[]) steps[step] = 0;
  const loadBefore = os.loadavg()[0];
  // Every 50 ms: how many of the API's PostgreSQL backends are running a statement, and how many of
  // those wait for a lock another transaction holds (rows every payment writes, such as the year's
  // receipt counter, serialize the payments whatever the number of processes).
  const backends = { sampling: false, samples: 0, active: 0, waiting: 0, statements: new Map<string, number>() };
  const sampler = setInterval(() => {
    if (backends.sampling) return; // the previous sample is still being read
    backends.sampling = true;
    void client
      .query<{ statement: string; active: number; waiting: number }>(
        `select regexp_replace(left(query, 45), '[[:space:]]+', ' ', 'g') statement, count(*)::int active, count(*) filter (where wait_event_type = 'Lock')::int waiting
           from pg_stat_activity where application_name = 'ebelediye-api' and state = 'active' group by 1`,
      )
      .then(({ rows }) => {
        backends.samples += 1;
        for (const row of rows) {
          backends.active += row.active;
          backends.waiting += row.waiting;
          if (row.waiting)
            backends.statements.set(row.statement, (backends.statements.get(row.statement) ?? 0) + row.waiting);
        }
      })
      .finally(() => (backends.sampling = false));
  }, 50);
  const started = performance.now();
  const cpu = await cpuDuring(server, () =>
    Promise.all(
      Array.from({ length: connections }, async () => {
        for (let payer = queue.shift(); payer !== undefined; payer = queue.shift()) {
          const ok = await pay(address, payer.n, payer.accrualId).catch((error: Error) => {
            reasons.add(error.message);
            return false;
          });
          if (ok) completed += 1;
          else failed += 1;
        }
      }),
    ),
  );
  clearInterval(sampler);
  const perSecond = completed / ((performance.now() - started) / 1000);
  const per = (ms: number) => ms / Math.max(completed, 1);
  const apiCores = cpu.api / (performance.now() - started);
  const averageActive = backends.active / Math.max(backends.samples, 1);
  const averageWaiting = backends.waiting / Math.max(backends.samples, 1);
  const waitingIn = [...backends.statements]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([statement, count]) => `${(count / Math.max(backends.samples, 1)).toFixed(1)} × ${statement}…`);
  return {
    perSecond,
    completed,
    failed,
    averageActive,
    averageWaiting,
    waitingIn,
    apiCores,
    apiMs: per(cpu.api),
    databaseMs: per(cpu.database),
    bankMs: per(cpu.bank),
    clientMs: per(cpu.client),
    load: Math.max(loadBefore, os.loadavg()[0]),
  };
}

// 5. For each count of API processes: the reference and the debt list, then the payments.
console.log(
  `\n${connections} bağlantı, ${seconds} s, ${os.cpus().length} çekirdek, ${os.cpus()[0]?.model ?? '?'}; banka ayrı süreçte (${bank.address})`,
);
const mean = <T>(list: T[], pick: (item: T) => number) => list.reduce((sum, item) => sum + pick(item), 0) / list.length;
const results = [];
/** Reference and debt list in turn, `rounds` times, on a started API; printed as they come. */
async function referenceAndDebtList(server: Child, address: string, title: string) {
  // Each process compiles its hot code on its own: warm every one up before measuring.
  const reference = () => rotating((n) => ({ path: `/bench/reference?id=${benchRegistry(spread(n))}` }));
  const debtList = () =>
    rotating((n) => ({ headers: { ...browserHeaders, cookie: `${sessionCookie}=${benchToken(n)}` } }));
  for (const [requests, method, path] of [
    [reference(), 'GET', '/bench/reference'],
    [debtList(), 'POST', '/api/GetDebtListForEMunicipality'],
  ] as const) {
    await autocannon({
      url: `${address}${path}`,
      method,
      body: method === 'POST' ? '{}' : undefined,
      headers: browserHeaders,
      connections,
      duration: 2,
      requests,
    });
  }
  console.log(`\n${title}`);
  console.log(
    'senaryo'.padEnd(34),
    'req/s'.padStart(7),
    '% ref'.padStart(7),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'API CPU'.padStart(7),
    'PG CPU'.padStart(7),
    'hata'.padStart(7),
    'yük'.padStart(6),
    'API çekirdek'.padStart(13),
  );
  const measured: { reference: Figures; debts: Figures }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const ref = await load(server, address, reference(), 'GET', '/bench/reference');
    await freshenSessions(client);
    const debts = await load(server, address, debtList(), 'POST', '/api/GetDebtListForEMunicipality');
    line(`${round}. referans (PK select)`, ref);
    line(`${round}. GetDebtListForEMunicipality`, debts, `${((debts.rps / ref.rps) * 100).toFixed(0)} %`);
    measured.push({ reference: ref, debts });
  }
  return measured;
}
// Every look computed from the database: what each citizen's first look of the day costs (the
// processes keep no debt list, DEBT_LIST_CACHE_MS=0), measured once, with the first process count.
const firstLooks = await (async () => {
  const { child: server, address } = await start(
    './bench/server.ts',
    { ...apiEnv, BENCH_PROCESSES: String(processCounts[0]), DEBT_LIST_CACHE_MS: '0' },
    profileArgs,
  );
  const measured = await referenceAndDebtList(
    server,
    address,
    `${processCounts[0]} API süreci, her bakış hesaplanıyor (ilk bakış; DEBT_LIST_CACHE_MS=0)`,
  );
  await stop(server);
  return {
    ratio: mean(measured, (f) => f.debts.rps / f.reference.rps),
    p99: Math.max(...measured.map((f) => f.debts.p99)),
    cpuMs: mean(measured, (f) => f.debts.cpuMs),
    errors: measured.reduce((total, f) => total + f.reference.errors + f.debts.errors, 0),
  };
})();
for (const count of processCounts) {
  const { child: server, address } = await start(
    './bench/server.ts',
    { ...apiEnv, BENCH_PROCESSES: String(count) },
    profileArgs,
  );
  // The same citizens look again: their lists are kept by the process that computed them (decision 046).
  const measured = await referenceAndDebtList(
    server,
    address,
    `${count} API süreci, tekrar bakışlar (hesaplanmış liste saklanıyor)`,
  );
  const paid = await payAll(server, address, await owingCitizens(payments));
  await stop(server);
  for (const reason of reasons) console.log(`olmayan ödeme: ${reason}`);
  const wait = (step: keyof typeof steps) => (steps[step] / Math.max(paid.completed + paid.failed, 1)).toFixed(0);
  console.log(
    `ödeme başına bekleme: sipariş ${wait('order')} ms (API), banka sayfaları ${wait('bank')} ms (banka), dönüş ${wait('callback')} ms (API), tahsilat ve makbuz ${wait('receipt')} ms (API); API'nin PostgreSQL bağlantılarından ortalama ${paid.averageActive.toFixed(1)} tanesi sorgu çalıştırıyor, ${paid.averageWaiting.toFixed(1)} tanesi kilit bekliyor (${paid.waitingIn.join('; ')})`,
  );
  reasons.clear();
  const doubles = await doubleCollections(client);
  console.log(
    `tamamlanan kart ödemesi: ${paid.perSecond.toFixed(1)} /s (${paid.completed} tamam, ${paid.failed} olmadı, ${connections} eş zamanlı vatandaş); ödeme başına CPU: API ${paid.apiMs.toFixed(1)} ms, PostgreSQL ${paid.databaseMs.toFixed(1)} ms, banka ${paid.bankMs.toFixed(1)} ms, yük üreteci ${paid.clientMs.toFixed(1)} ms; API süreçlerinin kullandığı çekirdek: ${paid.apiCores.toFixed(2)}; çift tahsilat: ${doubles}`,
  );
  results.push({
    processes: count,
    referenceRps: mean(measured, (f) => f.reference.rps),
    debtRps: mean(measured, (f) => f.debts.rps),
    p50: mean(measured, (f) => f.debts.p50),
    p99: Math.max(...measured.map((f) => f.debts.p99)),
    referenceCpuMs: mean(measured, (f) => f.reference.cpuMs),
    debtCpuMs: mean(measured, (f) => f.debts.cpuMs),
    referenceDatabaseMs: mean(measured, (f) => f.reference.databaseCpuMs),
    debtDatabaseMs: mean(measured, (f) => f.debts.databaseCpuMs),
    debtCores: mean(measured, (f) => f.debts.apiCores),
    paid,
    doubles,
    errors: measured.reduce((total, f) => total + f.reference.errors + f.debts.errors, 0) + paid.failed,
    load: Math.max(paid.load, ...measured.flatMap((f) => [f.reference.load, f.debts.load])),
  });
}
await stop(bank.child);
await client.end();

const base = results[0];
console.log(`\nsüreç sayısına göre req/s (${base.processes} sürece oran)`);
console.log(
  'süreç'.padEnd(7),
  'referans'.padStart(10),
  'borç listesi'.padStart(13),
  'ödeme/s'.padStart(9),
  'oran ref'.padStart(9),
  'oran borç'.padStart(10),
  'oran ödeme'.padStart(11),
  'API çekirdek (borç / ödeme)'.padStart(28),
  'yük'.padStart(6),
);
for (const r of results) {
  console.log(
    String(r.processes).padEnd(7),
    r.referenceRps.toFixed(0).padStart(10),
    r.debtRps.toFixed(0).padStart(13),
    r.paid.perSecond.toFixed(1).padStart(9),
    (r.referenceRps / base.referenceRps).toFixed(2).padStart(9),
    (r.debtRps / base.debtRps).toFixed(2).padStart(10),
    (r.paid.perSecond / base.paid.perSecond).toFixed(2).padStart(11),
    `${r.debtCores.toFixed(2)} / ${r.paid.apiCores.toFixed(2)}`.padStart(28),
    r.load.toFixed(1).padStart(6),
  );
}

// 6. The record.
const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? '?';
const machine = `${os.cpus().length} cores, ${cpu}`;
const date = new Date().toISOString().slice(0, 10);
const n = registries.toLocaleString('en').replace(/,/g, ' ');
const docs = new URL('../../docs/performance.md', import.meta.url).pathname;
const header =
  '| date | machine | registries | API processes | first looks (every list computed): % of reference, p99 ms, API CPU ms | reference req/s (× 1 process) | debt list req/s, repeat looks (× 1 process) | % of reference | p50 ms | p99 ms | API CPU ms/request (reference / debt list) | PostgreSQL CPU ms/request (reference / debt list) | card payments /s (× 1 process) | CPU ms/payment (API / PostgreSQL / bank / load generator) | API cores busy (debt list / payments) | double collections | load |';
const table = readFileSync(docs, 'utf8').includes(header)
  ? ''
  : `\n### npm run bench — by API processes, the bank in its own process, debt lists kept (decision 046)\n\n${header}\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n`;
const times = (value: number, of: number) => `× ${(value / of).toFixed(2)}`;
// A run whose calls failed (a bench database left by an older bench, a server that refused) measured
// failures, not the server: its figures are printed above but never recorded.
const failures = results.reduce((total, r) => total + r.errors, firstLooks.errors);
if (failures > 0) {
  console.error(
    `\n${failures} çağrı ya da ödeme başarısız: rakamlar docs/performance.md'ye yazılmadı. Bench veritabanını silip (DROP DATABASE) yeniden deneyin.`,
  );
  process.exit(1);
}
appendFileSync(
  docs,
  table +
    results
      .map(
        (r) =>
          `| ${date} | ${machine} | ${n} | ${r.processes} | ${r === base ? `${(firstLooks.ratio * 100).toFixed(0)} %, ${firstLooks.p99.toFixed(1)}, ${firstLooks.cpuMs.toFixed(2)}` : '—'} | ${r.referenceRps.toFixed(0)} (${times(r.referenceRps, base.referenceRps)}) | ${r.debtRps.toFixed(0)} (${times(r.debtRps, base.debtRps)}) | ${((r.debtRps / r.referenceRps) * 100).toFixed(0)} % | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.referenceCpuMs.toFixed(2)} / ${r.debtCpuMs.toFixed(2)} | ${r.referenceDatabaseMs.toFixed(2)} / ${r.debtDatabaseMs.toFixed(2)} | ${r.paid.perSecond.toFixed(1)} (${times(r.paid.perSecond, base.paid.perSecond)})${payFlexMpi ? ', PayFlex MPI' : ''} | ${r.paid.apiMs.toFixed(1)} / ${r.paid.databaseMs.toFixed(1)} / ${r.paid.bankMs.toFixed(1)} / ${r.paid.clientMs.toFixed(1)} | ${r.debtCores.toFixed(2)} / ${r.paid.apiCores.toFixed(2)} | ${r.doubles} | ${r.load.toFixed(1)} |\n`,
      )
      .join(''),
);
console.log(`docs/performance.md: ${results.length} satır eklendi`);
