// The frame of the database commands (`npm run import`, `staff:create`, `payments:report`): the same
// database as the server, the exit code main returns, and one Turkish line when it fails.
import { ConfigError, loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../src/db/client';

/**
 * Opens the database the server uses — DATABASE_URL, or PGlite under DATA_DIR —, brings its schema up
 * to date, runs `work` and closes the database again, also when `work` throws.
 */
export async function withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * Runs a command and exits with the code `main` returns. When it throws, a configuration mistake is
 * printed as it is, anything else after `failure` ("… : reason"), and the exit code is `failureCode`.
 */
export function runCommand(main: () => Promise<number>, failure: string, failureCode = 1): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError) console.error(error.message);
      else console.error(`${failure}:`, error instanceof Error ? error.message : error);
      process.exit(failureCode);
    },
  );
}
