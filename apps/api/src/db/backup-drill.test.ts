import { type SQL, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { hashPassword } from '../domains/session/passwords';
import { prepareDatabase } from '../startup';
import { createTestApp, type TestApp } from '../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../test/bank';
import { testDatabaseUrl } from '../test/database';
import { sessionCookieOf, signIn, solveCaptcha } from '../test/session';
import { backupPostgres, eventNumberGap, restorePostgres } from './backup';
import { openDatabase } from './client';
import { moneyDigests, rowCounts, type RowQuery } from './table-digests';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Counts and digests read on a connection of their own, not through the app's pools. */
async function figuresOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query: RowQuery = async <R>(text: string) => (await client.query(text)).rows as R[];
    return { counts: await rowCounts(query), digests: await moneyDigests(query) };
  } finally {
    await client.end();
  }
}

async function rowsOf<R>(t: TestApp, query: SQL): Promise<R[]> {
  return ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;
}

/** A taxpayer who joins after the template: a valid TCKN that no demo person has. */
const taxpayer = { oid: 'R-YEDEK-1', tckn: '10000432190', password: 'Yedek2026!' };

/**
 * The backup drill (docs/operations.md, "Backups"): a municipality's PostgreSQL database is filled,
 * backed up with the code `npm run backup` runs while writes go on, written to after it, restored
 * with the code `npm run restore` runs into a new database, and served: every table's row count and
 * every money table's digest equal the backup's point, and nothing written after it is there.
 */
