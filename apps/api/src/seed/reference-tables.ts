import { foldTurkish } from '@ebelediye/contract';
import type { Queryable } from '../db/client';
import {
  advertisingLocations,
  advertisingTariffGroups,
  advertisingTariffItems,
  advertisingTariffs,
  advertisingTypes,
  constructionClasses,
  constructionTypes,
  ectActivityTypes,
  ectAnnualPrices,
  entertainmentPlaceTypes,
  entertainmentTypes,
  estateAbrasionShares,
  estateConstructionCosts,
  estateStreetValuations,
  estateTypes,
  estateUsageTypes,
  landTypes,
  landUnitValues,
  wearGroups,
} from '../db/schema';
import { turkishSortKey } from '../db/turkish';
import type { SeededAddresses } from './addresses';
import { insertInChunks, seededRandom } from './random';
import { revaluationRateRows, revaluedForNextYear } from './revaluation';

const latestRevaluationYear = Math.max(...revaluationRateRows.map((row) => row.year));

/**
 * The years of the law's tables a real municipality's database starts with (seed/base.ts); the
 * demo's cover the year it is seeded and the two before it (seed/demo-calendar.ts).
 */
export const baseReferenceYears = [2024, 2025, 2026] as const;

const lira = (amount: number) => Math.round(amount * 100);
const positioned = <T extends object>(rows: T[]) => rows.map((row, position) => ({ ...row, position }));

// ——— Emlak vergisi ———

/** The four groups of the wear-share table (domain/taxes.md), named as the regulation names them. */
export const wearGroupRows = positioned([
  { code: 'BETONARME', name: 'Çelik veya betonarme karkas' },
  { code: 'YIGMA', name: 'Yığma kagir, yığma yarı kagir' },
  { code: 'AHSAP', name: 'Ahşap, taş duvarlı çamur harçlı, gecekondu' },
  { code: 'KERPIC', name: 'Kerpiç ve diğer basit yapılar' },
]);

/** Aşınma payı, percent, by group and building age — the real table of domain/taxes.md. */
export const abrasionTable: Record<string, number[]> = {
  BETONARME: [4, 6, 10, 15, 20, 25, 32, 40, 50, 60],
  YIGMA: [6, 8, 12, 18, 25, 32, 40, 50, 60, 70],
  AHSAP: [8, 12, 18, 25, 32, 40, 50, 60, 70, 80],
  KERPIC: [10, 17, 25, 35, 45, 55, 65, 75, 85, 95],
};
export const ageBands: [number, number | null][] = [
  [0, 3],
  [4, 5],
  [6, 10],
  [11, 15],
  [16, 20],
  [21, 30],
  [31, 40],
  [41, 50],
  [51, 75],
  [76, null],
];

export const constructionTypeRows = positioned([
  { code: 'BETONARME', name: 'Çelik veya betonarme karkas', wearGroupCode: 'BETONARME' },
  { code: 'YIGMA_KAGIR', name: 'Yığma kagir', wearGroupCode: 'YIGMA' },
  { code: 'YIGMA_YARI_KAGIR', name: 'Yığma yarı kagir', wearGroupCode: 'YIGMA' },
  { code: 'AHSAP', name: 'Ahşap', wearGroupCode: 'AHSAP' },
  { code: 'KERPIC', name: 'Kerpiç', wearGroupCode: 'KERPIC' },
  { code: 'DIGER_BASIT', name: 'Diğer basit yapılar', wearGroupCode: 'KERPIC' },
]);

export const constructionClassRows = positioned([
  { code: 'LUKS', name: 'Lüks' },
  { code: 'SINIF1', name: '1. sınıf' },
  { code: 'SINIF2', name: '2. sınıf' },
  { code: 'SINIF3', name: '3. sınıf' },
  { code: 'SINIF4', name: '4. sınıf' },
  { code: 'BASIT', name: 'Basit' },
]);

