import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { holidayCalendar, nextWorkingDay } from '@ebelediye/finance';
import { auditLog, estateStreetValuations, fixedHolidays, religiousHolidays } from '../db/schema';
import { openTestDatabase } from '../test/database';
import { parseCsv } from './csv';
import { importReferenceTable } from './reference-import';

const root = new URL('../../../../', import.meta.url).pathname;
const examples = join(root, 'docs/examples');
const example = (name: string) => readFileSync(join(examples, name), 'utf8');

describe('CSV reading', () => {
  it('reads Excel’s Turkish CSV: byte-order mark, ";" between cells, CRLF, blank lines at the end', () => {
    const csv = parseCsv('\ufeffyil;sokak_kodu;birim_deger_tl\r\n2027;1000001;1250,50\r\n\r\n\r\n');
    expect(csv).toEqual({
      delimiter: ';',
      header: ['yil', 'sokak_kodu', 'birim_deger_tl'],
      rows: [{ line: 2, cells: ['2027', '1000001', '1250,50'] }],
    });
  });

  it('reads commas, quoted cells with separators, quotes and line breaks, and counts lines as an editor does', () => {
    const csv = parseCsv('A,B\n"x, y","say ""merhaba"""\n"two\nlines",z\nlast,row');
    expect(csv.delimiter).toBe(',');
    expect(csv.header).toEqual(['a', 'b']);
    expect(csv.rows).toEqual([
      { line: 2, cells: ['x, y', 'say "merhaba"'] },
      { line: 3, cells: ['two\nlines', 'z'] },
      { line: 5, cells: ['last', 'row'] },
    ]);
  });

  it('counts a line break inside a quoted cell once, whatever the editor saved', () => {
    const csv = parseCsv('ad;not\r\nboru;"12"" çap\r\nikinci satır"\r\nvana;12" çap\r\n');
    expect(csv.rows).toEqual([
      { line: 2, cells: ['boru', '12" çap\r\nikinci satır'] },
      { line: 4, cells: ['vana', '12" çap'] },
    ]);
    expect(() => parseCsv('a;b\r\n1;2\r\n"x\r\ny\r\n')).toThrow('3. satır: kapanmayan bir tırnak (") var.');
  });

  it('refuses an empty file and an unclosed quote', () => {
    expect(() => parseCsv('\n\n')).toThrow('Dosya boş: başlık satırı bulunamadı.');
    expect(() => parseCsv('a;b\n"open;1\n')).toThrow('2. satır: kapanmayan bir tırnak (") var.');
  });
});

