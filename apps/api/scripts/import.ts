// `npm run import -- <table> <file.csv> [--dry-run]`: loads a reference table (next year's unit
// values, costs, tariffs…), staff records, or the revenue system's rows (registries, subscriptions,
// accruals, accrual-cancellations, collections) into the database the server uses — DATABASE_URL, or
// PGlite under DATA_DIR. Formats and examples: docs/import.md, docs/integration.md ("Files"). Exit
// code 0 when the file is right (and written unless --dry-run), 1 when any row is wrong (nothing
// written), 2 for a usage mistake, 3 when the revenue system's file was written but some of its
// collections were not (already collected on the portal: the money taken elsewhere is to be returned).
import { employeeImportKinds, referenceImportTables } from '@ebelediye/contract';
import { readFile } from 'node:fs/promises';
import { isInboundKind, inboundKinds } from '../src/domains/integration/inbound';
import { importEmployeeRecords, isEmployeeImportKind } from '../src/import/employee-import';
import { firstLoadCommand } from '../src/import/first-load-command';
import { importInboundFile, inboundFileLayouts } from '../src/import/inbound-import';
import { importReferenceTable, isReferenceImportTable } from '../src/import/reference-import';
import { runCommand, withDatabase } from './command';

const usage = [
  'Kullanım: npm run import -- <tablo> <dosya.csv|dosya.json> [--dry-run]',
  '',
  'Tablolar:',
  ...Object.entries(referenceImportTables).map(
    ([name, table]) => `  ${name.padEnd(20)} ${table.title} (${table.columns.join(';')})`,
  ),
  '',
  'Personel kayıtları (CSV ya da JSON; docs/employees.md):',
  ...Object.entries(employeeImportKinds).map(([name, kind]) => `  ${name.padEnd(20)} ${kind.title}`),
  '',
  'Gelir yönetim sisteminin dosyaları (CSV, son satır #TOPLAM;<satır>;<kuruş>; docs/integration.md "Files"):',
  ...inboundKinds.map((kind) => `  ${kind.padEnd(22)} ${inboundFileLayouts[kind].title}`),
  '',
  '--dry-run  dosyayı yalnızca denetler, hiçbir şey yazmaz.',
  'Ayrıntılar: docs/import.md',
].join('\n');

const number = new Intl.NumberFormat('tr-TR');

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--first-load'))
    return firstLoadCommand(
      args.filter((arg) => arg !== '--first-load'),
      withDatabase,
    );
  const dryRun = args.includes('--dry-run');
  const [table, file, ...rest] = args.filter((arg) => arg !== '--dry-run');
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  if (!table || !file || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  if (!isReferenceImportTable(table) && !isEmployeeImportKind(table) && !isInboundKind(table)) {
    console.error(`"${table}" diye bir tablo yok.\n\n${usage}`);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    console.error(`${file} okunamadı: dosya yok ya da okuma izni yok.`);
    return 2;
  }

  return withDatabase(async (database) => {
    if (isInboundKind(table)) {
      const result = await importInboundFile(database.db, table, text, { dryRun, now: new Date() });
      const at = (line: number | null) => (line === null ? '  ' : `  ${line}. satır: `);
      if (result.problems.length > 0) {
        console.error(`${result.title}: ${file} yüklenmedi, hiçbir satır yazılmadı.\n`);
        for (const { line, message } of result.problems.slice(0, 200)) console.error(`${at(line)}${message}`);
        if (result.problems.length > 200)
          console.error(`  … (ilk 200 sorun gösterildi, toplam ${result.problems.length})`);
        return 1;
      }
      const outcomes = Object.entries(result.outcomes)
        .map(([outcome, n]) => `${outcome}: ${number.format(n)}`)
        .join(', ');
      console.log(
        dryRun
          ? `${result.title}: ${file} geçerli, ${number.format(result.rowCount)} satır (${outcomes}). Deneme çalıştırması: hiçbir şey yazılmadı.`
          : `${result.title}: ${number.format(result.rowCount)} satır işlendi (${outcomes}).`,
      );
      if (result.notices.length > 0) {
        console.log('\nYazılmayan satırlar:');
        for (const { line, message } of result.notices) console.log(`${at(line)}${message}`);
      }
      return !dryRun && (result.outcomes.refund_needed ?? 0) > 0 ? 3 : 0;
    }
    if (isEmployeeImportKind(table)) {
      const result = await importEmployeeRecords(database.db, table, text, { dryRun, source: file });
      if (result.problems.length > 0) {
        console.error(`${result.title}: ${file} yüklenmedi, hiçbir satır yazılmadı.\n`);
        for (const { line, message } of result.problems)
          console.error(line === null ? `  ${message}` : `  ${line}. satır: ${message}`);
        return 1;
      }
      const done = dryRun
        ? `${file} geçerli, ${number.format(result.rowCount)} satır. Deneme çalıştırması: hiçbir şey yazılmadı.`
        : `${number.format(result.rowCount)} satır yüklendi.`;
      console.log(`${result.title}: ${done}`);
      if (result.warnings.length > 0) {
        console.log('\nPersonel birimine uyarılar (yükleme yapıldı):');
        for (const { line, message } of result.warnings)
          console.log(line === null ? `  ${message}` : `  ${line}. satır: ${message}`);
      }
      return 0;
    }
    const result = await importReferenceTable(database.db, table, text, { dryRun, source: file });
    if (result.problems.length > 0) {
      console.error(`${result.title}: ${file} yüklenmedi, hiçbir satır yazılmadı.\n`);
      for (const { line, message } of result.problems)
        console.error(line === null ? `  ${message}` : `  ${line}. satır: ${message}`);
      if (result.problems.length >= 50) console.error('  … (ilk 50 sorun gösterildi)');
      return 1;
    }
    const perYear = result.years.map(
      ({ year, before, after }) =>
        `  ${year}: ${number.format(after)} satır (önceki ${number.format(before)} satırın yerine)`,
    );
    if (dryRun) {
      console.log(
        `${result.title}: ${file} geçerli, ${number.format(result.rowCount)} satır. Deneme çalıştırması: hiçbir şey yazılmadı.\n${perYear.join('\n')}`,
      );
    } else {
      console.log(`${result.title}: ${number.format(result.rowCount)} satır yüklendi.\n${perYear.join('\n')}`);
    }
    return 0;
  });
}

runCommand(main, 'İçe aktarma başarısız');