/** Normal construction cost per m², TL, for the latest year (demo); earlier years are scaled down. */
const constructionCostsLatest: Record<string, Partial<Record<string, number>>> = {
  BETONARME: { LUKS: 21_050, SINIF1: 15_800, SINIF2: 12_400, SINIF3: 9_650, SINIF4: 7_300, BASIT: 4_900 },
  YIGMA_KAGIR: { SINIF1: 11_900, SINIF2: 9_300, SINIF3: 7_200, SINIF4: 5_500, BASIT: 3_700 },
  YIGMA_YARI_KAGIR: { SINIF2: 7_800, SINIF3: 6_000, SINIF4: 4_600, BASIT: 3_100 },
  AHSAP: { SINIF2: 8_600, SINIF3: 6_600, SINIF4: 5_000, BASIT: 3_400 },
  KERPIC: { SINIF4: 3_500, BASIT: 2_400 },
  DIGER_BASIT: { BASIT: 2_000 },
};
/** How a year's money figures relate to the latest year's, by how many years it lies before it (demo revaluation). */
const yearsBackFactor = [1, 0.7, 0.47];

export const landTypeRows = positioned([
  { code: 'KIRAC', name: 'Kıraç arazi' },
  { code: 'TABAN', name: 'Taban arazi' },
  { code: 'SULAK', name: 'Sulak arazi' },
  { code: 'BAG', name: 'Bağ' },
  { code: 'BAHCE', name: 'Meyve bahçesi' },
  { code: 'ZEYTINLIK', name: 'Zeytinlik' },
  { code: 'CAYIR', name: 'Çayır ve mera' },
  { code: 'TASLIK', name: 'Taşlık ve kayalık' },
]);
const landLatest: Record<string, number> = {
  KIRAC: 45,
  TABAN: 70,
  SULAK: 95,
  BAG: 110,
  BAHCE: 120,
  ZEYTINLIK: 100,
  CAYIR: 35,
  TASLIK: 15,
};

export const estateUsageTypeRows = positioned([
  { code: 'KONUT', name: 'Konut' },
  { code: 'ISYERI', name: 'İşyeri' },
  { code: 'KARMA', name: 'Konut ve işyeri (karma)' },
  { code: 'SANAYI', name: 'Sanayi ve imalat' },
  { code: 'DEPO', name: 'Depo' },
  { code: 'OTOPARK', name: 'Otopark' },
  { code: 'EGITIM', name: 'Eğitim' },
  { code: 'SAGLIK', name: 'Sağlık' },
  { code: 'IBADET', name: 'İbadethane' },
  { code: 'TURIZM', name: 'Turizm ve konaklama' },
  { code: 'TARIM', name: 'Tarımsal yapı' },
  { code: 'DIGER', name: 'Diğer' },
]);

export const estateTypeRows = positioned([
  { code: 'ARSA', name: 'Arsa', kind: 'arsa' as const, taxClass: 'arsa' as const },
  { code: 'ARAZI', name: 'Arazi', kind: 'arazi' as const, taxClass: 'arazi' as const },
  { code: 'MESKEN', name: 'Mesken (daire)', kind: 'bina' as const, taxClass: 'konut' as const },
  { code: 'MUSTAKIL', name: 'Müstakil konut', kind: 'bina' as const, taxClass: 'konut' as const },
  { code: 'VILLA', name: 'Villa', kind: 'bina' as const, taxClass: 'konut' as const },
  { code: 'DUKKAN', name: 'Dükkân ve mağaza', kind: 'bina' as const, taxClass: 'isyeri' as const },
  { code: 'BURO', name: 'Büro ve ofis', kind: 'bina' as const, taxClass: 'isyeri' as const },
  { code: 'DEPO', name: 'Depo ve antrepo', kind: 'bina' as const, taxClass: 'isyeri' as const },
  { code: 'FABRIKA', name: 'Fabrika ve imalathane', kind: 'bina' as const, taxClass: 'isyeri' as const },
  { code: 'OTEL', name: 'Otel ve konaklama tesisi', kind: 'bina' as const, taxClass: 'isyeri' as const },
  { code: 'DIGER_BINA', name: 'Diğer bina', kind: 'bina' as const, taxClass: 'isyeri' as const },
]);

