// `npm run restore -- FILE [--replace] [--force]`: puts a backup of `npm run backup` back as the
// database the server uses (docs/operations.md, "Backups"), then brings it to this release's schema
// (a backup of an earlier release works). On PGlite into DATA_DIR, with the server stopped: an
// occupied DATA_DIR only with --replace, and then moved aside to <DATA_DIR>.onceki-<time>, never
// deleted. With DATABASE_URL into that database with pg_restore: one that holds tables only with
// --replace, and then dumped first. Exit 0 when restored, 1 when refused or failed, 2 for a usage mistake.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { restorePglite, restorePostgres } from '../src/db/backup';
import { printCounts, secondsText, sizeText } from './backup-output';
import { runCommand } from './command';

const usage = [
  'Kullanım: npm run restore -- DOSYA [--replace] [--force]',
  '',
  'npm run backup ile alınmış yedeği sunucunun veritabanı olarak geri yükler ve bu sürüme taşır:',
  '  DATABASE_URL yoksa (PGlite): DATA_DIR klasörüne; sunucu durmuş olmalı.',
  '  DATABASE_URL varsa (PostgreSQL): o veritabanına, pg_restore ile.',
  '--replace: dolu bir DATA_DIR ya da veritabanının yerine koyar. Eskisi silinmez:',
  '  PGlite klasörü <DATA_DIR>.onceki-<zaman> adıyla kenara alınır, PostgreSQL önce yedeklenir.',
  '--force: PGlite klasöründe postmaster.pid kalmış ama sunucunun durduğundan eminseniz.',
].join('\n');

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        replace: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(`Geri yüklenecek yedek dosyasını verin.\n\n${usage}`);
    return 2;
  }
  const [file] = positionals;
  const config = loadConfig();
  const result = config.DATABASE_URL
    ? await restorePostgres(file, config.DATABASE_URL, { replace: values.replace })
    : await restorePglite(file, config.DATA_DIR, { replace: values.replace, force: values.force });
  if (result.keptAside) {
    console.log(
      config.DATABASE_URL
        ? `Veritabanının önceki hâli yedeklendi: ${result.keptAside}`
        : `Önceki veri klasörü kenara alındı (silinmedi): ${result.keptAside}`,
    );
  }
  console.log(`Geri yüklendi: ${result.target} (${file}, ${sizeText(result.bytes)}, ${secondsText(result.seconds)})`);
  console.log('  şema bu sürüme taşındı');
  printCounts(result.counts);
  console.log('Sunucuyu başlatın (systemctl start ebelediye); sonrası: docs/operations.md "After restoring".');
  return 0;
}

runCommand(main, 'Geri yüklenemedi');
