// `npm run payments:report`: the payments a person must act on — money the bank took that could not
// be collected (refund needed) and payments still unsettled after an hour — as a Turkish table.
// Connects like the server: DATABASE_URL, or PGlite under DATA_DIR (then stop the server first: only
// one process can open PGlite's files).
import { formatPaymentsReport, paymentsNeedingAttention } from '../src/domains/payments/report';
import { runCommand, withDatabase } from './command';

async function main(): Promise<number> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(
      'Kullanım: npm run payments:report\n\nİade gereken ve bir saattir sonuçlanmamış kartlı ödemeleri listeler. Ayrıntılar: docs/payments.md',
    );
    return 0;
  }
  return withDatabase(async (database) => {
    const now = new Date();
    const rows = await paymentsNeedingAttention(database.db, now);
    process.stdout.write(formatPaymentsReport(rows, now));
    return 0;
  });
}

runCommand(main, 'Rapor hazırlanamadı', 2);
