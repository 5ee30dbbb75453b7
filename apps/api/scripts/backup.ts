// `npm run backup [-- --to FILE|DIR] [--force]`: one file holding the database the server uses
// (docs/operations.md, "Backups"). On PGlite (DATA_DIR) PGlite's own dump, a .tar.gz, taken only while
// the server is stopped; with DATABASE_URL pg_dump's custom format, taken while it runs. The file is
// named yedek-ebelediye-YYYYMMDD-HHMMSS (Istanbul time) in the current directory unless --to says
// otherwise, and is readable by its owner only: it holds the bank's keys. Exit 0 when written, 1 when
// refused or failed, 2 for a usage mistake.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { backupPglite, backupPostgres, backupTarget, databaseName } from '../src/db/backup';
import { printCounts, sizeText, secondsText } from './backup-output';
import { runCommand } from './command';

const usage = [
  'Kullanım: npm run backup [-- --to DOSYA|KLASÖR] [--force]',
  '',
  'Sunucunun veritabanını tek bir dosyaya yedekler:',
  '  DATABASE_URL yoksa (PGlite, DATA_DIR): sunucu durmuşken, yedek-ebelediye-<zaman>.tar.gz',
  '  DATABASE_URL varsa (PostgreSQL): pg_dump ile, sunucu çalışırken, yedek-ebelediye-<zaman>.dump',
  '--to bir klasörse dosya o klasöre yazılır; var olan bir dosyanın üzerine yazılmaz.',
  '--force: PGlite klasöründe postmaster.pid kalmış ama sunucunun durduğundan eminseniz.',
  'Geri yükleme: npm run restore -- DOSYA. Ayrıntılar: docs/operations.md "Backups".',
].join('\n');

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        to: { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
    return 2;
  }
  const { values } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const config = loadConfig();
  const driver = config.DATABASE_URL ? 'postgres' : 'pglite';
  const file = backupTarget(values.to, new Date(), driver);
  const result = config.DATABASE_URL
    ? await backupPostgres(config.DATABASE_URL, file)
    : await backupPglite(config.DATA_DIR, file, { force: values.force });
  const source = config.DATABASE_URL ? `PostgreSQL ${databaseName(config.DATABASE_URL)}` : `PGlite ${config.DATA_DIR}`;
  console.log(`Yedek yazıldı: ${result.file}`);
  console.log(`  ${source}; ${sizeText(result.bytes)}, ${secondsText(result.seconds)}`);
  printCounts(result.counts);
  return 0;
}

runCommand(main, 'Yedek alınamadı');
