import { referenceImportTables, type ReferenceImportTable } from '@ebelediye/contract';
import { count, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/client';
import {
  addressStreets,
  advertisingTariffGroups,
  advertisingTariffItems,
  advertisingTariffs,
  auditLog,
  constructionClasses,
  constructionTypes,
  ectAnnualPrices,
  estateAbrasionShares,
  estateConstructionCosts,
  estateStreetValuations,
  landTypes,
  landUnitValues,
  priceIndexChanges,
  religiousHolidays,
  wearGroups,
} from '../db/schema';
import { CsvError, parseCsv } from './csv';

// Loads next year's reference tables from a CSV file without a release (docs/import.md). Every row is
// checked first — its cells against the contract's row schema, its codes against the lookup tables,
// its key against the other rows — and nothing is written unless every row is right. Then, in one
// transaction, the rows of each year in the file replace that year's rows.

type Row<T extends ReferenceImportTable> = z.output<(typeof referenceImportTables)[T]['row']>;

interface Reference<R> {
  column: string;
  code(row: R): string;
  /** Which of the codes exist. */
  known(db: Queryable, codes: string[]): Promise<Set<string>>;
  what: string;
}

interface TableSpec<R> {
  target: PgTable;
  yearColumn: PgColumn;
  key(row: R): string;
  references: Reference<R>[];
  values(row: R): Record<string, unknown>;
}

function existing(table: PgTable, codeColumn: PgColumn) {
  return async (db: Queryable, codes: string[]) => {
    const found = new Set<string>();
    for (let start = 0; start < codes.length; start += 1000) {
      const rows = await db
        .select({ code: codeColumn })
        .from(table)
        .where(inArray(codeColumn, codes.slice(start, start + 1000)));
      for (const row of rows) found.add(String(row.code));
    }
    return found;
  };
}

const specs: { [T in ReferenceImportTable]: TableSpec<Row<T>> } = {
  'street-valuations': {
    target: estateStreetValuations,
    yearColumn: estateStreetValuations.year,
    key: (row) => `${row.yil}/${row.sokak_kodu}`,
    references: [
      {
        column: 'sokak_kodu',
        code: (row) => row.sokak_kodu,
        known: existing(addressStreets, addressStreets.code),
        what: 'cadde/sokak adres kayıtlarında',
      },
    ],
    values: (row) => ({ year: row.yil, streetCode: row.sokak_kodu, unitValueKurus: row.birim_deger_tl }),
  },
  'abrasion-shares': {
    target: estateAbrasionShares,
    yearColumn: estateAbrasionShares.year,
    key: (row) => `${row.yil}/${row.grup_kodu}/${row.yas_baslangic}`,
    references: [
      {
        column: 'grup_kodu',
        code: (row) => row.grup_kodu,
        known: existing(wearGroups, wearGroups.code),
        what: 'yapı türü grubu olarak',
      },
    ],
    values: (row) => ({
      year: row.yil,
      wearGroupCode: row.grup_kodu,
      ageFrom: row.yas_baslangic,
      ageTo: row.yas_bitis,
      percent: row.oran_yuzde,
    }),
  },
  'construction-costs': {
    target: estateConstructionCosts,
    yearColumn: estateConstructionCosts.year,
    key: (row) => `${row.yil}/${row.yapi_turu_kodu}/${row.yapi_sinifi_kodu}`,
    references: [
      {
        column: 'yapi_turu_kodu',
        code: (row) => row.yapi_turu_kodu,
        known: existing(constructionTypes, constructionTypes.code),
        what: 'yapı türü olarak',
      },
      {
        column: 'yapi_sinifi_kodu',
        code: (row) => row.yapi_sinifi_kodu,
        known: existing(constructionClasses, constructionClasses.code),
        what: 'yapı sınıfı olarak',
      },
    ],
    values: (row) => ({
      year: row.yil,
      constructionTypeCode: row.yapi_turu_kodu,
      constructionClassCode: row.yapi_sinifi_kodu,
      costPerM2Kurus: row.m2_maliyet_tl,
    }),
  },
  'advertising-tariffs': {
    target: advertisingTariffs,
    yearColumn: advertisingTariffs.year,
    key: (row) => `${row.yil}/${row.grup_kodu}/${row.kalem_kodu}`,
    references: [
      {
        column: 'grup_kodu',
        code: (row) => row.grup_kodu,
        known: existing(advertisingTariffGroups, advertisingTariffGroups.code),
        what: 'belediye grubu olarak',
      },
      {
        column: 'kalem_kodu',
        code: (row) => row.kalem_kodu,
        known: existing(advertisingTariffItems, advertisingTariffItems.code),
        what: 'tarife kalemi olarak',
      },
    ],
    values: (row) => ({ year: row.yil, groupCode: row.grup_kodu, itemCode: row.kalem_kodu, amountKurus: row.tutar_tl }),
  },
  'ect-prices': {
    target: ectAnnualPrices,
    yearColumn: ectAnnualPrices.year,
    key: (row) => `${row.yil}/${row.belediye_turu}/${row.bina_grubu}/${row.derece}`,
    references: [],
    values: (row) => ({
      year: row.yil,
      municipalityType: row.belediye_turu,
      buildingGroup: row.bina_grubu,
      grade: row.derece,
      amountKurus: row.tutar_tl,
    }),
  },
  'land-values': {
    target: landUnitValues,
    yearColumn: landUnitValues.year,
    key: (row) => `${row.yil}/${row.arazi_cinsi_kodu}`,
    references: [
      {
        column: 'arazi_cinsi_kodu',
        code: (row) => row.arazi_cinsi_kodu,
        known: existing(landTypes, landTypes.code),
        what: 'arazi cinsi olarak',
      },
    ],
    values: (row) => ({ year: row.yil, landTypeCode: row.arazi_cinsi_kodu, unitValueKurus: row.m2_birim_deger_tl }),
  },
  // Deadlines on these days move to the next working day (VUK art. 18); a half day (arife) does not move one.
  'religious-holidays': {
    target: religiousHolidays,
    yearColumn: religiousHolidays.year,
    key: (row) => row.tarih,
    references: [],
    values: (row) => ({ date: row.tarih, year: row.yil, name: row.ad, halfDay: row.yarim_gun, source: row.kaynak }),
  },
  // TÜİK's official figures: a year imported replaces that year's rows, the demo's made-up ones included.
  'price-index': {
    target: priceIndexChanges,
    yearColumn: priceIndexChanges.year,
    key: (row) => `${row.yil}-${String(row.ay).padStart(2, '0')}`,
    references: [],
    values: (row) => ({
      month: `${row.yil}-${String(row.ay).padStart(2, '0')}`,
      year: row.yil,
      changeHundredths: row.degisim_yuzde,
      source: row.kaynak,
      demo: false,
    }),
  },
};

export interface ImportProblem {
  /** The line of the file, or null for the file as a whole. */
  line: number | null;
  message: string;
}

export interface ImportResult {
  table: ReferenceImportTable;
  title: string;
  rowCount: number;
  /** Per year in the file: how many rows it had before and has (or would have) after. */
  years: { year: number; before: number; after: number }[];
  written: boolean;
  problems: ImportProblem[];
}

export function isReferenceImportTable(name: string): name is ReferenceImportTable {
  return Object.hasOwn(referenceImportTables, name);
}

/** Many bad rows usually share one mistake; the first ones are enough to fix it. */
const maxProblems = 50;

export async function importReferenceTable(
  db: Database,
  table: ReferenceImportTable,
  csvText: string,
  options: { dryRun?: boolean; source?: string } = {},
): Promise<ImportResult> {
  const definition = referenceImportTables[table];
  const spec = specs[table] as TableSpec<Record<string, unknown>>;
  const result: ImportResult = { table, title: definition.title, rowCount: 0, years: [], written: false, problems: [] };
  const problem = (line: number | null, message: string) => {
    if (result.problems.length < maxProblems) result.problems.push({ line, message });
  };

  let csv: ReturnType<typeof parseCsv>;
  try {
    csv = parseCsv(csvText);
  } catch (error) {
    if (error instanceof CsvError) return { ...result, problems: [{ line: null, message: error.message }] };
    throw error;
  }
  const expected: readonly string[] = definition.columns;
  const missing = expected.filter((name) => !csv.header.includes(name));
  const unknown = csv.header.filter((name) => !expected.includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [
      missing.length > 0 ? `eksik sütun: ${missing.join(', ')}` : '',
      unknown.length > 0 ? `bilinmeyen sütun: ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    problem(1, `Başlık satırı hatalı (${parts.join('; ')}). Beklenen sütunlar: ${expected.join(csv.delimiter)}`);
    return result;
  }
  if (csv.rows.length === 0) {
    problem(null, 'Dosyada başlık satırından başka satır yok.');
    return result;
  }

  // 1. Every row against the contract's schema.
  const rows: { line: number; row: Record<string, unknown> }[] = [];
  for (const { line, cells } of csv.rows) {
    if (cells.length > csv.header.length) {
      problem(line, `${cells.length} hücre var, başlıkta ${csv.header.length} sütun var.`);
      continue;
    }
    const record = Object.fromEntries(csv.header.map((name, index) => [name, cells[index]]));
    const parsed = definition.row.safeParse(record);
    if (parsed.success) rows.push({ line, row: parsed.data as Record<string, unknown> });
    else problem(line, parsed.error.issues[0].message);
  }

  // 2. One row per key.
  const seen = new Map<string, number>();
  for (const { line, row } of rows) {
    const key = spec.key(row);
    const first = seen.get(key);
    if (first !== undefined) problem(line, `Bu satır ${first}. satırın tekrarı (${key}).`);
    else seen.set(key, line);
  }

  // 3. Codes that the lookup tables know.
  for (const reference of spec.references) {
    const known = await reference.known(db, [...new Set(rows.map(({ row }) => reference.code(row)))]);
    for (const { line, row } of rows) {
      const code = reference.code(row);
      if (!known.has(code))
        problem(line, `"${reference.column}" sütunundaki ${code} kodu ${reference.what} kayıtlı değil.`);
    }
  }

  result.rowCount = rows.length;
  if (result.problems.length > 0) return result;

  const years = [...new Set(rows.map(({ row }) => Number(row.yil)))].sort((a, b) => a - b);
  for (const year of years) {
    const [{ before }] = await db
      .select({ before: count() })
      .from(spec.target)
      .where(inArray(spec.yearColumn, [year]));
    result.years.push({ year, before, after: rows.filter(({ row }) => row.yil === year).length });
  }
  if (options.dryRun) return result;

  await db.transaction(async (tx) => {
    await tx.delete(spec.target).where(inArray(spec.yearColumn, years));
    const values = rows.map(({ row }) => spec.values(row));
    for (let start = 0; start < values.length; start += 500) {
      await tx.insert(spec.target).values(values.slice(start, start + 500) as never);
    }
    await tx.insert(auditLog).values({
      actor: 'import',
      action: 'reference.import',
      entity: table,
      detail: { source: options.source ?? null, rows: rows.length, years: result.years },
    });
  });
  result.written = true;
  return result;
}
