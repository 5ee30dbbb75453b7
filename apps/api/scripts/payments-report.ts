// `npm run payments:report`: the payments a person must act on — money the bank took that could not
// be collected (refund needed) and payments still unsettled after an hour — as a Turkish table, then
// the daily reconciliation's unresolved differences, each with what to do.
// `npm run payments:report -- --reconcile YYYY-MM-DD` reconciles that Istanbul day now (asking the
// banks about its orders) and prints its result.
// Connects like the server: DATABASE_URL, or PGlite under DATA_DIR (then stop the server first: only
// one process can open PGlite's files).
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { reconcileDay } from '../src/domains/payments/daily-reconciliation';
import {
  formatDayResult,
  formatPaymentsReport,
  formatReconciliationDifferences,
  paymentsNeedingAttention,
  unresolvedReconciliationDifferences,
} from '../src/domains/payments/report';
import { runCommand, withDatabase } from './command';

const usage = `Kullanım: npm run payments:report [-- --reconcile YYYY-AA-GG]

İade gereken ve bir saattir sonuçlanmamış kartlı ödemeleri, ardından günlük mutabakatın çözülmemiş
farklarını listeler. --reconcile ile verilen günü (İstanbul saatiyle) şimdi bankalara sorar, sonucu
saklar ve yazdırır. Ayrıntılar: docs/payments.md`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const at = args.indexOf('--reconcile');
  const day = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && !(day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)))) {
    console.error(`Gün YYYY-AA-GG biçiminde olmalı (örnek: 2026-11-26).\n\n${usage}`);
    return 1;
  }
  return withDatabase(async (database) => {
    const now = new Date();
    if (day) {
      // The banks are asked through the app (its settings, and in demo mode its own sandbox); no jobs run in it.
      const config = loadConfig({ ...process.env, SMS_DRAIN_INTERVAL_MS: '0' });
      const app = await buildApp({ config, database, logger: false });
      try {
        await app.ready();
        process.stdout.write(formatDayResult(await reconcileDay(app, day, now)));
      } finally {
        await app.close();
      }
      return 0;
    }
    const rows = await paymentsNeedingAttention(database.db, now);
    process.stdout.write(formatPaymentsReport(rows, now));
    process.stdout.write('\n');
    process.stdout.write(formatReconciliationDifferences(await unresolvedReconciliationDifferences(database.db)));
    return 0;
  });
}

runCommand(main, 'Rapor hazırlanamadı', 2);
