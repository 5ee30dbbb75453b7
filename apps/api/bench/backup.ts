// `npm run bench:backup -- --registries 1000000 --accruals 2 --pglite 100000`: how long a backup, a
// restore and the drill's comparison take for a municipality of that size (docs/operations.md,
// "Backups"), through the code `npm run backup` / `npm run restore` run.
// PostgreSQL: a scratch database (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/ebelediye_bench_backup; refused unless its name says it is a
// bench's; made anew every run, with `<name>_geri` and `<name>_kopya` beside it) is migrated, given
// the base seed and filled by set-based SQL: N registries, `--accruals` accruals each, and every tenth
// registry's first accrual paid (a collection and its line). Then: backup (pg_dump custom, with the
// snapshot's counts), restore into a new database (pg_restore, migrations, counts), and the drill's
// comparison (every table's count and the money tables' digests, on both sides). The references in
// the same run: `CREATE DATABASE … TEMPLATE` (the server copying the same database file by file) and
// one counting pass over every table.
// PGlite (`--pglite N`, 0 to skip): the same fill with N registries in a temporary DATA_DIR, backed up
// with PGlite's dump, restored into another directory and compared; the reference is a plain copy of
// the data directory. 100,000 by default: a million works (`--registries 10 --pglite 1000000`) but
// takes about six minutes on two cores. Prints figures; never fails on a number; drops and removes what it made.
import type { PGlite } from '@electric-sql/pglite';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from '../src/db/backup';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { moneyDigests, rowCounts, type RowQuery } from '../src/db/table-digests';
import { seedBaseIfEmpty } from '../src/seed';

const { values: args } = parseArgs({
  options: {
    registries: { type: 'string', default: '1000000' },
    accruals: { type: 'string', default: '2' },
    pglite: { type: 'string', default: '100000' },
    /** Where the dumps and PGlite's directories are written. */
    dir: { type: 'string', default: os.tmpdir() },
  },
});
const registries = Number(args.registries);
const accrualsEach = Number(args.accruals);
const pgliteRegistries = Number(args.pglite);
if (!Number.isInteger(registries) || registries < 10) throw new Error('--registries en az 10 olmalı.');
if (!Number.isInteger(accrualsEach) || accrualsEach < 1) throw new Error('--accruals en az 1 olmalı.');
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ebelediye_bench_backup';
const name = decodeURIComponent(new URL(url).pathname.slice(1));
if (!name.includes('bench')) throw new Error('DATABASE_URL bir bench veritabanı olmalı (adında "bench" geçmeli).');
const restoredName = `${name}_geri`;
const copyName = `${name}_kopya`;
const withDatabase = (database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString();
const directory = mkdtempSync(join(args.dir, 'ebelediye-bench-yedek-'));

const number = new Intl.NumberFormat('en-GB');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const load = () => os.loadavg()[0].toFixed(1);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, (performance.now() - started) / 1000];
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function dropAll(): Promise<void> {
  for (const database of [name, restoredName, copyName])
    await admin(`drop database if exists "${database}" with (force)`);
}

/** The bench's rows, by set-based SQL; `query` runs one statement (a pg client or PGlite). */
async function fill(query: (text: string) => Promise<unknown>, count: number): Promise<void> {
  await query(
    `insert into registries (oid, kind, identity_no, name, surname, created_at)
     select 'B-' || i, 'G', (20000000000 + i)::text, 'Bench', 'Vatandaş ' || i, timestamptz '2020-01-01'
     from generate_series(1, ${count}) i`,
  );
  await query(
    `insert into accruals (registry_oid, revenue_code, year, installment, due_date, principal_kurus, description)
     select 'B-' || i, (array['EMLAK', 'CTV'])[1 + k % 2], 2026, k, date '2026-05-31' + (k - 1) * 183,
            5000 + (i::bigint * 7919 + k * 104729) % 400000, 'Bench tahakkuku ' || k
     from generate_series(1, ${count}) i cross join generate_series(1, ${accrualsEach}) k`,
  );
  // Every tenth registry paid its first accrual online: a collection and its line, the accrual paid.
  await query(
    `insert into collections (receipt_no, registry_oid, order_no, collected_at, type_code, total_kurus)
     select 'BR-' || a.registry_oid, a.registry_oid, 'BO-' || a.registry_oid, timestamptz '2026-05-20 10:00+03', 4, a.principal_kurus
     from accruals a where a.installment = 1 and substr(a.registry_oid, 3)::int % 10 = 0`,
  );
  await query(
    `insert into collection_lines (collection_id, accrual_id, principal_kurus, interest_kurus)
     select c.id, a.id, a.principal_kurus, 0 from collections c
     join accruals a on a.registry_oid = c.registry_oid and a.installment = 1
     where c.order_no like 'BO-%'`,
  );
  await query(
    `update accruals a set paid_kurus = a.principal_kurus from collection_lines l
     join collections c on c.id = l.collection_id where l.accrual_id = a.id and c.order_no like 'BO-%'`,
  );
}

function pgQuery(client: pg.Client): RowQuery {
  return async <R>(text: string) => (await client.query(text)).rows as R[];
}

/** The drill's figures of a database: every table's count and the money tables' digests. */
async function figuresOf(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return { counts: await rowCounts(pgQuery(client)), digests: await moneyDigests(pgQuery(client)) };
  } finally {
    await client.end();
  }
}

const totalRows = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);
/** Equal figures, whatever the order of their keys. */
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const sorted = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value)
          .sort(([x], [y]) => (x < y ? -1 : 1))
          .map(([key, inner]) => [key, sorted(inner)]),
      )
    : value;

console.log(`${os.cpus().length} çekirdek, ${os.cpus()[0]?.model ?? '?'}; yük ${load()}`);