describe('npm run import', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(inject('databaseTemplate'));
  });
  afterAll(() => database.close());

  const rowsOf = async (year: number) =>
    database.db.select().from(estateStreetValuations).where(eq(estateStreetValuations.year, year));

  it('every example file of docs/import.md is valid', async () => {
    const files = readdirSync(examples).filter((name) => name.endsWith('.csv'));
    expect(files.length).toBe(8);
    for (const file of files) {
      const table = file.replace(/-\d{4}\.csv$/, '') as Parameters<typeof importReferenceTable>[1];
      const result = await importReferenceTable(database.db, table, example(file), { dryRun: true });
      expect(result.problems, file).toEqual([]);
      expect(result.rowCount, file).toBeGreaterThan(0);
    }
  });

  it('a dry run checks a good file and writes nothing', async () => {
    const result = await importReferenceTable(database.db, 'street-valuations', example('street-valuations-2027.csv'), {
      dryRun: true,
    });
    expect(result).toMatchObject({
      title: 'Arsa m² birim değerleri',
      rowCount: 8,
      written: false,
      problems: [],
      years: [{ year: 2027, before: 0, after: 8 }],
    });
    expect(await rowsOf(2027)).toEqual([]);
  });

  it('a good file replaces the rows of its years, in kuruş, and leaves an audit row', async () => {
    const result = await importReferenceTable(database.db, 'street-valuations', example('street-valuations-2027.csv'), {
      source: 'ornek.csv',
    });
    expect(result).toMatchObject({ written: true, rowCount: 8, years: [{ year: 2027, before: 0, after: 8 }] });
    const rows = await rowsOf(2027);
    expect(rows).toHaveLength(8);
    const [, firstCode, firstTl] = example('street-valuations-2027.csv').split(/\r?\n/)[1].split(';');
    expect(rows.find((row) => row.streetCode === firstCode)?.unitValueKurus).toBe(Number(firstTl) * 100);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reference.import'), eq(auditLog.entity, 'street-valuations')));
    expect(audit.detail).toMatchObject({ source: 'ornek.csv', rows: 8 });

    // Loading the year again replaces it: one street with a corrected value, the others gone.
    const again = await importReferenceTable(
      database.db,
      'street-valuations',
      `yil;sokak_kodu;birim_deger_tl\n2027;${firstCode};12500,75\n`,
    );
    expect(again.years).toEqual([{ year: 2027, before: 8, after: 1 }]);
    expect(await rowsOf(2027)).toEqual([{ year: 2027, streetCode: firstCode, unitValueKurus: 1_250_075 }]);
    // Other years are untouched.
    expect((await rowsOf(2026)).length).toBeGreaterThan(2500);
  });

  it('a file with any bad row writes nothing and names each bad line and column in Turkish', async () => {
    const before = await database.db.select({ n: sql<number>`count(*)` }).from(estateStreetValuations);
    const csv = [
      'yil;sokak_kodu;birim_deger_tl',
      '2028;1000001;1500',
      '2028;1000002;1.234,50',
      '2028;9999999;1500',
      '2028;1000001;1600',
      '28;1000003;1500',
      '2028;1000004;',
      '2028;ABC;100',
      '2028;1000005;100;fazla',
    ].join('\n');
    const result = await importReferenceTable(database.db, 'street-valuations', csv);
    expect(result.written).toBe(false);
    expect(result.problems).toEqual([
      {
        line: 3,
        message:
          '"birim_deger_tl" sütunu TL cinsinden bir tutar olmalıdır (ör. 1250 veya 1250,50; binlik ayırıcı kullanmayın).',
      },
      { line: 6, message: '"yil" sütunu dört haneli bir yıl olmalıdır (ör. 2027).' },
      {
        line: 7,
        message:
          '"birim_deger_tl" sütunu TL cinsinden bir tutar olmalıdır (ör. 1250 veya 1250,50; binlik ayırıcı kullanmayın).',
      },
      { line: 8, message: '"sokak_kodu" sütunu yalnızca rakamlardan oluşmalıdır.' },
      { line: 9, message: '4 hücre var, başlıkta 3 sütun var.' },
      { line: 5, message: 'Bu satır 2. satırın tekrarı (2028/1000001).' },
      { line: 4, message: '"sokak_kodu" sütunundaki 9999999 kodu cadde/sokak adres kayıtlarında kayıtlı değil.' },
    ]);
    expect(await rowsOf(2028)).toEqual([]);
    expect(await database.db.select({ n: sql<number>`count(*)` }).from(estateStreetValuations)).toEqual(before);
  });

  it('checks the header, the codes of lookup tables and the rules within a row', async () => {
    const header = await importReferenceTable(
      database.db,
      'construction-costs',
      'yil;yapi_turu;m2_maliyet_tl\n2027;BETONARME;100\n',
    );
    expect(header.problems).toEqual([
      {
        line: 1,
        message:
          'Başlık satırı hatalı (eksik sütun: yapi_turu_kodu, yapi_sinifi_kodu; bilinmeyen sütun: yapi_turu). Beklenen sütunlar: yil;yapi_turu_kodu;yapi_sinifi_kodu;m2_maliyet_tl',
      },
    ]);
    const codes = await importReferenceTable(
      database.db,
      'construction-costs',
      'yil;yapi_turu_kodu;yapi_sinifi_kodu;m2_maliyet_tl\n2027;BETONARME;SINIF9;100\n',
    );
    expect(codes.problems).toEqual([
      { line: 2, message: '"yapi_sinifi_kodu" sütunundaki SINIF9 kodu yapı sınıfı olarak kayıtlı değil.' },
    ]);
    const ages = await importReferenceTable(
      database.db,
      'abrasion-shares',
      'yil;grup_kodu;yas_baslangic;yas_bitis;oran_yuzde\n2027;BETONARME;10;5;20\n2027;BETONARME;0;3;120\n',
    );
    expect(ages.problems).toEqual([
      { line: 2, message: '"yas_bitis" sütunu "yas_baslangic" sütunundan küçük olamaz.' },
      { line: 3, message: '"oran_yuzde" sütunu 0 ile 100 arasında olmalıdır.' },
    ]);
    const ect = await importReferenceTable(
      database.db,
      'ect-prices',
      'yil,belediye_turu,bina_grubu,derece,tutar_tl\n2027,il,8,1,100\n',
    );
    expect(ect.problems).toEqual([{ line: 2, message: '"belediye_turu" sütunu "buyuksehir" veya "diger" olmalıdır.' }]);
    const empty = await importReferenceTable(database.db, 'land-values', 'yil;arazi_cinsi_kodu;m2_birim_deger_tl\n');
    expect(empty.problems).toEqual([{ line: null, message: 'Dosyada başlık satırından başka satır yok.' }]);
  });

  it("loads a year's bayram days; a deadline on one of them then moves to the next working day", async () => {
    // A test file, not the real 2028 calendar: a two-day "bayram" on Thursday 2 and Friday 3 March 2028.
    const source = 'deneme dosyası';
    const bad = await importReferenceTable(
      database.db,
      'religious-holidays',
      [
        'yil;tarih;ad;yarim_gun;kaynak',
        `2028;30.02.2028;Yok böyle gün;hayır;${source}`,
        `2028;01.03.2027;Başka yıl;hayır;${source}`,
        `2028;01.03.2028;Arife;belki;${source}`,
        '2028;01.03.2028;Arife;evet;',
      ].join('\n'),
    );
    expect(bad.problems).toEqual([
      {
        line: 2,
        message:
          '"tarih" sütunu GG.AA.YYYY (ör. 09.03.2027) ya da YYYY-AA-GG biçiminde, takvimde olan bir gün olmalıdır.',
      },
      { line: 3, message: '"tarih" sütunundaki gün "yil" sütunundaki yıla ait olmalıdır.' },
      { line: 4, message: '"yarim_gun" sütunu "evet" (arife, 13.00’ten itibaren) ya da "hayır" olmalıdır.' },
      {
        line: 5,
        message:
          '"kaynak" sütunu boş olamaz: tarihin alındığı takvimi yazınız (ör. Diyanet İşleri Başkanlığı 2028 yılı Dini Günler Takvimi).',
      },
    ]);

    const good = await importReferenceTable(
      database.db,
      'religious-holidays',
      [
        'yil;tarih;ad;yarim_gun;kaynak',
        `2028;01.03.2028;Deneme arifesi;evet;${source}`,
        `2028;2028-03-02;Deneme 1. gün;hayır;${source}`,
        `2028;03.03.2028;Deneme 2. gün;Hayır;${source}`,
      ].join('\n'),
    );
    expect(good).toMatchObject({ written: true, years: [{ year: 2028, before: 0, after: 3 }] });
    const rows = await database.db
      .select()
      .from(religiousHolidays)
      .where(eq(religiousHolidays.year, 2028))
      .orderBy(religiousHolidays.date);
    expect(rows.map(({ date, halfDay }) => ({ date, halfDay }))).toEqual([
      { date: '2028-03-01', halfDay: true },
      { date: '2028-03-02', halfDay: false },
      { date: '2028-03-03', halfDay: false },
    ]);
    // A deadline on Thursday 02.03.2028 ends on Monday 06.03.2028; one on the half-day arife stays.
    const calendar = holidayCalendar(await database.db.select().from(fixedHolidays), rows);
    expect(nextWorkingDay('2028-03-02', calendar)).toBe('2028-03-06');
    expect(nextWorkingDay('2028-03-01', calendar)).toBe('2028-03-01');
  });

  it('runs from the command line against the database the server would use', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ebelediye-import-'));
    const run = (args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'apps/api/scripts/import.ts', ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          stdout: error.stdout,
          stderr: error.stderr,
        }),
      );
    try {
      const dry = await run(['ect-prices', join(examples, 'ect-prices-2027.csv'), '--dry-run']);
      expect(dry.stdout).toContain('Çevre temizlik vergisi (işyerleri):');
      expect(dry.stdout).toContain('70 satır. Deneme çalıştırması: hiçbir şey yazılmadı.');
      expect(dry.code).toBe(0);

      const badFile = join(dataDir, 'bad.csv');
      writeFileSync(
        badFile,
        'yil;belediye_turu;bina_grubu;derece;tutar_tl\n2027;buyuksehir;1;1;100\n2027;buyuksehir;1;9;100\n',
      );
      const bad = await run(['ect-prices', badFile]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('hiçbir satır yazılmadı');
      expect(bad.stderr).toContain('3. satır: "derece" sütunu 1 ile 5 arasında olmalıdır.');

      const usage = await run(['no-such-table', badFile]);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('"no-such-table" diye bir tablo yok.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
