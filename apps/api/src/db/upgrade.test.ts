import { sql } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { hashPassword } from '../domains/session/passwords';
import { prepareDatabase } from '../startup';
import { openEmptyDatabase } from '../test/database';
import { sessionCookieOf, solveCaptcha } from '../test/session';
import { type DatabaseHandle, migrateDatabase } from './client';

/**
 * A municipality's database made by an earlier release moves forward with nothing lost
 * (docs/operations.md, "Upgrades"): built with the migrations as they stood at that release's commit,
 * filled with a taxpayer, debts, a card payment and its collection, migrated to now, then served.
 *
 * The earlier release is the last one before the revenue-system bridge (migrations 0000–0019): its
 * upgrade crosses the new key columns, the outbox and its trigger, and every migration since.
 */
const earlierRelease = '2265fe8';

const repositoryRoot = join(import.meta.dirname, '../../../..');

/** A shallow clone or an unpacked archive has no earlier release to build from: the test says so and skips. */
function hasCommit(commit: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: repositoryRoot, stdio: 'ignore' });
    return true;
  } catch {
    console.warn(`upgrade.test.ts: ${commit} bu depoda yok (sığ klon?); yükseltme denemesi atlandı.`);
    return false;
  }
}

/** The migrations folder as the release's commit holds it, written out to a temporary directory. */
function migrationsOf(commit: string): { folder: string; remove(): void } {
  const directory = mkdtempSync(join(tmpdir(), 'ebelediye-release-'));
  // The snapshots make the archive a few megabytes: more than execFileSync's default buffer.
  const archive = execFileSync('git', ['archive', commit, 'apps/api/migrations'], {
    cwd: repositoryRoot,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', directory], { input: archive });
  return { folder: join(directory, 'apps/api/migrations'), remove: () => rmSync(directory, { recursive: true }) };
}

async function rows<R>(database: DatabaseHandle, query: string): Promise<R[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: R[] }).rows;
}

/**
 * The earlier release's columns of each money table, in a fixed order, as one digest per table: what a
 * migration must never change. New columns are left out on purpose: they are added with defaults.
 */
const kept = {
  registries: 'oid, kind, identity_no, name',
  members: 'registry_oid, user_name, password_hash, phone, email, kvkk_accepted_at',
  accruals: 'id, registry_oid, revenue_code, year, installment, due_date, principal_kurus, paid_kurus, description',
  payment_attempts: 'order_no, registry_oid, channel, bank_code, store_type, amount_kurus, state, collection_id',
  collections: 'id, receipt_no, registry_oid, order_no, collected_at, type_code, total_kurus',
  collection_lines: 'collection_id, accrual_id, principal_kurus, interest_kurus',
};

async function digests(database: DatabaseHandle): Promise<Record<string, { count: number; md5: string }>> {
  const result: Record<string, { count: number; md5: string }> = {};
  for (const [table, columns] of Object.entries(kept)) {
    const [row] = await rows<{ count: number; md5: string }>(
      database,
      `select count(*)::int as count, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as md5
         from (select ${columns} from ${table}) r`,
    );
    result[table] = row;
  }
  return result;
}

describe('a database made by an earlier release', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it.skipIf(!hasCommit(earlierRelease))('migrates forward with nothing lost, and the server works on it', async () => {
    const release = migrationsOf(earlierRelease);
    cleanups.push(release.remove);
    const database = await openEmptyDatabase();
    cleanups.push(() => database.close());
    await migrateDatabase(database, release.folder);

    // As the earlier release's seed and a day of work left it: a taxpayer with a member account, two
    // estate-tax installments, the first paid by card (the attempt, the collection and its line).
    const passwordHash = await hashPassword('Eski2026!');
    await database.db.execute(sql`
      insert into revenue_types (code, name) values ('EMLAK', 'Emlak Vergisi') on conflict do nothing`);
    await database.db.execute(sql`
      insert into registries (oid, kind, identity_no, name) values ('R-ESKI-1', 'G', '10000000146', 'Ayşe Yılmaz')`);
    await database.db.execute(sql`
      insert into members (registry_oid, user_name, password_hash, phone, email, kvkk_accepted_at)
      values ('R-ESKI-1', '10000000146', ${passwordHash}, '5320000001', 'ayse@ornek.example', '2026-11-01T09:00:00Z')`);
    await database.db.execute(sql`
      insert into accruals (registry_oid, revenue_code, year, installment, due_date, principal_kurus, paid_kurus, description)
      values ('R-ESKI-1', 'EMLAK', 2026, 1, '2026-05-31', 125050, 125050, 'Emlak Vergisi 2026/1'),
             ('R-ESKI-1', 'EMLAK', 2026, 2, '2026-11-30', 125050, 0, 'Emlak Vergisi 2026/2')`);
    await database.db.execute(sql`
      insert into collections (receipt_no, registry_oid, order_no, collected_at, type_code, total_kurus)
      values ('2026-0000001', 'R-ESKI-1', 'EB-ESKI-1', '2026-05-20T10:00:00Z', 4, 125050)`);
    await database.db.execute(sql`
      insert into collection_lines (collection_id, accrual_id, principal_kurus, interest_kurus)
      select c.id, a.id, 125050, 0 from collections c, accruals a where c.order_no = 'EB-ESKI-1' and a.installment = 1`);
    await database.db.execute(sql`
      insert into payment_attempts (order_no, registry_oid, channel, bank_code, store_type, amount_kurus, state, collection_id)
      select 'EB-ESKI-1', 'R-ESKI-1', 'web', '0012', '3d_pay_hosting', 125050, 'PAID', id from collections where order_no = 'EB-ESKI-1'`);
    const before = await digests(database);
    expect(before.accruals.count).toBe(2);

    // The current release's start: every migration since, then the settings and law tables the earlier
    // release's database lacks (a base seed fills only what is empty).
    await prepareDatabase(database, { DEMO_MODE: false });
    expect(await digests(database)).toEqual(before);

    // The server on it: the citizen signs in and sees the unpaid installment, not the paid one.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_MODE: 'false',
      WEB_DIST: '/nonexistent',
      CAPTCHA_MAX_COUNTER: '8',
    });
    const app = await buildApp({ config, database, logger: false, now: () => new Date('2026-11-23T09:00:00Z') });
    cleanups.push(() => app.close());
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/ValidateUserForEMunicipality',
      payload: { userName: '10000000146', password: 'Eski2026!', altcha: await solveCaptcha({ app }) },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const list = await app.inject({
      method: 'POST',
      url: '/api/GetDebtListForEMunicipality',
      payload: {},
      headers: sessionCookieOf(signIn),
    });
    expect(list.statusCode).toBe(200);
    const text = list.body;
    expect(text).toContain('2026/2');
    expect(text).not.toContain('2026/1');
  });
});
