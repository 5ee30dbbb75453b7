import { and, asc, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accruals,
  advertisingTariffs,
  declarations,
  estateAbrasionShares,
  estateConstructionCosts,
  estateStreetValuations,
  estateZeroRateClaims,
  revaluationRates,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildingDeclaration, firstStreet } from '../../test/declarations';
import { signIn } from '../../test/session';

// The declarations follow the law — co-owners pay on their share, arithmetic is exact,
// what the law refuses is refused with a Turkish sentence under the field and nothing recorded.

describe('declarations exact to the law', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  let mehmet: Record<string, string>;
  let streetCode: string;
  let streetUnit: number;
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    ayse = await signIn(t, '10000000146', 'Demo2026');
    mehmet = await signIn(t, '17291716060', 'Demo2026');
    ({ streetCode, unitValueKurus: streetUnit } = await firstStreet(t));
  });
  afterAll(() => t.close());

  const building = (overrides: Record<string, unknown> = {}) =>
    buildingDeclaration(streetCode, { block: '412', parcel: '9' }, overrides);
  const ad = (overrides: Record<string, unknown> = {}) => ({
    requestId: randomUUID(),
    advertisingTypeCode: 'TABELA',
    locationCode: 'CEPHE',
    widthM: '2,01',
    heightM: '0,5',
    count: 1,
    periods: 1,
    startDate: '2026-11-02',
    addressText: 'Lale Sok. No: 5, Yeşilvadi',
    ...overrides,
  });
  const rows = async () => ({
    declarations: (await t.db.select({ value: count() }).from(declarations))[0].value,
    accruals: (await t.db.select({ value: count() }).from(accruals))[0].value,
    claims: (await t.db.select({ value: count() }).from(estateZeroRateClaims))[0].value,
  });

  /** A refusal: 400, the sentence, the field, and not a row more in declarations, accruals or claims. */
  async function refused(operation: string, body: unknown, field: string, message: string | RegExp, headers = ayse) {
    const before = await rows();
    const response = await t.call(operation, body, { headers });
    expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
    expect(response.json().field).toBe(field);
    if (typeof message === 'string') expect(response.json().Message).toBe(message);
    else expect(response.json().Message).toMatch(message);
    expect(await rows()).toEqual(before);
  }

  it('a half-owner pays on half of the building and half of the land share, and the shares are recorded', async () => {
    const [cost] = await t.db
      .select()
      .from(estateConstructionCosts)
      .where(
        and(
          eq(estateConstructionCosts.year, 2026),
          eq(estateConstructionCosts.constructionTypeCode, 'BETONARME'),
          eq(estateConstructionCosts.constructionClassCode, 'SINIF3'),
        ),
      );
    const bands = await t.db
      .select()
      .from(estateAbrasionShares)
      .where(and(eq(estateAbrasionShares.year, 2026), eq(estateAbrasionShares.wearGroupCode, 'BETONARME')));
    const wear = bands.find((b) => b.ageFrom <= 12 && (b.ageTo === null || b.ageTo >= 12))!.percent;
    expect(wear).toBe(15);
    // By hand: land share 800 m² × 40/800 = 40 m² × street unit; construction 120 m² × cost × (100 − 15) / 100;
    // the whole unit × 1/2; konut in a büyükşehir 2 ‰; every figure here is a whole number of kuruş
    // (cost × 120 × 85 / 100 = cost × 102), so the only rounding is the tax's.
    const unitValue = 40 * streetUnit + cost.costPerM2Kurus * 102;
    const value = unitValue / 2;
    const tax = Math.floor((value * 2) / 1000 + 0.5);
    const culture = Math.floor(tax / 10 + 0.5);

    const response = await t.call(
      'RecordEMunicipalityEstateDeclaration',
      building({ ownershipShare: { numerator: 1, denominator: 2 } }),
      { headers: ayse },
    );
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.computation.totalKurus).toBe(tax + culture);
    expect(result.computation.breakdown).toContainEqual({
      label: 'Vergi değeri (hisseniz 1/2)',
      value: expect.stringContaining('× 1/2 ='),
    });
    const [row] = await t.db.select().from(declarations).where(eq(declarations.id, result.declarationId));
    expect(row).toMatchObject({
      ownershipNumerator: 1,
      ownershipDenominator: 2,
      landShareNumerator: 40,
      landShareDenominator: 800,
    });
  });

  it('says which installment was already overdue on the day of the declaration and from when interest runs', async () => {
    const result = (
      await t.call(
        'PreviewEMunicipalityEstateDeclaration',
        building({ land: { block: '413', parcel: '1', parcelM2: '800' } }),
        { headers: ayse },
      )
    ).json();
    const emlak = result.installments.filter((line: { revenueCode: string }) => line.revenueCode === 'EMLAK');
    // Today is 22.11.2026: the 31 May installment is past. 31.05.2026 is a Sunday, so the deadline is
    // Monday 1 June (VUK art. 18) and interest runs from 2 June; 30 November is not yet due.
    expect(emlak[0]).toMatchObject({ dueDate: '2026-05-31', overdue: true, interestFrom: '2026-06-02' });
    expect(emlak[1].overdue).toBeUndefined();
  });

  it('bills a 2,01 m × 0,5 m sign as 1,005 m²', async () => {
    const [tariff] = await t.db
      .select()
      .from(advertisingTariffs)
      .where(
        and(
          eq(advertisingTariffs.year, 2026),
          eq(advertisingTariffs.groupCode, 'BUYUKSEHIR'),
          eq(advertisingTariffs.itemCode, 'ISIKSIZ'),
        ),
      );
    expect(tariff.amountKurus).toBe(56_000);
    const result = (await t.call('RecordEMunicipalityAdDeclaration', ad(), { headers: ayse })).json();
    // 201 cm × 50 cm = 10,050 cm² = 1.005 m² × 560.00 TL = 562.80 TL.
    expect(result.computation.totalKurus).toBe(56_280);
    expect(result.computation.breakdown[0]).toEqual({ label: 'Alan', value: '2,01 m × 0,5 m = 1,005 m²' });
    // The accrual names the sign: its type, where it stands and the address.
    expect(result.computation.installments[0].description).toBe(
      '2026 İlan ve Reklam Vergisi — Tabela (ışıksız), Bina cephesi: Lale Sok. No: 5, Yeşilvadi',
    );
  });

  it('exempts a business’s own name sign up to 8 m² in a büyükşehir and says no tax is due (2464 art. 14)', async () => {
    const before = await rows();
    const result = (
      await t.call(
        'RecordEMunicipalityAdDeclaration',
        ad({ widthM: '4', heightM: '2', ownSign: true, addressText: 'Sanayi Mah. 3. Cad. No: 21' }),
        { headers: ayse },
      )
    ).json();
    expect(result.computation).toMatchObject({ totalKurus: 0, installments: [] });
    expect(result.computation.breakdown).toContainEqual({
      label: 'İşyeri tabelası istisnası (2464 sayılı Kanun md. 14, 8 m²’ye kadar)',
      value: 'Uygulandı: vergi doğmaz',
    });
    const after = await rows();
    expect(after.declarations).toBe(before.declarations + 1);
    expect(after.accruals).toBe(before.accruals);
    // 4,01 m × 2 m = 8,02 m²: the whole sign is taxed, 8.02 × 560.00 TL = 4,491.20 TL.
    const over = (
      await t.call('PreviewEMunicipalityAdDeclaration', ad({ widthM: '4,01', heightM: '2', ownSign: true }), {
        headers: ayse,
      })
    ).json();
    expect(over.totalKurus).toBe(449_120);
  });

  it('names the workplace in each ÇTV accrual, so two workplaces are told apart', async () => {
    const body = (addressText: string) => ({
      requestId: randomUUID(),
      year: 2026,
      activityTypeCode: 'F001',
      grade: 2,
      areaM2: '85,5',
      addressText,
    });
    const first = (
      await t.call('RecordEMunicipalityECTDeclaration', body('Sanayi Mah. 5. Cad. No: 3'), { headers: ayse })
    ).json();
    const second = (
      await t.call('RecordEMunicipalityECTDeclaration', body('Çarşı Mah. Gül Sok. No: 8'), { headers: ayse })
    ).json();
    expect(first.computation.installments[0].description).toContain('Sanayi Mah. 5. Cad. No: 3');
    expect(second.computation.installments[0].description).toContain('Çarşı Mah. Gül Sok. No: 8');
    expect(first.computation.breakdown).toContainEqual({ label: 'İşyeri alanı', value: '85,5 m²' });
  });

  describe('refuses what the law refuses, with the sentence under the field, recording nothing', () => {
    it('a building finished in the tax year is taxed from the next year (1319 art. 33)', async () => {
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ building: { ...building().building, yearBuilt: 2026 } }),
        'building.yearBuilt',
        '2026 yılında tamamlanan binanın emlak vergisi 2027 yılından başlar (1319 sayılı Kanun md. 33).',
      );
    });

    it('an impossible date is a validation error, not a 500', async () => {
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ acquisitionDate: '2026-13-05' }),
        'acquisitionDate',
        'Edinme tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.',
      );
      await refused(
        'RecordEMunicipalityAdDeclaration',
        ad({ startDate: '2026-02-30' }),
        'startDate',
        'Başlangıç tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.',
      );
    });

    it('ada, parsel and pafta are positive', async () => {
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ land: { block: '0', parcel: '9', parcelM2: '800' } }),
        'land.block',
        'Ada numarası sıfırdan büyük olmalıdır.',
      );
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ land: { block: '412', parcel: '000', parcelM2: '800' } }),
        'land.parcel',
        'Parsel numarası sıfırdan büyük olmalıdır.',
      );
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ land: { pafta: '0', block: '412', parcel: '9', parcelM2: '800' } }),
        'land.pafta',
        'Pafta numarası sıfırdan büyük olmalıdır.',
      );
    });

    it('areas are decimal text with at most two decimals, never a binary number', async () => {
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ land: { block: '412', parcel: '9', parcelM2: '800,125' } }),
        'land.parcelM2',
        'Parsel alanı (m²) en fazla 2 ondalık basamakla yazılır.',
      );
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ land: { block: '412', parcel: '9', parcelM2: 800.5 } }),
        'land.parcelM2',
        /Parsel alanı/,
      );
    });

    it('a share is not larger than the whole', async () => {
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ ownershipShare: { numerator: 3, denominator: 2 } }),
        'ownershipShare.numerator',
        'Hisse payı paydasından büyük olamaz.',
      );
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ landShare: undefined }),
        'landShare.numerator',
        'Arsa payı (pay) zorunludur.',
      );
    });

    it('entertainment days are at most the days of the month', async () => {
      const body = {
        requestId: randomUUID(),
        placeTypeCode: 'LUNAPARK',
        entertainmentTypeCode: 'LUNAPARK_OYUN',
        period: '2026-02',
        days: 29,
        units: 2,
        addressText: 'Lunapark alanı, Sahil Yolu 1',
      };
      await refused(
        'RecordEMunicipalityEntertainmentDeclaration',
        body,
        'days',
        'Şubat 2026 28 gündür: gün sayısı en fazla 28 olabilir.',
      );
    });

    it('a yearly advertising declaration covers one year', async () => {
      await refused(
        'RecordEMunicipalityAdDeclaration',
        ad({ periods: 2 }),
        'periods',
        'Yıllık reklam her yıl için ayrı beyan edilir: süre en fazla 1 yıl olabilir.',
      );
    });

    it('the own-sign exemption only for a name sign on the workplace', async () => {
      await refused(
        'RecordEMunicipalityAdDeclaration',
        ad({ locationCode: 'DURAK', ownSign: true }),
        'ownSign',
        'İşyeri tabelası istisnası yalnızca işyerinin bulunduğu bina veya arazideki tabelalar için istenebilir.',
      );
      await refused(
        'RecordEMunicipalityAdDeclaration',
        ad({
          advertisingTypeCode: 'ARAC',
          locationCode: 'CEPHE',
          widthM: undefined,
          heightM: undefined,
          ownSign: true,
        }),
        'ownSign',
        'İşyeri tabelası istisnası yalnızca m² ile vergilenen tabelalar için istenebilir.',
      );
    });

    it('the zero rate asks for its conditions and is not for a workplace or a large dwelling (1319 art. 8/2)', async () => {
      const claim = {
        zeroRateExemption: true,
        zeroRate: { status: 'emekli', singleDwelling: true, noOtherIncome: true },
      };
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ ...claim, building: { ...building().building, floorM2: '200,01' } }),
        'zeroRateExemption',
        'Sıfır oran yalnızca brüt 200 m² ve altındaki tek konut için istenebilir.',
      );
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ ...claim, building: { ...building().building, estateTypeCode: 'DUKKAN', usageTypeCode: 'ISYERI' } }),
        'zeroRateExemption',
        'Sıfır oran yalnızca konut (mesken) için istenebilir; işyeri, arsa ve arazi için istenemez.',
      );
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ zeroRateExemption: true }),
        'zeroRate.status',
        'Sıfır oran için durumunuzu seçiniz.',
      );
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        building({ zeroRateExemption: true, zeroRate: { status: 'gazi', singleDwelling: false, noOtherIncome: true } }),
        'zeroRate.singleDwelling',
        'Sıfır oran yalnızca Türkiye’de tek konutu olanlara uygulanır; bunu onaylayınız.',
      );
    });

    it('the zero rate records its conditions, pays nothing, and a second dwelling refuses it', async () => {
      const claim = {
        zeroRateExemption: true,
        zeroRate: { status: 'emekli', singleDwelling: true, noOtherIncome: true },
      };
      const dwelling = (block: string, overrides: Record<string, unknown> = {}) =>
        building({
          year: 2025,
          acquisitionDate: '2020-05-04',
          land: { block, parcel: '2', parcelM2: '640' },
          ...overrides,
        });
      const granted = await t.call('RecordEMunicipalityEstateDeclaration', dwelling('501', claim), { headers: mehmet });
      expect(granted.statusCode).toBe(200);
      expect(granted.json().computation).toMatchObject({ totalKurus: 0, installments: [] });
      const [recorded] = await t.db
        .select()
        .from(estateZeroRateClaims)
        .where(eq(estateZeroRateClaims.declarationId, granted.json().declarationId));
      expect(recorded).toMatchObject({
        status: 'emekli',
        singleDwelling: true,
        noOtherIncome: true,
        grossFloorDm2: 12_000,
        year: 2025,
      });

      // A second dwelling for 2025, declared without a claim, is taxed; claiming the rate on it is refused.
      const second = await t.call('RecordEMunicipalityEstateDeclaration', dwelling('502'), { headers: mehmet });
      expect(second.statusCode).toBe(200);
      await refused(
        'RecordEMunicipalityEstateDeclaration',
        dwelling('503', claim),
        'zeroRateExemption',
        `Bu yıl için başka bir konut beyan ettiniz (beyanname no ${granted.json().declarationNo}); sıfır oran yalnızca Türkiye’de tek konutu olanlara uygulanır.`,
        mehmet,
      );
    });
  });

  it('keeps the revaluation rate as data and moves the 2025 street values by it (1319 art. 29)', async () => {
    const rates = await t.db.select().from(revaluationRates).orderBy(asc(revaluationRates.year));
    expect(rates.map((row) => [row.year, row.rateBasisPoints, row.estateAppliedPercent])).toEqual([
      [2022, 12_293, 50],
      [2023, 5_846, 50],
      [2024, 4_393, 50],
      [2025, 2_549, 100],
    ]);
    const [v2024] = await t.db
      .select()
      .from(estateStreetValuations)
      .where(and(eq(estateStreetValuations.year, 2024), eq(estateStreetValuations.streetCode, streetCode)));
    const [v2025] = await t.db
      .select()
      .from(estateStreetValuations)
      .where(and(eq(estateStreetValuations.year, 2025), eq(estateStreetValuations.streetCode, streetCode)));
    // 2025 = 2024 × (1 + 43.93 % / 2) = × 1.21965, half up to the kuruş. Seeded 2024 values are whole lira,
    // so × 121,965 / 100,000 has at most three decimals in kuruş.
    const exact = (BigInt(v2024.unitValueKurus) * 121_965n * 2n + 100_000n) / 200_000n;
    expect(v2025.unitValueKurus).toBe(Number(exact));
  });
});
