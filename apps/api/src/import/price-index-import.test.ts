import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { priceIndexChanges } from '../db/schema';
import { openTestDatabase } from '../test/database';
import { importReferenceTable } from './reference-import';

const root = new URL('../../../../', import.meta.url).pathname;

describe('importing the Yİ-ÜFE series (npm run import -- price-index)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(inject('databaseTemplate'));
  });
  afterAll(() => database.close());

  it('refuses a bad file with a sentence per row and writes nothing', async () => {
    const result = await importReferenceTable(
      database.db,
      'price-index',
      [
        'yil;ay;degisim_yuzde;kaynak',
        '2028;13;1,20;TÜİK',
        '2028;1;1.234;TÜİK',
        '2028;2;%1;TÜİK',
        '2028;3;1,20;',
        '2028;4;1;TÜİK',
        '2028;4;2;TÜİK',
      ].join('\n'),
    );
    expect(result.problems).toEqual([
      { line: 2, message: '"ay" sütunu 1 ile 12 arasında olmalıdır.' },
      {
        line: 3,
        message:
          '"degisim_yuzde" sütunu yüzde cinsinden bir değişim oranı olmalıdır (ör. 1,63 veya -0,24; en fazla iki ondalık).',
      },
      {
        line: 4,
        message:
          '"degisim_yuzde" sütunu yüzde cinsinden bir değişim oranı olmalıdır (ör. 1,63 veya -0,24; en fazla iki ondalık).',
      },
      {
        line: 5,
        message:
          '"kaynak" sütunu boş olamaz: değerin alındığı yayını yazınız (ör. TÜİK Üretici Fiyat Endeksleri, Ocak 2028 bülteni).',
      },
      { line: 7, message: 'Bu satır 6. satırın tekrarı (2028-04).' },
    ]);
    expect(result.written).toBe(false);
    expect(await database.db.select().from(priceIndexChanges).where(eq(priceIndexChanges.year, 2028))).toEqual([]);
  });

  it('replaces a year of the demo’s made-up values with the file’s, marked official, negative months kept as given', async () => {
    const csv = readFileSync(join(root, 'docs/examples/price-index-2026.csv'), 'utf8');
    const before = await database.db.select().from(priceIndexChanges).where(eq(priceIndexChanges.year, 2026));
    expect(before.every((row) => row.demo)).toBe(true);
    const result = await importReferenceTable(database.db, 'price-index', csv, { source: 'price-index-2026.csv' });
    expect(result).toMatchObject({ written: true, problems: [], years: [{ year: 2026, before: 12, after: 3 }] });
    const rows = await database.db
      .select()
      .from(priceIndexChanges)
      .where(eq(priceIndexChanges.year, 2026))
      .orderBy(priceIndexChanges.month);
    expect(rows.map(({ month, changeHundredths, demo }) => [month, changeHundredths, demo])).toEqual([
      ['2026-01', 150, false],
      ['2026-02', -24, false],
      ['2026-03', 205, false],
    ]);
  });
});
