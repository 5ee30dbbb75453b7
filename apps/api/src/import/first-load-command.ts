// The `--first-load` branch of `npm run import` (scripts/import.ts): its usage, its output, its exit code.
import { access } from 'node:fs/promises';
import type { DatabaseHandle } from '../db/client';
import { firstLoad, firstLoadKinds, isFirstLoadKind, problemLimit, firstLoadMessages } from './first-load';
import { fileColumnList } from './inbound-import';

const number = new Intl.NumberFormat('tr-TR');

const usage = [
  'Kullanım: npm run import -- <tür> <dosya.csv> --first-load',
  '',
  'Gelir yönetim sisteminden ilk yükleme (docs/integration.md, "Files"): hedef tabloda gelir sisteminden',
  'gelmiş kayıt yokken, dosyanın tamamı tek işlemde yüklenir; bir satır bile hatalıysa hiçbir şey yazılmaz.',
  'Sıra: registries, sonra subscriptions, sonra accruals.',
  'Dosyanın biçimi olağan içe aktarmanınkiyle aynıdır: ";" ile ayrılmış sütunlar, başlık satırı, tutar sütunu',
  'adıyla birimini söyler (guvence_kurus: tam sayı kuruş; guvence_tl: 1250 ya da 1250,50 lira) ve son satır',
  '#TOPLAM;<veri satırı sayısı>;<toplam tutar, kuruş>.',
  '',
  'Türler ve sütunları:',
  ...firstLoadKinds.map((kind) => `  ${kind.padEnd(15)} ${fileColumnList(kind)}`),
].join('\n');

/** Exit code 0 loaded, 1 the file (or the database) refused it, 2 a usage mistake. */
export async function firstLoadCommand(
  args: string[],
  withDatabase: (work: (database: DatabaseHandle) => Promise<number>) => Promise<number>,
): Promise<number> {
  const [kind, file, ...rest] = args;
  if (!kind || !file || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  if (!isFirstLoadKind(kind)) {
    console.error(`"${kind}" ilk yüklemede yüklenemez.\n\n${usage}`);
    return 2;
  }
  try {
    await access(file);
  } catch {
    console.error(`${file} okunamadı: dosya yok ya da okuma izni yok.`);
    return 2;
  }
  return withDatabase(async (database) => {
    const started = performance.now();
    const result = await firstLoad(database, kind, file, new Date());
    const seconds = (performance.now() - started) / 1000;
    if (result.problems.length > 0) {
      console.error(`${result.title}: ${file} yüklenmedi, hiçbir satır yazılmadı.\n`);
      for (const { line, column, message } of result.problems)
        console.error(`  ${line === null ? '' : `${line}. satır: `}${column ? `"${column}" sütunu: ` : ''}${message}`);
      if (result.problems.length >= problemLimit) console.error(`  ${firstLoadMessages.tooMany}`);
      return 1;
    }
    const via =
      result.method === 'copy' ? 'COPY' : 'INSERT (PGlite: COPY yok; gerçek ilk yükleme PostgreSQL’de yapılır)';
    console.log(
      `${result.title}: ${number.format(result.rowCount)} satır yüklendi, toplam ${number.format(result.totalKurus)} kuruş; ${seconds.toFixed(1)} s, ${number.format(Math.round(result.rowCount / seconds))} satır/s, ${via}.`,
    );
    return 0;
  });
}