// ——— İlan ve reklam vergisi ———

export const advertisingGroupRows = positioned([
  { code: 'BUYUKSEHIR', name: 'Büyükşehir belediyeleri' },
  { code: 'GRUP1', name: '1. grup belediyeler' },
  { code: 'GRUP2', name: '2. grup belediyeler' },
  { code: 'GRUP3', name: '3. grup belediyeler' },
  { code: 'GRUP4', name: '4. grup belediyeler' },
  { code: 'GRUP5', name: '5. grup belediyeler' },
]);
const groupFactor: Record<string, number> = {
  BUYUKSEHIR: 1,
  GRUP1: 0.85,
  GRUP2: 0.7,
  GRUP3: 0.55,
  GRUP4: 0.45,
  GRUP5: 0.35,
};

export const advertisingItemRows = positioned([
  { code: 'ISIKSIZ', name: 'Işıksız ilan ve reklam (tabela, pano)', unit: 'm2_yil' as const, amountLatest: 560 },
  { code: 'ISIKLI', name: 'Işıklı ilan ve reklam', unit: 'm2_yil' as const, amountLatest: 1_120 },
  {
    code: 'ELEKTRONIK',
    name: 'Elektronik ekranlı, hareketli ilan ve reklam',
    unit: 'm2_yil' as const,
    amountLatest: 1_680,
  },
  { code: 'ARAC', name: 'Araç üzerindeki ilan ve reklam', unit: 'adet_yil' as const, amountLatest: 2_240 },
  { code: 'BEZ_AFIS', name: 'Bez afiş ve pankart', unit: 'm2_hafta' as const, amountLatest: 56 },
  { code: 'AFIS', name: 'Afiş (pano ve duvarda)', unit: 'adet_hafta' as const, amountLatest: 28 },
  { code: 'STANT', name: 'Tanıtım standı', unit: 'adet_gun' as const, amountLatest: 95 },
  { code: 'BALON', name: 'Balon, zeplin ve benzeri', unit: 'adet_gun' as const, amountLatest: 280 },
]);

export const advertisingTypeRows = positioned([
  { code: 'TABELA', name: 'Tabela (ışıksız)', tariffItemCode: 'ISIKSIZ' },
  { code: 'ISIKLI_TABELA', name: 'Işıklı tabela', tariffItemCode: 'ISIKLI' },
  { code: 'TOTEM', name: 'Totem', tariffItemCode: 'ISIKLI' },
  { code: 'BILLBOARD', name: 'Billboard', tariffItemCode: 'ISIKSIZ' },
  { code: 'DIJITAL', name: 'Dijital ekran (LED)', tariffItemCode: 'ELEKTRONIK' },
  { code: 'ARAC', name: 'Araç giydirme ve araç reklamı', tariffItemCode: 'ARAC' },
  { code: 'BEZ', name: 'Bez afiş ve pankart', tariffItemCode: 'BEZ_AFIS' },
  { code: 'AFIS', name: 'Afiş', tariffItemCode: 'AFIS' },
  { code: 'BAYRAK', name: 'Bayrak ve flama', tariffItemCode: 'ISIKSIZ' },
  { code: 'BRANDA', name: 'Bina giydirme (branda)', tariffItemCode: 'ISIKSIZ' },
  { code: 'STANT', name: 'Tanıtım standı', tariffItemCode: 'STANT' },
  { code: 'BALON', name: 'Balon ve zeplin', tariffItemCode: 'BALON' },
]);

