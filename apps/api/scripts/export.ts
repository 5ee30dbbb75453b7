// `npm run export -- collections --date YYYY-MM-DD [--out DIR] [--format csv|xlsx]`: the day's
// collection files for the revenue system, one per bank (docs/integration.md "Files"), from the
// database the server uses — DATABASE_URL, or PGlite under DATA_DIR. Exit code 0 when written, 2 for a
// usage mistake.
import { isCalendarDate } from '@ebelediye/finance';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { SettingsStore } from '../src/domains/settings/snapshot';
import { collectionFilesOfDay, type CollectionFileFormat } from '../src/import/collections-export';
import { runCommand, withDatabase } from './command';

const usage = [
  'Kullanım: npm run export -- collections --date YYYY-MM-DD [--out KLASÖR] [--format csv|xlsx]',
  '',
  'O günün (İstanbul saatiyle) kartlı tahsilatlarını banka başına bir dosyaya yazar:',
  'tahsilat-<gün>-<banka kodu>.csv (gelir sistemi için) ya da .xlsx (personel için).',
  'Düzen: docs/integration.md "Dosyalar".',
].join('\n');

const number = new Intl.NumberFormat('tr-TR');
const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        date: { type: 'string' },
        out: { type: 'string', default: '.' },
        format: { type: 'string', default: 'csv' },
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
  if (positionals.length !== 1 || positionals[0] !== 'collections' || !values.date) {
    console.error(usage);
    return 2;
  }
  const day = values.date;
  if (!isCalendarDate(day)) {
    console.error(`"${day}" bir gün değil: YYYY-AA-GG biçiminde gerçek bir tarih veriniz.`);
    return 2;
  }
  if (values.format !== 'csv' && values.format !== 'xlsx') {
    console.error(`Biçim csv ya da xlsx olmalıdır.\n\n${usage}`);
    return 2;
  }
  const format: CollectionFileFormat = values.format;
  const config = loadConfig();
  return withDatabase(async (database) => {
    const settings = await new SettingsStore(database.db, {
      overrides: config.settingOverrides,
      demoMode: config.DEMO_MODE,
    }).get();
    const files = await collectionFilesOfDay(database.db, day, {
      format,
      alwaysBanks: [settings.public.ActiveBankMerchantCode],
    });
    await mkdir(values.out, { recursive: true });
    for (const file of files) {
      await writeFile(join(values.out, file.fileName), file.content);
      console.log(
        `${join(values.out, file.fileName)}: ${file.bankName}, ${number.format(file.collections)} tahsilat, ${number.format(file.lines)} satır, toplam ${lira.format(file.totalKurus / 100)}`,
      );
    }
    return 0;
  });
}

runCommand(main, 'Dışa aktarma başarısız');
