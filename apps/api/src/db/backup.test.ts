import { sql } from 'drizzle-orm';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseUrl } from '../test/database';
import { backupFileName, backupPglite, backupTarget, BackupError, istanbulStamp, restorePglite } from './backup';
import { type DatabaseHandle, openDatabase } from './client';
import { moneyDigests, rowCounts, type RowQuery } from './table-digests';

const queryOf =
  (database: DatabaseHandle): RowQuery =>
  async <R>(text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: R[] }).rows;

/** Opens a PGlite data directory, runs `work` and closes it again (PGlite holds a directory while open). */
async function inDataDir<T>(dataDir: string, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * `npm run backup` / `npm run restore` on PGlite (docs/operations.md, "Backups"), in a temporary
 * directory: the seeded template as a municipality's DATA_DIR, backed up, restored elsewhere and
 * compared. The template is a PGlite dump only in the PGlite pass; the PostgreSQL pass has the drill.
 */
describe.skipIf(testDatabaseUrl)('backup and restore on PGlite', () => {
  let directory: string;
  let dataDir: string;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'ebelediye-yedek-'));
    dataDir = join(directory, 'data');
    const template = inject('databaseTemplate');
    if (template.kind !== 'pglite') throw new Error('expected the PGlite template');
    // The template is PGlite's own dump: the same kind of file `npm run backup` writes.
    const templateFile = join(directory, 'template.tar.gz');
    writeFileSync(templateFile, Buffer.from(template.dump, 'base64'));
    await restorePglite(templateFile, dataDir);
  }, 120_000);
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('names the file by Istanbul time', () => {
    const at = new Date('2026-11-27T21:05:09Z');
    expect(istanbulStamp(at)).toBe('20261128-000509');
    expect(backupFileName(at, 'pglite')).toBe('yedek-ebelediye-20261128-000509.tar.gz');
    expect(backupFileName(at, 'postgres')).toBe('yedek-ebelediye-20261128-000509.dump');
    expect(backupTarget(directory, at, 'pglite')).toBe(join(directory, 'yedek-ebelediye-20261128-000509.tar.gz'));
  });

  it('restores every row and the money tables unchanged, in a directory of its own', async () => {
    // A day's work after the template: a new accrual.
    await inDataDir(dataDir, (database) =>
      database.db.execute(sql`
        insert into accruals (registry_oid, revenue_code, year, installment, due_date, principal_kurus, description)
        values ('R-DEMO-1', 'EMLAK', 2027, 1, '2027-05-31', 210000, 'Emlak Vergisi 2027/1')`),
    );
    const file = join(directory, 'yedek.tar.gz');
    const backup = await backupPglite(dataDir, file, { digests: true });
    expect(backup.bytes).toBeGreaterThan(0);
    expect(backup.counts.accruals).toBeGreaterThan(1);
    expect(backup.digests?.accruals.rows).toBe(backup.counts.accruals);
    expect(() => backupTarget(file, new Date(), 'pglite')).toThrow(/zaten var/);

    const restoredDir = join(directory, 'geri');
    const restored = await restorePglite(file, restoredDir);
    expect(restored.counts).toEqual(backup.counts);
    const after = await inDataDir(restoredDir, async (database) => ({
      counts: await rowCounts(queryOf(database)),
      digests: await moneyDigests(queryOf(database)),
    }));
    expect(after.counts).toEqual(backup.counts);
    expect(after.digests).toEqual(backup.digests);
    // Nothing was left beside it: the staging directory took the target's name.
    expect(readdirSync(directory).filter((name) => name.startsWith('geri'))).toEqual(['geri']);
  }, 120_000);

  it('replaces an occupied DATA_DIR only when asked, and keeps the old one aside', async () => {
    const file = join(directory, 'yedek-2.tar.gz');
    await backupPglite(dataDir, file);
    const now = new Date('2026-11-27T09:00:00Z');
    await expect(restorePglite(file, dataDir, { now })).rejects.toThrow(/boş değil: .*--replace/);
    const result = await restorePglite(file, dataDir, { replace: true, now });
    expect(result.keptAside).toBe(`${dataDir}.onceki-20261127-120000`);
    expect(existsSync(join(result.keptAside!, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('refuses a missing file, a file that is not a backup and a data directory with no database', async () => {
    const missing = restorePglite(join(directory, 'yok.tar.gz'), join(directory, 'x'));
    await expect(missing).rejects.toThrow(BackupError);
    await expect(missing).rejects.toThrow(/Yedek dosyası bulunamadı/);
    const junk = join(directory, 'not-a-backup.tar.gz');
    writeFileSync(junk, 'merhaba');
    await expect(restorePglite(junk, join(directory, 'x'))).rejects.toThrow(/bir e-Belediye yedeği değil/);
    writeFileSync(junk, 'PGDMP\u0001');
    await expect(restorePglite(junk, join(directory, 'x'))).rejects.toThrow(/PostgreSQL yedeği/);
    expect(existsSync(join(directory, 'x'))).toBe(false);
    mkdirSync(join(directory, 'empty'));
    await expect(backupPglite(join(directory, 'empty'), join(directory, 'e.tar.gz'))).rejects.toThrow(/veritabanı yok/);
  });

  it('refuses a data directory a server may have open, unless told it is stopped', async () => {
    // What PGlite leaves when its process was killed instead of stopped.
    writeFileSync(join(dataDir, 'postmaster.pid'), '-42\n');
    await expect(backupPglite(dataDir, join(directory, 'p.tar.gz'))).rejects.toThrow(/Sunucu çalışıyor ya da/);
    expect(existsSync(join(directory, 'p.tar.gz'))).toBe(false);
    const forced = await backupPglite(dataDir, join(directory, 'p.tar.gz'), { force: true });
    expect(forced.counts.accruals).toBeGreaterThan(0);
  }, 120_000);
});
