import { addDays } from '@ebelediye/finance';
import { eq, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/client';
import { fixedHolidays, lateInterestRates, parameters, religiousHolidays } from '../db/schema';
import { bankRows, seedBanks } from './banks';
import { campaign7326, restructuringRevenueType, seedRestructuringLaw } from './restructuring';
import { revaluationRateRows, seedRevaluationRates } from './revaluation';

// Law as base data: every database gets these rows, demo or not, at the first start of code whose rows
// changed (seedLawIfChanged). A row already there is left as it is — staff may have corrected or
// extended it (docs/payments.md "Debts").

/**
 * Monthly gecikme zammı rates (6183 art. 51), each from the day its decree took effect. Before
 * 19.10.2010 there is no row: a debt that late needs the office (docs/decisions/011).
 */
export const lateInterestRateRows = [
  {
    fromDate: '2010-10-19',
    monthlyBasisPoints: 140,
    source: 'Bakanlar Kurulu Kararı 2010/965, RG 19.10.2010 sayı 27734',
  },
  { fromDate: '2018-09-05', monthlyBasisPoints: 200, source: 'Cumhurbaşkanı Kararı 62 (04.09.2018), RG 05.09.2018' },
  {
    fromDate: '2019-07-01',
    monthlyBasisPoints: 250,
    source: 'Cumhurbaşkanı Kararı 1266, RG 29.06.2019 sayı 30816 (yürürlük 01.07.2019)',
  },
  { fromDate: '2019-10-02', monthlyBasisPoints: 200, source: 'Cumhurbaşkanı Kararı 1592, RG 02.10.2019 sayı 30906' },
  { fromDate: '2019-12-30', monthlyBasisPoints: 160, source: 'Cumhurbaşkanı Kararı 1947, RG 30.12.2019 sayı 30994' },
  { fromDate: '2022-07-21', monthlyBasisPoints: 250, source: 'Cumhurbaşkanı Kararı 5801, RG 21.07.2022 sayı 31899' },
  { fromDate: '2023-11-14', monthlyBasisPoints: 350, source: 'Cumhurbaşkanı Kararı 7782, RG 14.11.2023 sayı 32369' },
  { fromDate: '2024-05-21', monthlyBasisPoints: 450, source: 'Cumhurbaşkanı Kararı 8484, RG 21.05.2024 sayı 32552' },
  { fromDate: '2025-11-13', monthlyBasisPoints: 370, source: 'Cumhurbaşkanı Kararı 10556, RG 13.11.2025 sayı 33076' },
];

const law2429 = '2429 sayılı Ulusal Bayram ve Genel Tatiller Hakkında Kanun';

/** Law 2429 art. 1 (29 Ekim, from 13:00 on 28 Ekim) and art. 2. */
export const fixedHolidayRows = [
  { code: 'YILBASI', name: 'Yılbaşı', month: 1, day: 1, halfDay: false, fromYear: 1981, source: `${law2429} md. 2/C` },
  {
    code: 'ULUSAL_EGEMENLIK',
    name: 'Ulusal Egemenlik ve Çocuk Bayramı',
    month: 4,
    day: 23,
    halfDay: false,
    fromYear: 1981,
    source: `${law2429} md. 2/A-1`,
  },
  {
    code: 'EMEK',
    name: 'Emek ve Dayanışma Günü',
    month: 5,
    day: 1,
    halfDay: false,
    fromYear: 2009,
    source: `${law2429} md. 2/C (5892 sayılı Kanun, 2009)`,
  },
  {
    code: 'GENCLIK',
    name: "Atatürk'ü Anma, Gençlik ve Spor Bayramı",
    month: 5,
    day: 19,
    halfDay: false,
    fromYear: 1981,
    source: `${law2429} md. 2/A-2`,
  },
  {
    code: 'DEMOKRASI',
    name: 'Demokrasi ve Millî Birlik Günü',
    month: 7,
    day: 15,
    halfDay: false,
    fromYear: 2017,
    source: `${law2429} md. 2/C (6752 sayılı Kanun, 25.10.2016)`,
  },
  {
    code: 'ZAFER',
    name: 'Zafer Bayramı',
    month: 8,
    day: 30,
    halfDay: false,
    fromYear: 1981,
    source: `${law2429} md. 2/A-3`,
  },
  {
    code: 'CUMHURIYET_AREFE',
    name: 'Cumhuriyet Bayramı arifesi (13.00’ten itibaren)',
    month: 10,
    day: 28,
    halfDay: true,
    fromYear: 1981,
    source: `${law2429} md. 1`,
  },
  {
    code: 'CUMHURIYET',
    name: 'Cumhuriyet Bayramı',
    month: 10,
    day: 29,
    halfDay: false,
    fromYear: 1981,
    source: `${law2429} md. 1`,
  },
];

/**
 * The arife of each bayram (Law 2429 art. 2/B: Ramazan Bayramı 3.5 days, Kurban Bayramı 4.5 days from
 * 13:00 on the arife), as the Diyanet İşleri Başkanlığı calendar of the year gives them.
 */
const bayramArifes: { year: number; ramazan: string; kurban: string; source?: string }[] = [
  { year: 2018, ramazan: '2018-06-14', kurban: '2018-08-20' },
  { year: 2019, ramazan: '2019-06-03', kurban: '2019-08-10' },
  { year: 2020, ramazan: '2020-05-23', kurban: '2020-07-30' },
  { year: 2021, ramazan: '2021-05-12', kurban: '2021-07-19' },
  { year: 2022, ramazan: '2022-05-01', kurban: '2022-07-08' },
  { year: 2023, ramazan: '2023-04-20', kurban: '2023-06-27' },
  { year: 2024, ramazan: '2024-04-09', kurban: '2024-06-15' },
  { year: 2025, ramazan: '2025-03-29', kurban: '2025-06-05' },
  { year: 2026, ramazan: '2026-03-19', kurban: '2026-05-26' },
  // Before the Diyanet's 2027 calendar is out, its dates are those of the hicri calendar it computes
  // years ahead; staff re-import the year if the published calendar differs (docs/import.md).
  {
    year: 2027,
    ramazan: '2027-03-08',
    kurban: '2027-05-15',
    source: 'Diyanet İşleri Başkanlığı hicri takvimi (2027 Dini Günler Takvimi ile doğrulanacak)',
  },
];

function bayramDays(name: string, arife: string, days: number, year: number, source: string) {
  return [
    { date: arife, year, name: `${name} arifesi (13.00’ten itibaren)`, halfDay: true, source },
    ...Array.from({ length: days }, (_, index) => ({
      date: addDays(arife, index + 1),
      year,
      name: `${name} ${index + 1}. gün`,
      halfDay: false,
      source,
    })),
  ];
}

export const religiousHolidayRows = bayramArifes.flatMap(
  ({
    year,
    ramazan,
    kurban,
    source = `Diyanet İşleri Başkanlığı ${year} yılı Dini Günler Takvimi; ${law2429} md. 2/B`,
  }) => [
    ...bayramDays('Ramazan Bayramı', ramazan, 3, year, source),
    ...bayramDays('Kurban Bayramı', kurban, 4, year, source),
  ],
);

export async function seedLaw(db: Queryable): Promise<void> {
  // Databases made before the source column get it filled; a rate someone already changed stays.
  await db
    .insert(lateInterestRates)
    .values(lateInterestRateRows)
    .onConflictDoUpdate({
      target: lateInterestRates.fromDate,
      set: { source: sql`excluded.source` },
      setWhere: isNull(lateInterestRates.source),
    });
  await db.insert(fixedHolidays).values(fixedHolidayRows).onConflictDoNothing();
  // A year that has rows is the municipality's (imported or corrected): only empty years are seeded.
  const loaded = new Set(
    (await db.selectDistinct({ year: religiousHolidays.year }).from(religiousHolidays)).map((row) => row.year),
  );
  const missing = religiousHolidayRows.filter((row) => !loaded.has(row.year));
  if (missing.length > 0) await db.insert(religiousHolidays).values(missing).onConflictDoNothing();
  await seedRevaluationRates(db);
  await seedRestructuringLaw(db);
  await seedBanks(db);
}

/** The parameters row (not public) holding the fingerprint of the law rows last applied by a start. */
export const lawSeedParameter = 'SISTEM_MEVZUAT_SURUMU';

/** A fingerprint of this code's law rows: it changes whenever a row above is added or corrected. */
export const lawSeedVersion = createHash('sha256')
  .update(
    JSON.stringify([
      lateInterestRateRows,
      fixedHolidayRows,
      religiousHolidayRows,
      revaluationRateRows,
      restructuringRevenueType,
      campaign7326,
      bankRows,
    ]),
  )
  .digest('hex')
  .slice(0, 16);

/**
 * What a start runs: seedLaw, only when this code's law rows differ from those the database last got
 * (a restart then costs one select instead of five upserts). A database of older code gets the new
 * rows once; a row staff deleted afterwards stays deleted until the law rows change again.
 */
export async function seedLawIfChanged(db: Database): Promise<void> {
  const [applied] = await db
    .select({ value: parameters.value })
    .from(parameters)
    .where(eq(parameters.code, lawSeedParameter));
  if (applied?.value === lawSeedVersion) return;
  await db.transaction(async (tx) => {
    await seedLaw(tx);
    await tx
      .insert(parameters)
      .values({
        code: lawSeedParameter,
        groupCode: 'SISTEM',
        value: lawSeedVersion,
        description: 'Açılışta yüklenen mevzuat tablolarının sürümü (seed/law.ts)',
        isPublic: false,
      })
      .onConflictDoUpdate({ target: parameters.code, set: { value: lawSeedVersion } });
  });
}
