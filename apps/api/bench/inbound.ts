// `npx tsx apps/api/bench/inbound.ts --batches 20`: how fast the revenue system's accruals go in through
// applyBatch (the function behind the integration API and the file import), in batches of 1,000, on a
// scratch PostgreSQL database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/ebelediye_bench_inbound;
// dropped and created again on every run, refused unless its name says it is a bench's). Beside it, in
// the same run, a same-run reference: a bare multi-row insert of the same rows (no checks, no versions).
// Measured: new accruals (created), the same batches again (unchanged), and with a newer version
// (updated). Prints accruals/second; never fails on a number and appends nothing.
import { integrationBatchMax } from '@ebelediye/contract';
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { accruals } from '../src/db/schema';
import { applyBatch } from '../src/domains/integration/inbound';
import { seedDemoIfEmpty } from '../src/seed';

const { values: args } = parseArgs({ options: { batches: { type: 'string', default: '20' } } });
const batches = Number(args.batches);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ebelediye_bench_inbound';
const name = decodeURIComponent(new URL(url).pathname.slice(1));
if (!name.includes('bench')) throw new Error('DATABASE_URL bir bench veritabanı olmalı (adında "bench" geçmeli).');

const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
await admin.connect();
await admin.query(`drop database if exists "${name}" with (force)`);
await admin.query(`create database "${name}"`);
await admin.end();

const database = await openDatabase({ kind: 'postgres', url });
await migrateDatabase(database);
const now = new Date('2026-11-23T09:00:00Z');
await seedDemoIfEmpty(database.db, '2026-11-23');
const { db } = database;

// 1,000 registries (pushed the same way), each to receive one accrual per batch.
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
const pushed = await applyBatch(
  db,
  'registries',
  registryNos.map((registryNo, index) => ({
    registryNo,
    kind: 'G',
    identityNo: tckn(index),
    name: 'Bench',
    surname: `Mükellef ${index}`,
    version: 1,
  })),
  { dryRun: false, now },
);
if (!pushed.applied)
  throw new Error(`registries not pushed: ${JSON.stringify(pushed.results.find((r) => r.outcome === 'error'))}`);

const batchOf = (batch: number, version: number, prefix = 'BA') =>
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

async function timed(what: string, work: (batch: number) => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  for (let batch = 0; batch < batches; batch += 1) await work(batch);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const perSecond = (batches * integrationBatchMax) / seconds;
  console.log(`${what.padEnd(46)} ${Math.round(perSecond).toLocaleString('tr-TR').padStart(8)} tahakkuk/s`);
  return perSecond;
}

async function through(kind: 'created' | 'unchanged' | 'updated', version: number) {
  return timed(`applyBatch, 1.000'lik toplu kayıt (${kind})`, async (batch) => {
    const result = await applyBatch(db, 'accruals', batchOf(batch, version), { dryRun: false, now });
    if (!result.applied || result.results.some((row) => row.outcome !== kind))
      throw new Error(`batch ${batch}: ${JSON.stringify(result.results.find((row) => row.outcome !== kind))}`);
  });
}

const oids = new Map(
  (
    (await db.execute(sql`select oid, registry_no from registries where registry_no like 'BR-%'`)) as unknown as {
      rows: { oid: string; registry_no: string }[];
    }
  ).rows.map((row) => [row.registry_no, row.oid]),
);
const bareInsert = (round: number) =>
  timed(`yalın çok satırlı INSERT (aynı satırlar, ${round}. tur)`, async (batch) => {
    await db.insert(accruals).values(
      batchOf(batch, 1, `RAW${round}`).map((row) => ({
        registryOid: oids.get(row.registryNo) ?? '',
        revenueCode: row.revenueCode,
        year: row.year,
        installment: row.installment,
        dueDate: row.dueDate,
        principalKurus: row.amountKurus,
        description: row.description,
        accrualNo: row.accrualNo,
        sourceVersion: row.version,
        createdAt: now,
      })),
    );
  });
// The reference runs before and after the measured batches (a cold and a warm database); the faster counts.
const bareFirst = await bareInsert(1);
const created = await through('created', 1);
const unchanged = await through('unchanged', 1);
const updated = await through('updated', 2);
const bare = Math.max(bareFirst, await bareInsert(2));
console.log(
  `\napplyBatch / yalın INSERT: created ${Math.round((created / bare) * 100)} %, unchanged ${Math.round(
    (unchanged / bare) * 100,
  )} %, updated ${Math.round((updated / bare) * 100)} % (${batches} toplu kayıt, her biri ${integrationBatchMax} satır)`,
);
await database.close();
