import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/database';
import { firstLoad, firstLoadMessages } from './first-load';
import { importInboundFile } from './inbound-import';

const now = new Date('2026-11-23T09:00:00+03:00');
const folder = mkdtempSync(join(tmpdir(), 'first-load-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A valid TCKN from nine digits (the two check digits of ../shared/domain/identity.md). */
function tckn(nine: string): string {
  const d = [...nine].map(Number);
  const tenth = ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

let counter = 0;
function file(lines: string[]): string {
  const path = join(folder, `file-${++counter}.csv`);
  writeFileSync(path, lines.join('\r\n') + '\r\n');
  return path;
}

// Saved by Excel: a byte-order mark before the header.
const registryFile = () =>
  file([
    '\ufeffsicil_no;tur;kimlik_no;ad;soyad;telefon;eposta;adres;surum',
    `GYS-1;G;${tckn('312345678')};Zeynep;Kaya;5321234567;;Atatürk Cad. No: 5 Merkez;1`,
    `GYS-2;G;${tckn('412345678')};Mehmet;Demir;;;;1`,
    'GYS-3;T;1234567890;Örnek Yapı A.Ş.;;;;"Sanayi Sitesi; 3. Blok";2',
    '#TOPLAM;3;0',
  ]);

const accrualHeader = 'tahakkuk_no;sicil_no;gelir_kodu;yil;taksit;vade;tutar_kurus;aciklama;abone_no;durum;surum';
const accrualHeaderTl = accrualHeader.replace('tutar_kurus', 'tutar_tl');

let database: DatabaseHandle;
beforeEach(async () => {
  await database?.close();
  database = await openTestDatabase(inject('databaseTemplate'));
});
afterAll(() => database?.close());

const rowsOf = async (query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
const count = async (query: string) => Number((await rowsOf(query))[0].n);

describe('first load of the revenue system’s files', () => {
  it('loads registries, subscriptions and accruals, each file in one go, by the revenue system’s keys', async () => {
    const registries = await firstLoad(database, 'registries', registryFile(), now);
    expect(registries).toMatchObject({ rowCount: 3, problems: [] });
    const subscriptions = await firstLoad(
      database,
      'subscriptions',
      file([
        // In a _tl column "150" is 150 lira and "250,50" is 250.50.
        'abone_no;sicil_no;tur;hizmet;adres;durum;baslangic;guvence_tl;surum',
        'SU-900001;GYS-1;G;SU;Atatürk Cad. No: 5 Merkez;active;2019-04-01;150;1',
        'SU-900002;GYS-3;T;SU;Sanayi Sitesi 3. Blok;cancelled;2015-01-10;250,50;4',
        '#TOPLAM;2;40050',
      ]),
      now,
    );
    expect(subscriptions).toMatchObject({ rowCount: 2, totalKurus: 40050, problems: [] });
    const accruals = await firstLoad(
      database,
      'accruals',
      file([
        accrualHeader,
        'T-1;GYS-1;EMLAK;2026;1;2026-05-31;125050;Emlak vergisi 2026/1;;open;7',
        'T-2;GYS-1;SU;2026;1;2026-10-15;8400;Su faturası Ekim;SU-900001;open;1',
        'T-3;GYS-2;CTV;2025;2;2025-11-30;3000;ÇTV 2025/2;;cancelled;3',
        `#TOPLAM;3;${125050 + 8400 + 3000}`,
      ]),
      now,
    );
    expect(accruals).toMatchObject({ rowCount: 3, totalKurus: 136450, problems: [] });

    const rows = await rowsOf(
      `select r.registry_no, a.accrual_no, a.principal_kurus, a.subscriber_no, a.source_version,
                      a.cancelled_at is not null as cancelled
                 from accruals a join registries r on r.oid = a.registry_oid
                where a.accrual_no is not null order by a.accrual_no`,
    );
    expect(rows).toEqual([
      {
        registry_no: 'GYS-1',
        accrual_no: 'T-1',
        principal_kurus: 125050,
        subscriber_no: null,
        source_version: 7,
        cancelled: false,
      },
      {
        registry_no: 'GYS-1',
        accrual_no: 'T-2',
        principal_kurus: 8400,
        subscriber_no: 'SU-900001',
        source_version: 1,
        cancelled: false,
      },
      {
        registry_no: 'GYS-2',
        accrual_no: 'T-3',
        principal_kurus: 3000,
        subscriber_no: null,
        source_version: 3,
        cancelled: true,
      },
    ]);
    const addresses = await rowsOf(
      `select r.registry_no, a.text from registry_addresses a join registries r on r.oid = a.registry_oid
                where r.registry_no is not null order by r.registry_no`,
    );
    expect(addresses).toEqual([
      { registry_no: 'GYS-1', text: 'Atatürk Cad. No: 5 Merkez' },
      { registry_no: 'GYS-3', text: 'Sanayi Sitesi; 3. Blok' },
    ]);
    // The indexes set aside while the table filled are back, under their own names.
    expect(await count(`select count(*) as n from pg_indexes where indexname = 'accruals_accrual_no_idx'`)).toBe(1);
    expect(
      await count(
        `select count(*) as n from pg_constraint where conname = 'accruals_registry_oid_registries_oid_fk' and contype = 'f'`,
      ),
    ).toBe(1);
  });

  it('a malformed file writes nothing and names the line and the column of every problem', async () => {
    const result = await firstLoad(
      database,
      'registries',
      file([
        'sicil_no;tur;kimlik_no;ad;soyad;telefon;eposta;adres;surum',
        // A quoted cell may hold a line break: the next row starts on line 4, as an editor shows it.
        `GYS-1;G;${tckn('312345678')};Zeynep;Kaya;;;"Atatürk Cad.\r\nNo: 5";1`,
        'GYS-2;G;12345678901;Mehmet;Demir;;;;1',
        `GYS-3;G;${tckn('512345678')};;Yılmaz;;;;x`,
        `GYS-4;G;${tckn('612345678')};Ali`,
        `GYS-5;G;${tckn('712345678')};Ayşe;Kara;;;"Kapanmayan;1`,
        '#TOPLAM;5;0',
      ]),
      now,
    );
    expect(result.problems).toEqual([
      { line: 4, column: 'kimlik_no', message: expect.stringContaining('Kimlik numarası geçersiz') },
      { line: 5, column: 'ad', message: 'Ad zorunludur.' },
      { line: 5, column: 'surum', message: 'Sürüm (version) bir tam sayı olmalıdır.' },
      { line: 6, message: firstLoadMessages.cellCount(4, 9) },
      { line: 7, message: firstLoadMessages.unclosedQuote },
    ]);
    expect(await count(`select count(*) as n from registries where registry_no is not null`)).toBe(0);
  });

  it('a file cut short (no trailer, or a trailer that does not add up) writes nothing', async () => {
    const noTrailer = await firstLoad(
      database,
      'registries',
      file([
        'sicil_no;tur;kimlik_no;ad;soyad;telefon;eposta;adres;surum',
        `GYS-1;G;${tckn('312345678')};Zeynep;Kaya;;;;1`,
      ]),
      now,
    );
    expect(noTrailer.problems).toEqual([{ line: null, message: firstLoadMessages.noTrailer }]);
    await firstLoad(database, 'registries', registryFile(), now);
    const wrongTotal = await firstLoad(
      database,
      'accruals',
      file([accrualHeaderTl, 'T-1;GYS-1;EMLAK;2026;1;2026-05-31;1250,50;Emlak vergisi;;open;1', '#TOPLAM;1;125000']),
      now,
    );
    expect(wrongTotal.problems).toEqual([{ line: 3, message: firstLoadMessages.trailerTotal('125000', 125050) }]);
    expect(await count(`select count(*) as n from accruals where accrual_no is not null`)).toBe(0);
  });

  it('names by line an unknown registry, revenue type or subscription and a key given twice; writes nothing', async () => {
    await firstLoad(database, 'registries', registryFile(), now);
    const result = await firstLoad(
      database,
      'accruals',
      file([
        accrualHeader,
        'T-1;GYS-1;EMLAK;2026;1;2026-05-31;1000;Emlak;;open;1',
        'T-2;GYS-99;EMLAK;2026;1;2026-05-31;1000;Emlak;;open;1',
        'T-3;GYS-1;YOK;2026;1;2026-05-31;1000;Emlak;;open;1',
        'T-4;GYS-1;SU;2026;1;2026-05-31;1000;Su;SU-404;open;1',
        'T-1;GYS-2;CTV;2026;1;2026-05-31;1000;ÇTV;;open;1',
        '#TOPLAM;5;5000',
      ]),
      now,
    );
    expect(result.problems).toEqual([
      { line: 3, column: 'sicil_no', message: 'Bu sicil numarasıyla bir mükellef yok; önce mükellefi gönderiniz.' },
      { line: 4, column: 'gelir_kodu', message: 'Bu gelir türü kodu tanımlı değil.' },
      { line: 5, column: 'abone_no', message: 'Bu abone numarasıyla bir abonelik yok; önce aboneliği gönderiniz.' },
      { line: 6, column: 'tahakkuk_no', message: firstLoadMessages.duplicate('tahakkuk numarası') },
    ]);
    expect(await count(`select count(*) as n from accruals where accrual_no is not null`)).toBe(0);
  });

  it('names a subscription of an unknown registry and a subscriber number given twice; writes nothing', async () => {
    await firstLoad(database, 'registries', registryFile(), now);
    const result = await firstLoad(
      database,
      'subscriptions',
      file([
        'abone_no;sicil_no;tur;adres;durum;baslangic;guvence_kurus;surum',
        'SU-900001;GYS-1;G;Merkez;active;2019-04-01;15000;1',
        'SU-900002;GYS-404;G;Merkez;active;2019-04-01;15000;1',
        'SU-900001;GYS-2;G;Merkez;active;2019-04-01;15000;1',
        '#TOPLAM;3;45000',
      ]),
      now,
    );
    expect(result.problems).toEqual([
      { line: 3, column: 'sicil_no', message: 'Bu sicil numarasıyla bir mükellef yok; önce mükellefi gönderiniz.' },
      { line: 4, column: 'abone_no', message: firstLoadMessages.duplicate('abone numarası') },
    ]);
    expect(await count(`select count(*) as n from subscriptions where source_version is not null`)).toBe(0);
  });

  it('a registry number twice in the file is named by its second line', async () => {
    const result = await firstLoad(
      database,
      'registries',
      file([
        'sicil_no;tur;kimlik_no;ad;soyad;telefon;eposta;adres;surum',
        `GYS-1;G;${tckn('312345678')};Zeynep;Kaya;;;;1`,
        `GYS-1;G;${tckn('412345678')};Mehmet;Demir;;;;1`,
        '#TOPLAM;2;0',
      ]),
      now,
    );
    expect(result.problems).toEqual([
      { line: 3, column: 'sicil_no', message: firstLoadMessages.duplicate('sicil numarası') },
    ]);
    expect(await count(`select count(*) as n from registries where registry_no is not null`)).toBe(0);
  });

  it('reads the ordinary import’s example files on an empty database', async () => {
    const examples = new URL('../../../../docs/examples/integration/', import.meta.url);
    for (const [kind, rows, totalKurus] of [
      ['registries', 3, 0],
      ['subscriptions', 2, 145050],
      ['accruals', 4, 588990],
    ] as const) {
      const result = await firstLoad(database, kind, fileURLToPath(new URL(`${kind}.csv`, examples)), now);
      expect(result).toMatchObject({ rowCount: rows, totalKurus, problems: [] });
    }
    expect(await count(`select count(*) as n from accruals where accrual_no like '2026-%'`)).toBe(4);
  });

  it('reads a file separated by commas, as the ordinary import does', async () => {
    const result = await firstLoad(
      database,
      'registries',
      file([
        'SICIL_NO,tur,kimlik_no,ad,soyad,surum',
        `GYS-1,G,${tckn('312345678')},Zeynep,Kaya,1`,
        `GYS-2,G,${tckn('412345678')},"Mehmet, Ali",Demir,1`,
        '#TOPLAM,2,0',
      ]),
      now,
    );
    expect(result).toMatchObject({ rowCount: 2, problems: [] });
    expect(await rowsOf(`select name from registries where registry_no = 'GYS-2'`)).toEqual([{ name: 'Mehmet, Ali' }]);
  });

  it('names header problems in the ordinary import’s words, by the file’s own column names', async () => {
    const result = await firstLoad(
      database,
      'accruals',
      file([
        'tahakkuk_no;tahakkuk_no;sicil_no;gelir_kodu;yil;vade;tutar;aciklama;durum;surum;registryNo',
        '#TOPLAM;0;0',
      ]),
      now,
    );
    const expected = await importInboundFile(
      database.db,
      'accruals',
      'tahakkuk_no;tahakkuk_no;sicil_no;gelir_kodu;yil;vade;tutar;aciklama;durum;surum;registryNo\n#TOPLAM;0;0\n',
      { dryRun: true, now },
    );
    expect(result.problems).toEqual(expected.problems.map(({ line, message }) => ({ line, message })));
    expect(result.problems.map((entry) => entry.message)).toEqual([
      '"tahakkuk_no" sütunu iki kez var.',
      expect.stringMatching(/^"tutar" diye bir sütun yok\. Sütunlar: tahakkuk_no;sicil_no;.*tutar_kurus\|tutar_tl/),
      expect.stringMatching(/^"registryno" diye bir sütun yok\./),
      '"tutar_kurus" sütunu eksik.',
    ]);
  });

  it('a _kurus column takes integers only, and the trailer follows the ordinary import’s rule', async () => {
    await firstLoad(database, 'registries', registryFile(), now);
    const lira = await firstLoad(
      database,
      'accruals',
      file([accrualHeader, 'T-1;GYS-1;EMLAK;2026;1;2026-05-31;1250,50;Emlak vergisi;;open;1', '#TOPLAM;1;125050']),
      now,
    );
    expect(lira.problems).toEqual([
      { line: 2, column: 'tutar_kurus', message: expect.any(String) },
      { line: 3, message: firstLoadMessages.trailerTotal('125050', 0) },
    ]);
    // A trailer without its total is refused, as the ordinary import refuses it.
    const noTotal = await firstLoad(
      database,
      'accruals',
      file([accrualHeader, 'T-1;GYS-1;EMLAK;2026;1;2026-05-31;1000;Emlak vergisi;;open;1', '#TOPLAM;1']),
      now,
    );
    expect(noTotal.problems).toEqual([{ line: 3, message: firstLoadMessages.trailerInvalid }]);
  });

  it('refuses a second first load and points to the ordinary import', async () => {
    await firstLoad(database, 'registries', registryFile(), now);
    const again = await firstLoad(database, 'registries', registryFile(), now);
    expect(again.problems).toEqual([
      { line: null, message: firstLoadMessages.alreadyLoaded('Mükellefler (sicil)', 'registries') },
    ]);
    expect(again.problems[0].message).toContain('npm run import -- registries');
    expect(await count(`select count(*) as n from registries where registry_no is not null`)).toBe(3);
  });
});
