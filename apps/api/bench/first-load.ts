// `npm run bench:first-load -- --registries 1000000`: a municipality's first load from files
// (decision 080) on a scratch PostgreSQL database (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/ebelediye_bench_first_load; made anew each run, refused when it
// holds anyone's data): generates N registries, N/10 water subscriptions and 10·N accruals as the
// revenue system's files, loads them with `--first-load` (firstLoad), and in the same run COPYs the
// same rows bare into a plain table with no index, check or trigger — the reference. Prints seconds,
// rows/s and the ratio; appends a row to docs/performance.md. Prints figures; never fails on a number.
import { once } from 'node:events';
import {
  appendFileSync,
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { firstLoad, type FirstLoadKindName } from '../src/import/first-load';
import { seedDemoIfEmpty } from '../src/seed';

const { values: args } = parseArgs({
  options: {
    registries: { type: 'string', default: '100000' },
    /** Where the files are written (they take about 130 bytes a row). */
    dir: { type: 'string', default: os.tmpdir() },
  },
});
const registries = Number(args.registries);
if (!Number.isInteger(registries) || registries < 10) throw new Error('--registries en az 10 olmalı.');
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ebelediye_bench_first_load';
const marker = 'first_load_bench_marker';

// 1. A scratch database of our own, made anew: a first load needs an empty target.
const name = decodeURIComponent(new URL(url).pathname.slice(1));
if (!name) throw new Error('DATABASE_URL bir veritabanı adı içermeli (ör. …/ebelediye_bench_first_load).');
const adminUrl = new URL(url);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
const { rowCount: exists } = await admin.query('select 1 from pg_database where datname = $1', [name]);
if (exists) {
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  const { rows } = await probe.query<{ marker: string | null; registries: string | null }>(
    `select to_regclass('${marker}') as marker, to_regclass('registries') as registries`,
  );
  const foreign =
    !rows[0].marker &&
    rows[0].registries !== null &&
    ((await probe.query('select 1 from registries limit 1')).rowCount ?? 0) > 0;
  await probe.end();
  if (foreign) {
    await admin.end();
    throw new Error(
      `${name} bench tarafından üretilmemiş veri içeriyor: bench burada çalışmaz. Boş bir veritabanı verin.`,
    );
  }
  await admin.query(`drop database "${name}" with (force)`);
}
await admin.query(`create database "${name}"`);
await admin.end();
const database = await openDatabase({ kind: 'postgres', url });
await migrateDatabase(database);
await seedDemoIfEmpty(database.db);
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(`create table ${marker} (made_at timestamptz default now())`);
await client.query(`insert into ${marker} default values`);

// 2. The files, as a revenue system writes them: the ordinary import's layout (docs/integration.md, "Files").
const folder = mkdtempSync(join(args.dir, 'ebelediye-first-load-'));
function tckn(n: number): string {
  const d = [...String(100000000 + n)].map(Number);
  const tenth = ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10;
  return `${d.join('')}${tenth}${(d.reduce((a, b) => a + b, 0) + tenth) % 10}`;
}
const days = Array.from({ length: 1090 }, (_, day) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10));
const codes = ['EMLAK', 'KVKP', 'CTV', 'SU', 'CEZA'];
/**
 * Writes header, rows in slices (ten million lines never sit in memory at once) and the #TOPLAM trailer;
 * answers where the trailer starts (the bare COPY stops there).
 */
async function writeSliced(
  path: string,
  header: string,
  slices: number,
  slice: (from: number, to: number, emit: (line: string, kurus: number) => void) => void,
) {
  const out = createWriteStream(path);
  let count = 0;
  let total = 0;
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(header + '\n');
  const step = Math.ceil(registries / slices);
  for (let from = 1; from <= registries; from += step) {
    let chunk = '';
    slice(from, Math.min(registries, from + step - 1), (line, kurus) => {
      chunk += line + '\n';
      count += 1;
      total += kurus;
    });
    await write(chunk);
  }
  out.end(`#TOPLAM;${count};${total}\n`);
  await once(out, 'finish');
  return { path, rows: count, dataBytes: bytes };
}

const made = performance.now();
const slices = Math.max(1, Math.ceil(registries / 20000));
const files = {
  registries: await writeSliced(
    join(folder, 'registries.csv'),
    'sicil_no;tur;kimlik_no;ad;soyad;telefon;eposta;adres;surum',
    slices,
    (from, to, emit) => {
      for (let i = from; i <= to; i++)
        emit(`GYS-${i};G;${tckn(i)};Bench;Vatandaş ${i};;;Bench Mah. ${i % 500}. Sok.;1`, 0);
    },
  ),
  subscriptions: await writeSliced(
    join(folder, 'subscriptions.csv'),
    'abone_no;sicil_no;tur;hizmet;adres;durum;baslangic;guvence_kurus;surum',
    slices,
    (from, to, emit) => {
      for (let i = from; i <= to; i++)
        if (i % 10 === 0) emit(`SU-${i};GYS-${i};G;SU;Bench Mah. ${i % 500}. Sok.;active;2020-01-01;15000;1`, 15000);
    },
  ),
  accruals: await writeSliced(
    join(folder, 'accruals.csv'),
    'tahakkuk_no;sicil_no;gelir_kodu;yil;taksit;vade;tutar_kurus;aciklama;abone_no;durum;surum',
    slices,
    (from, to, emit) => {
      for (let i = from; i <= to; i++)
        for (let k = 1; k <= 10; k++) {
          const code = codes[(i + k) % 5];
          const due = days[(i * 37 + k * 101) % 1090];
          const amount = 5000 + ((i * 7919 + k * 104729) % 400000);
          const subscriber = code === 'SU' && i % 10 === 0 ? `SU-${i}` : '';
          emit(
            `T-${i}-${k};GYS-${i};${code};${due.slice(0, 4)};${k};${due};${amount};Bench tahakkuku ${k};${subscriber};open;1`,
            amount,
          );
        }
    },
  ),
};
const megabytes = (bytes: number) => (bytes / 1e6).toFixed(0);
console.log(
  `dosyalar hazır (${((performance.now() - made) / 1000).toFixed(0)} s): ${Object.entries(files)
    .map(([kind, f]) => `${kind} ${f.rows.toLocaleString('tr-TR')} satır, ${megabytes(statSync(f.path).size)} MB`)
    .join('; ')}`,
);

