import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../db/client';
import { seedDemoIfEmpty } from '../seed';

/**
 * API tests run on PGlite by default and on a real PostgreSQL server when TEST_DATABASE_URL is set
 * (`npm test` sets it from DATABASE_URL for its second pass). Either way a migrated, seeded template
 * is made once per run and every test file gets its own copy, so files never see each other's rows.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * The day the template's demo data is seeded for, and the day the test app's clock starts on
 * (test/app.ts): fixed, so the expected years, deadlines and interest hold on any real date.
 */
export const testToday = '2026-11-23';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds a template; returns what a test file needs to copy it. */
export async function createTemplate(): Promise<{ kind: 'pglite'; dump: string } | { kind: 'postgres'; name: string }> {
  if (testDatabaseUrl) {
    const name = `ebelediye_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(testDatabaseUrl, name) });
    await migrateDatabase(handle);
    await seedDemoIfEmpty(handle.db, testToday);
    await handle.close();
    return { kind: 'postgres', name };
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(handle);
  await seedDemoIfEmpty(handle.db, testToday);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()).toString('base64');
  await handle.close();
  return { kind: 'pglite', dump };
}

export async function dropTemplate(template: Awaited<ReturnType<typeof createTemplate>>): Promise<void> {
  if (template.kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${template.name}`);
}

/**
 * A private copy of the template for one test file. On PostgreSQL `route` may send the connections
 * another way (through a test's DatabaseProxy); the copy is still made and dropped directly.
 */
export async function openTestDatabase(
  template: Awaited<ReturnType<typeof createTemplate>>,
  route: (url: string) => string = (url) => url,
): Promise<DatabaseHandle> {
  if (template.kind === 'pglite') {
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([Buffer.from(template.dump, 'base64')]) });
  }
  const name = `ebelediye_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const handle = await openDatabase({ kind: 'postgres', url: route(withDatabase(testDatabaseUrl!, name)) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

/** A database with nothing in it, not even migrated: for tests of a first start itself. */
export async function openEmptyDatabase(): Promise<DatabaseHandle> {
  if (!testDatabaseUrl) return openDatabase({ kind: 'pglite' });
  const name = `ebelediye_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(testDatabaseUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