// 1. PostgreSQL.
await dropAll();
await admin(`create database "${name}"`);
{
  const database = await openDatabase({ kind: 'postgres', url });
  await migrateDatabase(database);
  await seedBaseIfEmpty(database.db);
  await database.close();
}
const client = new pg.Client({ connectionString: url });
await client.connect();
const [, fillSeconds] = await timed(async () => {
  await client.query('begin');
  // Generated consistent: the foreign-key triggers are skipped while loading, as the other benches do.
  await client.query('set local session_replication_role = replica');
  await fill((text) => client.query(text), registries);
  await client.query('commit');
  await client.query('vacuum analyze');
});
await client.end();
console.log(`PostgreSQL: ${number.format(registries)} sicil dolduruldu (${fillSeconds.toFixed(1)} s); yük ${load()}`);

const [reference, referenceSeconds] = await timed(() => figuresOf(url));
const [, countSeconds] = await timed(async () => {
  const counter = new pg.Client({ connectionString: url });
  await counter.connect();
  await rowCounts(pgQuery(counter));
  await counter.end();
});
const [, copySeconds] = await timed(() => admin(`create database "${copyName}" template "${name}"`));
await admin(`drop database "${copyName}"`);

const dumpFile = join(directory, 'yedek.dump');
const backup = await backupPostgres(url, dumpFile);
const loadAfterBackup = load();
await admin(`create database "${restoredName}"`);
const restore = await restorePostgres(dumpFile, withDatabase(restoredName));
const loadAfterRestore = load();
const [restored, compareSeconds] = await timed(() => figuresOf(withDatabase(restoredName)));
const equal = same(restored.counts, backup.counts) && same(restored.digests, reference.digests);
if (!equal) {
  for (const [table, count] of Object.entries(backup.counts))
    if (restored.counts[table] !== count) console.log(`${table}: ${count} → ${restored.counts[table]}`);
  for (const [table, digest] of Object.entries(reference.digests))
    if (!same(restored.digests[table], digest))
      console.log(`${table}: ${JSON.stringify(digest)} → ${JSON.stringify(restored.digests[table])}`);
}
const moneyRows = Object.values(restored.digests).reduce((sum, digest) => sum + digest.rows, 0);

console.log(`
PostgreSQL, ${number.format(registries)} sicil × ${accrualsEach} tahakkuk:
| rows (all tables) | money rows digested | dump size | backup s | restore s | compare s | CREATE DATABASE … TEMPLATE s | one count pass s |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${number.format(totalRows(backup.counts))} | ${number.format(moneyRows)} | ${mb(backup.bytes)} | ${backup.seconds.toFixed(1)} | ${restore.seconds.toFixed(1)} | ${compareSeconds.toFixed(1)} | ${copySeconds.toFixed(1)} | ${countSeconds.toFixed(1)} |
compare on the source (the backup's side): ${referenceSeconds.toFixed(1)} s; counts and digests equal: ${equal ? 'yes' : 'NO'}; load after backup ${loadAfterBackup}, after restore ${loadAfterRestore}`);

await dropAll();
rmSync(dumpFile, { force: true });

// 2. PGlite.
if (pgliteRegistries > 0) {
  const dataDir = join(directory, 'data');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(database);
  await seedBaseIfEmpty(database.db);
  const pglite = (database.db as unknown as { $client: PGlite }).$client;
  const [, pgliteFillSeconds] = await timed(async () => {
    await pglite.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await fill((text) => tx.query(text), pgliteRegistries);
    });
    await pglite.query('vacuum analyze');
  });
  const pgliteReference = await moneyDigests(async <R>(text: string) => (await pglite.query<R>(text)).rows);
  await database.close();
  console.log(
    `\nPGlite: ${number.format(pgliteRegistries)} sicil dolduruldu (${pgliteFillSeconds.toFixed(1)} s); yük ${load()}`,
  );

  const [, copyDirSeconds] = await timed(async () => cpSync(dataDir, join(directory, 'kopya'), { recursive: true }));
  rmSync(join(directory, 'kopya'), { recursive: true });
  const file = join(directory, 'yedek.tar.gz');
  const pgliteBackup = await backupPglite(dataDir, file);
  const restoredDir = join(directory, 'geri');
  const pgliteRestore = await restorePglite(file, restoredDir);
  const [pgliteRestored, pgliteCompareSeconds] = await timed(async () => {
    const restoredDatabase = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    const instance = (restoredDatabase.db as unknown as { $client: PGlite }).$client;
    const query: RowQuery = async <R>(text: string) => (await instance.query<R>(text)).rows;
    const figures = { counts: await rowCounts(query), digests: await moneyDigests(query) };
    await restoredDatabase.close();
    return figures;
  });
  const pgliteEqual = same(pgliteRestored.counts, pgliteBackup.counts) && same(pgliteRestored.digests, pgliteReference);
  console.log(`
PGlite, ${number.format(pgliteRegistries)} sicil × ${accrualsEach} tahakkuk:
| rows (all tables) | dump size | backup s | restore s | compare s | copy of DATA_DIR s |
| ---: | ---: | ---: | ---: | ---: | ---: |
| ${number.format(totalRows(pgliteBackup.counts))} | ${mb(pgliteBackup.bytes)} | ${pgliteBackup.seconds.toFixed(1)} | ${pgliteRestore.seconds.toFixed(1)} | ${pgliteCompareSeconds.toFixed(1)} | ${copyDirSeconds.toFixed(1)} |
counts and digests equal: ${pgliteEqual ? 'yes' : 'NO'}; load ${load()}`);
}

rmSync(directory, { recursive: true, force: true });