// 3. The first load, file by file, in the order a municipality loads them.
const loadBefore = os.loadavg()[0];
const seconds: Record<FirstLoadKindName, number> = { registries: 0, subscriptions: 0, accruals: 0 };
for (const kind of ['registries', 'subscriptions', 'accruals'] as const) {
  const started = performance.now();
  const result = await firstLoad(database, kind, files[kind].path, new Date());
  seconds[kind] = (performance.now() - started) / 1000;
  if (result.problems.length > 0 || result.rowCount !== files[kind].rows) {
    console.error(`${kind}: ilk yükleme reddedildi`, result.problems.slice(0, 5));
    process.exit(1);
  }
  console.log(
    `${kind.padEnd(14)} ${seconds[kind].toFixed(1).padStart(7)} s  ${Math.round(result.rowCount / seconds[kind])
      .toLocaleString('tr-TR')
      .padStart(
        9,
      )} satır/s  (okuma+COPY ${result.seconds.staging.toFixed(1)} s, INSERT ${result.seconds.insert.toFixed(1)} s, indeksler ${result.seconds.indexes.toFixed(1)} s)`,
  );
}
await database.close();

// 4. The reference: the same rows COPYed bare (CSV, into a plain table: no index, no check, no trigger).
async function bareCopy(table: string, columns: string, file: { path: string; dataBytes: number }) {
  await client.query(`create table ${table} (${columns})`);
  const started = performance.now();
  await pipeline(
    createReadStream(file.path, { end: file.dataBytes - 1 }),
    client.query(copyFrom(`copy ${table} from stdin with (format csv, delimiter ';', header true)`)),
  );
  return (performance.now() - started) / 1000;
}
const bare = {
  registries: await bareCopy(
    'bare_registries',
    'registry_no text, kind text, identity_no text, name text, surname text, phone text, email text, address text, version bigint',
    files.registries,
  ),
  accruals: await bareCopy(
    'bare_accruals',
    'accrual_no text, registry_no text, revenue_code text, year int, installment int, due_date date, amount_kurus bigint, description text, subscriber_no text, status text, version bigint',
    files.accruals,
  ),
};
const load = Math.max(loadBefore, os.loadavg()[0]);
await client.end();
rmSync(folder, { recursive: true, force: true });

const total = seconds.registries + seconds.subscriptions + seconds.accruals;
const rate = (rows: number, s: number) => Math.round(rows / s);
const fmt = (value: number) => value.toLocaleString('en').replace(/,/g, ' ');
console.log(
  `\nçıplak COPY (aynı satırlar, indekssiz düz tablo): sicil ${bare.registries.toFixed(1)} s (${fmt(rate(files.registries.rows, bare.registries))} satır/s), tahakkuk ${bare.accruals.toFixed(1)} s (${fmt(rate(files.accruals.rows, bare.accruals))} satır/s)`,
);
console.log(
  `ilk yükleme / çıplak COPY: sicil × ${(seconds.registries / bare.registries).toFixed(2)}, tahakkuk × ${(seconds.accruals / bare.accruals).toFixed(2)}; toplam ${total.toFixed(0)} s (bütçe 600 s), yük ${load.toFixed(1)}`,
);

// 5. The record.
const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? '?';
const machine = `${os.cpus().length} cores, ${cpu}`;
const docs = new URL('../../../docs/performance.md', import.meta.url).pathname;
const header =
  '| date | machine | registries / subscriptions / accruals | registries s (rows/s) | subscriptions s | accruals s (rows/s) | bare COPY s: registries / accruals (accrual rows/s) | × bare COPY (registries / accruals) | total s (budget 600) | load |';
const table = readFileSync(docs, 'utf8').includes(header)
  ? ''
  : `\n### npm run bench:first-load — the first load from files beside a bare COPY (decision 080)\n\n${header}\n|---|---|---|---|---|---|---|---|---|---|\n`;
appendFileSync(
  docs,
  `${table}| ${new Date().toISOString().slice(0, 10)} | ${machine} | ${fmt(files.registries.rows)} / ${fmt(files.subscriptions.rows)} / ${fmt(files.accruals.rows)} | ${seconds.registries.toFixed(1)} (${fmt(rate(files.registries.rows, seconds.registries))}) | ${seconds.subscriptions.toFixed(1)} | ${seconds.accruals.toFixed(1)} (${fmt(rate(files.accruals.rows, seconds.accruals))}) | ${bare.registries.toFixed(1)} / ${bare.accruals.toFixed(1)} (${fmt(rate(files.accruals.rows, bare.accruals))}) | × ${(seconds.registries / bare.registries).toFixed(2)} / × ${(seconds.accruals / bare.accruals).toFixed(2)} | ${total.toFixed(0)} | ${load.toFixed(1)} |\n`,
);
console.log('docs/performance.md: 1 satır eklendi');
