// `npm run payments:report`: the payments a person must act on — money the bank took that could not
// be collected (refund needed) and payments still unsettled after an hour — as a Turkish table.
// Connects like the server: DATABASE_URL, or PGlite under DATA_DIR (then stop the server first: only
// one process can open PGlite's files).
import { ConfigError, loadConfig } from '../apps/api/src/config';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { formatPaymentsReport, paymentsNeedingAttention } from '../apps/api/src/domains/payments/report';

async function main(): Promise<number> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log('Kullanım: npm run payments:report\n\nİade gereken ve bir saattir sonuçlanmamış kartlı ödemeleri listeler. Ayrıntılar: docs/payments.md');
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR });
  try {
    await migrateDatabase(database);
    const now = new Date();
    const rows = await paymentsNeedingAttention(database.db, now);
    process.stdout.write(formatPaymentsReport(rows, now));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : `Rapor hazırlanamadı: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