describe.skipIf(!testDatabaseUrl)('the backup drill on PostgreSQL', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** Pays the signed-in citizen's open debt of that description (or the first) by card; answers its order number. */
  async function payDebt(t: TestApp, cookie: Record<string, string>, description?: string): Promise<string> {
    const open = (await debtsOf(t, cookie)).filter((d) => !d.inPayment);
    const debt = description ? open.find((d) => d.description === description) : open[0];
    if (!debt) throw new Error(`no open debt ${description ?? ''}`);
    const { summary, gateway } = await startPayment(t, cookie, [debt.accrualId]);
    const callback = await payAtBank(t, gateway, 'approve');
    await postForm(t, callback!.action, callback!.fields, cookie);
    const [row] = await rowsOf<{ state: string; collection_id: number | null }>(
      t,
      sql`select state, collection_id from payment_attempts where order_no = ${summary.orderNo}`,
    );
    expect(row.state).toBe('PAID');
    expect(row.collection_id).not.toBeNull();
    return summary.orderNo;
  }

  it('restores exactly what the backup held, and the server works on it', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'ebelediye-tatbikat-'));
    cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
    const t = await createTestApp();
    cleanups.push(() => t.close());
    t.setNow(new Date('2026-11-23T10:00:00+03:00'));
    const [{ name }] = await rowsOf<{ name: string }>(t, sql`select current_database() as name`);
    const sourceUrl = withDatabase(testDatabaseUrl!, name);

    // Fill: a new member with three estate-tax installments, the first paid by card, and a demo
    // citizen's card payment.
    const passwordHash = await hashPassword(taxpayer.password);
    await t.db.execute(sql`
      insert into registries (oid, kind, identity_no, name, surname)
      values (${taxpayer.oid}, 'G', ${taxpayer.tckn}, 'Deniz', 'Yedekçi')`);
    await t.db.execute(sql`
      insert into members (registry_oid, user_name, password_hash, phone, email, sms_consent, kvkk_accepted_at)
      values (${taxpayer.oid}, ${taxpayer.tckn}, ${passwordHash}, '5320009988', 'deniz@ornek.example', true, now())`);
    await t.db.execute(sql`
      insert into accruals (registry_oid, revenue_code, year, installment, due_date, principal_kurus, description)
      values (${taxpayer.oid}, 'EMLAK', 2026, 1, '2026-05-31', 150025, 'Emlak Vergisi 2026/1'),
             (${taxpayer.oid}, 'EMLAK', 2026, 2, '2026-11-30', 150025, 'Emlak Vergisi 2026/2'),
             (${taxpayer.oid}, 'CTV', 2026, 1, '2026-11-30', 42010, 'Çevre Temizlik Vergisi 2026/1')`);
    const deniz = await signIn(t, taxpayer.tckn, taxpayer.password);
    await payDebt(t, deniz, 'Emlak Vergisi 2026/1');
    await payDebt(t, await signIn(t, '10000000146', 'Demo2026'));

    // The backup, with writes going on while pg_dump runs: the counts and digests are read in the
    // dump's own snapshot, so whatever lands meanwhile is either in both or in neither.
    const file = join(directory, 'yedek.dump');
    let backupDone = false;
    let writtenDuring = 0;
    const writer = (async () => {
      while (!backupDone) {
        await t.db.execute(sql`
          insert into accruals (registry_oid, revenue_code, year, installment, due_date, principal_kurus, description)
          values ('R-DEMO-2', 'CEZA', 2026, 1, '2026-12-15', 10000, 'Zabıta cezası (yedek sırasında)')`);
        writtenDuring += 1;
      }
    })();
    const backup = await backupPostgres(sourceUrl, file, { digests: true }).finally(() => (backupDone = true));
    await writer;
    expect(backup.digests!.collections.rows).toBeGreaterThanOrEqual(2);

    // Afterwards, more money moves: a payment, a collection and an accrual the backup must not hold.
    const afterOrder = await payDebt(t, deniz, 'Emlak Vergisi 2026/2');
    await t.db.execute(sql`
      insert into accruals (registry_oid, revenue_code, year, installment, due_date, principal_kurus, description)
      values (${taxpayer.oid}, 'EMLAK', 2027, 1, '2027-05-31', 160000, 'Emlak Vergisi 2027/1 (yedekten sonra)')`);
    const source = await figuresOf(sourceUrl);
    expect(source.counts.collections).toBe(backup.counts.collections + 1);

    // Restore into a new, empty database, as `npm run restore` does.
    const restoredName = `${name}_geri`;
    await admin(`CREATE DATABASE ${restoredName}`);
    cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`));
    const restoredUrl = withDatabase(testDatabaseUrl!, restoredName);
    const restore = await restorePostgres(file, restoredUrl);

    const restored = await figuresOf(restoredUrl);
    expect(restore.counts).toEqual(backup.counts);
    expect(restored.counts).toEqual(backup.counts);
    expect(restored.digests).toEqual(backup.digests);
    const [absent] = await rowsOf<{ count: number }>(
      t,
      sql`select count(*)::int as count from payment_attempts where order_no = ${afterOrder}`,
    );
    expect(absent.count).toBe(1); // in the source…
    const check = new pg.Client({ connectionString: restoredUrl });
    await check.connect();
    const late = await check.query(
      `select (select count(*)::int from payment_attempts where order_no = $1) as payments,
              (select count(*)::int from accruals where description like '%(yedekten sonra)') as accruals`,
      [afterOrder],
    );
    expect(late.rows[0]).toEqual({ payments: 0, accruals: 0 }); // …not in the restored database
    // The revenue system saw events after the backup's point: new ones get numbers it has never seen.
    const [sourceEvents] = await rowsOf<{ id: number }>(t, sql`select max(id)::int as id from integration_events`);
    const next = await check.query(`select nextval('integration_events_id_seq')::int as id`);
    expect(sourceEvents.id).toBeGreaterThan(0);
    expect(next.rows[0].id).toBeGreaterThan(sourceEvents.id + eventNumberGap / 2);
    await check.end();

    // The server on it: the member signs in and sees the unpaid installments, not the one paid before the backup.
    const database = await openDatabase({ kind: 'postgres', url: restoredUrl });
    cleanups.push(() => database.close());
    await prepareDatabase(database, { DEMO_MODE: true });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_MODE: 'true',
      WEB_DIST: '/nonexistent',
      CAPTCHA_MAX_COUNTER: '8',
      SMS_DRAIN_INTERVAL_MS: '0',
      DEBT_LIST_CACHE_MS: '0',
    });
    const app = await buildApp({
      config,
      database,
      logger: false,
      now: () => new Date('2026-11-23T12:00:00+03:00'),
    });
    cleanups.push(() => app.close());
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/ValidateUserForEMunicipality',
      payload: { userName: taxpayer.tckn, password: taxpayer.password, altcha: await solveCaptcha({ app }) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const list = await app.inject({
      method: 'POST',
      url: '/api/GetDebtListForEMunicipality',
      payload: {},
      headers: sessionCookieOf(signedIn),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Emlak Vergisi 2026/2');
    expect(list.body).toContain('Çevre Temizlik Vergisi 2026/1');
    expect(list.body).not.toContain('Emlak Vergisi 2026/1');
    expect(list.body).not.toContain('yedekten sonra');
    // Serving reads: the money tables are still as the backup left them.
    expect((await figuresOf(restoredUrl)).digests).toEqual(backup.digests);

    const tables = Object.keys(backup.counts).length;
    const rows = Object.values(backup.counts).reduce((sum, count) => sum + count, 0);
    const moneyRows = Object.values(backup.digests!).reduce((sum, digest) => sum + digest.rows, 0);
    console.info(
      `backup drill figures: ${tables} tables and ${rows} rows compared by count, ` +
        `${Object.keys(backup.digests!).length} money tables (${moneyRows} rows) by digest; ` +
        `${writtenDuring} accruals written during the dump; dump ${Math.round(backup.bytes / 1024)} KB, ` +
        `backup ${backup.seconds.toFixed(2)} s, restore ${restore.seconds.toFixed(2)} s`,
    );
  }, 180_000);
});