export const advertisingLocationRows = positioned([
  { code: 'CEPHE', name: 'Bina cephesi' },
  { code: 'CATI', name: 'Çatı' },
  { code: 'VITRIN', name: 'Vitrin camı' },
  { code: 'ON_ALAN', name: 'Bahçe veya ön alan' },
  { code: 'DIREK', name: 'Direk veya totem' },
  { code: 'DURAK', name: 'Otobüs durağı' },
  { code: 'ARAC', name: 'Araç üzerinde' },
  { code: 'AVM', name: 'Alışveriş merkezi içi' },
  { code: 'CADDE', name: 'Cadde ve sokak üzerinde (asma)' },
  { code: 'SANTIYE', name: 'Şantiye perdesi' },
]);

// ——— Çevre temizlik vergisi ———

export const ectActivityRows: [string, number][] = [
  ['Beş yıldızlı otel', 1],
  ['Alışveriş merkezi', 1],
  ['Banka bölge müdürlüğü', 1],
  ['Özel hastane', 1],
  ['Dört yıldızlı otel', 2],
  ['Banka şubesi', 2],
  ['Süpermarket', 2],
  ['Akaryakıt istasyonu', 2],
  ['Özel okul', 2],
  ['Üç yıldızlı otel', 3],
  ['Restoran', 3],
  ['Kafe', 3],
  ['Otomobil galerisi', 3],
  ['Özel poliklinik', 3],
  ['Sigorta acentesi', 3],
  ['Market', 4],
  ['Eczane', 4],
  ['Kuyumcu', 4],
  ['Giyim mağazası', 4],
  ['Mobilya mağazası', 4],
  ['Çiçekçi', 4],
  ['Berber ve kuaför', 5],
  ['Fırın', 5],
  ['Kasap', 5],
  ['Manav', 5],
  ['Lokanta', 5],
  ['Emlak ofisi', 5],
  ['Çay ocağı', 5],
  ['Bakkal', 6],
  ['Terzi', 6],
  ['Ayakkabı tamircisi', 6],
  ['Kırtasiye', 6],
  ['Büfe', 6],
  ['Oto tamirhanesi', 6],
  ['Serbest meslek bürosu (avukat, mali müşavir)', 7],
  ['Ev atölyesi', 7],
  ['Dernek ve vakıf lokali', 7],
];

// ——— Eğlence vergisi ———

export const entertainmentPlaceRows = positioned([
  { code: 'SINEMA', name: 'Sinema salonu' },
  { code: 'TIYATRO', name: 'Tiyatro salonu' },
  { code: 'KONSER', name: 'Konser ve gösteri salonu' },
  { code: 'STADYUM', name: 'Stadyum ve spor tesisi' },
  { code: 'HIPODROM', name: 'Hipodrom' },
  { code: 'LUNAPARK', name: 'Lunapark' },
  { code: 'GECE_KULUBU', name: 'Gece kulübü, bar ve diskotek' },
  { code: 'BILARDO', name: 'Bilardo salonu' },
  { code: 'BOWLING', name: 'Bowling salonu' },
  { code: 'OYUN', name: 'Elektronik oyun salonu' },
]);

export const entertainmentTypeRows = positioned([
  {
    code: 'SINEMA_GOSTERIM',
    name: 'Sinema gösterimi',
    basis: 'hasilat' as const,
    rateBasisPoints: 500,
    dailyAmountKurus: null,
    placeTypeCodes: ['SINEMA'],
  },
  {
    code: 'TIYATRO_OYUN',
    name: 'Tiyatro, opera ve bale',
    basis: 'hasilat' as const,
    rateBasisPoints: 500,
    dailyAmountKurus: null,
    placeTypeCodes: ['TIYATRO', 'KONSER'],
  },
  {
    code: 'KONSER',
    name: 'Konser ve gösteri',
    basis: 'hasilat' as const,
    rateBasisPoints: 1000,
    dailyAmountKurus: null,
    placeTypeCodes: ['KONSER', 'STADYUM', 'GECE_KULUBU'],
  },
  {
    code: 'MAC',
    name: 'Maç ve spor müsabakası',
    basis: 'hasilat' as const,
    rateBasisPoints: 500,
    dailyAmountKurus: null,
    placeTypeCodes: ['STADYUM'],
  },
  {
    code: 'AT_YARISI',
    name: 'At yarışı',
    basis: 'hasilat' as const,
    rateBasisPoints: 500,
    dailyAmountKurus: null,
    placeTypeCodes: ['HIPODROM'],
  },
  {
    code: 'LUNAPARK_OYUN',
    name: 'Lunapark oyunları (oyuncak başına)',
    basis: 'gunluk' as const,
    rateBasisPoints: null,
    dailyAmountKurus: lira(60),
    placeTypeCodes: ['LUNAPARK'],
  },
  {
    code: 'GECE_EGLENCE',
    name: 'Gece eğlencesi (canlı müzik)',
    basis: 'gunluk' as const,
    rateBasisPoints: null,
    dailyAmountKurus: lira(450),
    placeTypeCodes: ['GECE_KULUBU'],
  },
  {
    code: 'BILARDO_MASA',
    name: 'Bilardo (masa başına)',
    basis: 'gunluk' as const,
    rateBasisPoints: null,
    dailyAmountKurus: lira(25),
    placeTypeCodes: ['BILARDO'],
  },
  {
    code: 'BOWLING_PIST',
    name: 'Bowling (pist başına)',
    basis: 'gunluk' as const,
    rateBasisPoints: null,
    dailyAmountKurus: lira(40),
    placeTypeCodes: ['BOWLING'],
  },
  {
    code: 'ELEKTRONIK_OYUN',
    name: 'Elektronik oyun (makine başına)',
    basis: 'gunluk' as const,
    rateBasisPoints: null,
    dailyAmountKurus: lira(20),
    placeTypeCodes: ['OYUN'],
  },
]);

/** ÇTV for workplaces, TL, büyükşehir, 1. grup 1. derece of the latest year (demo); the rest scale from it. */
export function ectAmountTl(
  yearFactor: number,
  municipalityType: 'buyuksehir' | 'diger',
  group: number,
  grade: number,
): number {
  const base = 52_000 * 0.62 ** (group - 1) * 0.75 ** (grade - 1) * (municipalityType === 'diger' ? 0.75 : 1);
  return Math.max(100, Math.round(base * yearFactor));
}

/**
 * Arsa m² unit values of every street of the municipality's own county: a district level, higher on
 * avenues and boulevards, re-set (takdir) in the latest year and revalued in between; one street in
 * fifty was opened in the latest year and has only that year. With the base years (2024–2026) the
 * latest is the real general assessment year 2026; the demo's latest is the year it is seeded.
 */
function streetValuationRows(addresses: SeededAddresses, [first, second, latest]: readonly number[]) {
  const random = seededRandom(1319);
  const districtLevel = new Map<string, number>();
  for (const district of addresses.districts) districtLevel.set(district.code, random.int(12, 90) * 50);
  const typeFactor = { cadde: 1.6, bulvar: 2, meydan: 1.8, sokak: 1, cikmaz: 0.8 } as const;
  const rows: (typeof estateStreetValuations.$inferInsert)[] = [];
  addresses.streets
    .filter((street) => street.countyCode === addresses.countyCode)
    .forEach((street, index) => {
      const firstValue =
        Math.round(
          ((districtLevel.get(street.districtCode) ?? 0) * typeFactor[street.type] * (0.8 + random.next() * 0.45)) / 5,
        ) * 5;
      const latestValue = Math.round((firstValue * (1.9 + random.next() * 0.35)) / 10) * 10;
      const isNew = index % 50 === 7;
      if (!isNew) {
        rows.push({ year: first, streetCode: street.code, unitValueKurus: lira(firstValue) });
        // The middle year: the first year's value revalued by that year's row of the revaluation table
        // (1319 art. 29), to the kuruş; a demo seeded before the law's row of that year exists uses the latest row.
        rows.push({
          year: second,
          streetCode: street.code,
          unitValueKurus: revaluedForNextYear(lira(firstValue), Math.min(first, latestRevaluationYear)),
        });
      }
      rows.push({ year: latest, streetCode: street.code, unitValueKurus: lira(latestValue) });
    });
  return rows;
}

/** The tables of three consecutive years (oldest first): the latest gets the figures above, the earlier ones scaled down. */
export async function seedReferenceTables(
  tx: Queryable,
  addresses: SeededAddresses,
  years: readonly number[] = baseReferenceYears,
): Promise<void> {
  const latestYear = years[years.length - 1];
  await tx.insert(wearGroups).values(wearGroupRows);
  await tx.insert(constructionTypes).values(constructionTypeRows);
  await tx.insert(constructionClasses).values(constructionClassRows);
  await tx.insert(landTypes).values(landTypeRows);
  await tx.insert(estateUsageTypes).values(estateUsageTypeRows);
  await tx.insert(estateTypes).values(estateTypeRows);
  await tx.insert(advertisingTariffGroups).values(advertisingGroupRows);
  await tx.insert(advertisingTariffItems).values(advertisingItemRows.map(({ amountLatest: _, ...item }) => item));
  await tx.insert(advertisingTypes).values(advertisingTypeRows);
  await tx.insert(advertisingLocations).values(advertisingLocationRows);
  await tx.insert(entertainmentPlaceTypes).values(entertainmentPlaceRows);
  await tx.insert(entertainmentTypes).values(entertainmentTypeRows);
  await tx.insert(ectActivityTypes).values(
    ectActivityRows.map(([name, buildingGroup], index) => ({
      code: `F${String(index + 1).padStart(3, '0')}`,
      name,
      buildingGroup,
      searchName: foldTurkish(name),
      sortKey: turkishSortKey(name),
    })),
  );

  for (const year of years) {
    const yearFactor = yearsBackFactor[latestYear - year];
    await tx.insert(estateAbrasionShares).values(
      Object.entries(abrasionTable).flatMap(([wearGroupCode, percents]) =>
        percents.map((percent, band) => ({
          year,
          wearGroupCode,
          ageFrom: ageBands[band][0],
          ageTo: ageBands[band][1],
          percent,
        })),
      ),
    );
    await tx.insert(estateConstructionCosts).values(
      Object.entries(constructionCostsLatest).flatMap(([constructionTypeCode, byClass]) =>
        Object.entries(byClass).flatMap(([constructionClassCode, cost]) =>
          cost === undefined
            ? []
            : [
                {
                  year,
                  constructionTypeCode,
                  constructionClassCode,
                  costPerM2Kurus: lira(Math.round(cost * yearFactor)),
                },
              ],
        ),
      ),
    );
    await tx.insert(landUnitValues).values(
      landTypeRows.map((land) => ({
        year,
        landTypeCode: land.code,
        unitValueKurus: lira(Math.round(landLatest[land.code] * yearFactor)),
      })),
    );
    await tx.insert(advertisingTariffs).values(
      advertisingGroupRows.flatMap((group) =>
        advertisingItemRows.map((item) => ({
          year,
          groupCode: group.code,
          itemCode: item.code,
          amountKurus: lira(Math.max(1, Math.round(item.amountLatest * groupFactor[group.code] * yearFactor))),
        })),
      ),
    );
    await tx.insert(ectAnnualPrices).values(
      (['buyuksehir', 'diger'] as const).flatMap((municipalityType) =>
        [1, 2, 3, 4, 5, 6, 7].flatMap((buildingGroup) =>
          [1, 2, 3, 4, 5].map((grade) => ({
            year,
            municipalityType,
            buildingGroup,
            grade,
            amountKurus: lira(ectAmountTl(yearFactor, municipalityType, buildingGroup, grade)),
          })),
        ),
      ),
    );
  }

  await insertInChunks(streetValuationRows(addresses, years), (chunk) =>
    tx.insert(estateStreetValuations).values(chunk),
  );
}
