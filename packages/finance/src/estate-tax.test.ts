import { describe, expect, it } from 'vitest';
import {
  buildingValue,
  estateTax,
  landValue,
  lawRates,
  plotValue,
  revalueUnitValue,
  wearPercent,
  type WearBand,
  workplaceCleaningTax,
} from './estate-tax';
import { formatScaled, roundHalfUp, scaledInteger } from './exact';
import { advertisingTax, entertainmentTax } from './other-taxes';
import { splitEvenly } from './money';
import { advertisingPeriodLimits, firstTaxYearAfter, isCalendarDate, zeroRateMaxFloorDm2 } from './declaration-rules';
import { daysInMonth } from './dates';

// Worked examples: every expected figure is computed by hand in the comment above it, never by the code
// under test. Areas in dm² (hundredths of a m²), money in kuruş.

// Betonarme karkas row of the wear-share table in domain/taxes.md.
const reinforcedConcrete: WearBand[] = [
  { maxAge: 3, percent: 4 },
  { maxAge: 5, percent: 6 },
  { maxAge: 10, percent: 10 },
  { maxAge: 15, percent: 15 },
  { maxAge: 20, percent: 20 },
  { maxAge: 30, percent: 25 },
  { maxAge: 40, percent: 32 },
  { maxAge: 50, percent: 40 },
  { maxAge: 75, percent: 50 },
  { maxAge: null, percent: 60 },
];

describe('exact arithmetic (decision 013)', () => {
  it('reads decimal text exactly and rounds half up once', () => {
    expect(scaledInteger('2,01', 2)).toBe(201);
    expect(scaledInteger('0.5', 2)).toBe(50);
    expect(scaledInteger('812,5', 2)).toBe(81_250);
    expect(() => scaledInteger('1,234', 2)).toThrow(/en fazla 2 ondalık/);
    expect(() => scaledInteger('1e3', 2)).toThrow();
    // 5/2 = 2.5 → 3; 7/4 = 1.75 → 2; 249/100 = 2.49 → 2; −5/2 → −3 (away from zero).
    expect([roundHalfUp(5n, 2n), roundHalfUp(7n, 4n), roundHalfUp(249n, 100n), roundHalfUp(-5n, 2n)]).toEqual([
      3, 2, 2, -3,
    ]);
    expect(formatScaled(10_050, 4)).toBe('1,005');
    expect(formatScaled(81_250, 2)).toBe('812,5');
  });
});

describe('emlak vergisi', () => {
  it('arsa: parcel m² × street unit value × share, at 3 ‰ (6 ‰ in a büyükşehir), two installments and the 10 % contribution (1319 art. 18)', () => {
    // 500 m² × 1,200.00 TL/m² × 1/1 = 600,000.00 TL → 3 ‰ = 1,800.00 TL; 10 % = 180.00 TL.
    const value = plotValue({ parcelDm2: 50_000 }, 120_000);
    expect(value).toBe(60_000_000);
    const tax = estateTax({ kind: 'arsa', valueKurus: value, metropolitan: false, rates: lawRates }, 2026);
    expect(tax).toMatchObject({
      taxableValueKurus: 60_000_000,
      ratePerMille: 3,
      taxKurus: 180_000,
      cultureContributionKurus: 18_000,
    });
    expect(tax.installments).toEqual([
      { installment: 1, dueDate: '2026-05-31', taxKurus: 90_000, cultureKurus: 9_000 },
      { installment: 2, dueDate: '2026-11-30', taxKurus: 90_000, cultureKurus: 9_000 },
    ]);
    // Inside a büyükşehir the rate doubles: 600,000.00 TL × 6 ‰ = 3,600.00 TL.
    expect(estateTax({ kind: 'arsa', valueKurus: value, metropolitan: true, rates: lawRates }, 2026).taxKurus).toBe(
      360_000,
    );
  });

  it('arsa with decimals and a share: exact to the kuruş, rounded once half up (1319 art. 3: co-owners pay on their share)', () => {
    // 41,8 m² × 999,95 TL × 1/2 = 20,898.955 TL exactly → 20,898.96 TL (binary floating point gave 20,898.95).
    expect(plotValue({ parcelDm2: 4_180, ownership: { numerator: 1, denominator: 2 } }, 99_995)).toBe(2_089_896);
    // 812,5 m² × 1,234.57 TL × 3/8 = 376,158.046875 TL → 376,158.05 TL.
    expect(plotValue({ parcelDm2: 81_250, ownership: { numerator: 3, denominator: 8 } }, 123_457)).toBe(37_615_805);
  });

  it('arazi: the unused part of the 10,000 TL exemption comes off the value first (1319 art. 14/ç)', () => {
    // 10,000 m² of taban land × 15.00 TL/m² = 150,000.00 TL; minus 10,000.00 TL exempt = 140,000.00 TL;
    // × 1 ‰ = 140.00 TL; contribution 14.00 TL.
    const value = landValue({ parcelDm2: 1_000_000 }, 1_500);
    expect(value).toBe(15_000_000);
    const tax = estateTax(
      { kind: 'arazi', valueKurus: value, metropolitan: false, rates: lawRates, landExemptionLeftKurus: 1_000_000 },
      2026,
    );
    expect(tax).toMatchObject({ taxableValueKurus: 14_000_000, taxKurus: 14_000, cultureContributionKurus: 1_400 });
  });

  it('building: land share + floor area × construction cost less wear by age, at the konut rate (1319 art. 8, 29)', () => {
    // Land share: 800 m² × 40/800 × 1,200.00 TL = 48,000.00 TL.
    // Construction: 120 m² × 10,750.00 TL = 1,290,000.00 TL; 12 years old, betonarme → 15 % wear = 193,500.00 TL.
    // Value: 48,000.00 + 1,290,000.00 − 193,500.00 = 1,144,500.00 TL; konut in a büyükşehir 2 ‰ = 2,289.00 TL.
    expect(wearPercent(reinforcedConcrete, 12)).toBe(15);
    const value = buildingValue({
      parcelDm2: 80_000,
      landShare: { numerator: 40, denominator: 800 },
      ownership: { numerator: 1, denominator: 1 },
      streetUnitKurusPerM2: 120_000,
      floorDm2: 12_000,
      constructionCostKurusPerM2: 1_075_000,
      wearPercent: 15,
    });
    expect(value).toMatchObject({
      landShareValueKurus: 4_800_000,
      constructionValueKurus: 129_000_000,
      wearKurus: 19_350_000,
      unitValueKurus: 114_450_000,
      valueKurus: 114_450_000,
    });
    const tax = estateTax({ kind: 'konut', valueKurus: value.valueKurus, metropolitan: true, rates: lawRates }, 2026);
    expect(tax).toMatchObject({ ratePerMille: 2, taxKurus: 228_900, cultureContributionKurus: 22_890 });
    expect(tax.installments.map((i) => i.taxKurus)).toEqual([114_450, 114_450]);
  });

  it('a half-owner of a flat pays on half the land share and half the building (1319 art. 3)', () => {
    // The same flat owned 1/2: 1,144,500.00 TL × 1/2 = 572,250.00 TL; × 2 ‰ = 1,144.50 TL;
    // contribution 10 % = 114.45 TL; installments 572.25 + 572.25 TL, contribution 57.23 + 57.22 TL.
    // (Taking only the land share by halves gave 24,000.00 + 1,096,500.00 = 1,120,500.00 TL → 2,241.00 TL.)
    const value = buildingValue({
      parcelDm2: 80_000,
      landShare: { numerator: 40, denominator: 800 },
      ownership: { numerator: 1, denominator: 2 },
      streetUnitKurusPerM2: 120_000,
      floorDm2: 12_000,
      constructionCostKurusPerM2: 1_075_000,
      wearPercent: 15,
    });
    expect(value.unitValueKurus).toBe(114_450_000);
    expect(value.valueKurus).toBe(57_225_000);
    const tax = estateTax({ kind: 'konut', valueKurus: value.valueKurus, metropolitan: true, rates: lawRates }, 2026);
    expect(tax).toMatchObject({ taxKurus: 114_450, cultureContributionKurus: 11_445 });
    expect(tax.installments).toEqual([
      { installment: 1, dueDate: '2026-05-31', taxKurus: 57_225, cultureKurus: 5_723 },
      { installment: 2, dueDate: '2026-11-30', taxKurus: 57_225, cultureKurus: 5_722 },
    ]);
  });

  it('a 3/8 owner of a 95,5 m² flat: one rounding, at the tax value', () => {
    // Land share 612,25 m² × 12/480 = 15.30625 m² × 2,345.67 TL = 35,903.4114375 TL (not rounded here).
    // Construction 95,5 m² × 9,650.00 TL = 921,575.00 TL; wear 15 % = 138,236.25 TL → 783,338.75 TL.
    // Unit: 35,903.4114375 + 783,338.75 = 819,242.1614375 TL; × 3/8 = 307,215.810539… TL → 307,215.81 TL.
    const value = buildingValue({
      parcelDm2: 61_225,
      landShare: { numerator: 12, denominator: 480 },
      ownership: { numerator: 3, denominator: 8 },
      streetUnitKurusPerM2: 234_567,
      floorDm2: 9_550,
      constructionCostKurusPerM2: 965_000,
      wearPercent: 15,
    });
    expect(value.valueKurus).toBe(30_721_581);
    // Konut outside a büyükşehir, 1 ‰: 307,215.81 TL → 307.21581 TL → 307.22 TL.
    expect(
      estateTax({ kind: 'konut', valueKurus: value.valueKurus, metropolitan: false, rates: lawRates }, 2026).taxKurus,
    ).toBe(30_722);
  });

  it('wear bands: 0–3 years 4 %, 76 and older 60 %', () => {
    expect(wearPercent(reinforcedConcrete, 0)).toBe(4);
    expect(wearPercent(reinforcedConcrete, 3)).toBe(4);
    expect(wearPercent(reinforcedConcrete, 4)).toBe(6);
    expect(wearPercent(reinforcedConcrete, 90)).toBe(60);
  });

  it('a dwelling under the zero rate pays nothing (1319 art. 8/2), a workplace does not get it', () => {
    const tax = estateTax(
      { kind: 'konut', valueKurus: 114_450_000, metropolitan: true, rates: lawRates, zeroRateExemption: true },
      2026,
    );
    expect(tax).toMatchObject({ ratePerMille: 0, taxKurus: 0, cultureContributionKurus: 0 });
    // 1,144,500.00 TL × işyeri 4 ‰ = 4,578.00 TL.
    expect(
      estateTax(
        { kind: 'isyeri', valueKurus: 114_450_000, metropolitan: true, rates: lawRates, zeroRateExemption: true },
        2026,
      ).taxKurus,
    ).toBe(457_800);
    // 200 m² gross is the limit: 20,000 dm².
    expect(zeroRateMaxFloorDm2).toBe(20_000);
  });

  it('a new building pays at least the tax of its land share for the 4 years after completion', () => {
    // Value 500,000.00 TL × konut 1 ‰ = 500.00 TL, but the land share (200,000.00 TL) at the arsa rate
    // 3 ‰ is 600.00 TL: completed in 2024, the 2026 tax is 600.00 TL. From 2029 the floor no longer applies.
    const ownLandShare = { numerator: 20_000_000n, denominator: 1n };
    const input = {
      kind: 'konut' as const,
      valueKurus: 50_000_000,
      metropolitan: false,
      rates: lawRates,
      newBuilding: { completionYear: 2024, taxYear: 2026, ownLandShare },
    };
    expect(estateTax(input, 2026)).toMatchObject({ taxKurus: 60_000, landShareFloorKurus: 60_000 });
    expect(estateTax({ ...input, newBuilding: { ...input.newBuilding, taxYear: 2029 } }, 2029)).toMatchObject({
      taxKurus: 50_000,
      landShareFloorKurus: null,
    });
  });

  it('building tax starts the year after completion or acquisition (1319 art. 33)', () => {
    // Finished in 2026: first taxed in 2027.
    expect(firstTaxYearAfter(2026)).toBe(2027);
  });

  it('the odd kuruş goes to the first installment', () => {
    expect(splitEvenly(100_001, 2)).toEqual([50_001, 50_000]);
  });
});

describe('revaluation between general valuations (1319 art. 29, VUK mük. art. 298)', () => {
  it('moves a unit value by the part of the year’s rate the law applies, rounded once', () => {
    // 2024 rate 43.93 %; emlak took half before Law 7566: 21.965 %. 1,000.00 TL → 1,219.65 TL.
    expect(revalueUnitValue(100_000, 4_393, 50)).toBe(121_965);
    // 1,234.55 TL × 1.21965 = 1,505.7189075 TL → 1,505.72 TL.
    expect(revalueUnitValue(123_455, 4_393, 50)).toBe(150_572);
    // After Law 7566 the whole rate: 2025 rate 25.49 %: 1,000.00 TL → 1,254.90 TL.
    expect(revalueUnitValue(100_000, 2_549, 100)).toBe(125_490);
  });
});

describe('other municipal taxes', () => {
  it('ÇTV for a workplace: the annual tariff amount in the two estate tax installments', () => {
    expect(workplaceCleaningTax(412_000, 2026).installments).toEqual([
      { installment: 1, dueDate: '2026-05-31', amountKurus: 206_000 },
      { installment: 2, dueDate: '2026-11-30', amountKurus: 206_000 },
    ]);
  });

  it('advertising tax: area × tariff × years, due the 20th of the next month (2464 art. 15)', () => {
    // 3 m × 2 m = 6 m² lit sign × 1,080.00 TL/m²/year × 1 year = 6,480.00 TL.
    expect(
      advertisingTax({
        size: { widthCm: 300, heightCm: 200 },
        count: 1,
        tariffKurus: 108_000,
        periods: 1,
        startDate: '2026-01-05',
      }),
    ).toMatchObject({ amountKurus: 648_000, areaCm2: 60_000, dueDate: '2026-02-20' });
    // Per piece: 3 posters × 45.00 TL/week × 7 weeks = 945.00 TL.
    expect(advertisingTax({ count: 3, tariffKurus: 4_500, periods: 7, startDate: '2026-12-10' })).toMatchObject({
      amountKurus: 94_500,
      areaCm2: null,
      dueDate: '2027-01-20',
    });
  });

  it('a 2,01 m × 0,5 m sign is 1,005 m², not 1,00 m²', () => {
    // 201 cm × 50 cm = 10,050 cm² = 1.005 m² × 560.00 TL = 562.80 TL.
    expect(
      advertisingTax({
        size: { widthCm: 201, heightCm: 50 },
        count: 1,
        tariffKurus: 56_000,
        periods: 1,
        startDate: '2026-03-02',
      }).amountKurus,
    ).toBe(56_280);
    // 1,005 m² × 333.33 TL = 334.99665 TL → 335.00 TL (one rounding).
    expect(
      advertisingTax({
        size: { widthCm: 201, heightCm: 50 },
        count: 1,
        tariffKurus: 33_333,
        periods: 1,
        startDate: '2026-03-02',
      }).amountKurus,
    ).toBe(33_500);
  });

  it('a business’s own name sign up to the legal area is exempt; over it, all of it is taxed (2464 art. 14)', () => {
    // 4 m × 2 m = 8 m² in a büyükşehir (limit 8 m²): exempt.
    expect(
      advertisingTax({
        size: { widthCm: 400, heightCm: 200 },
        count: 1,
        tariffKurus: 56_000,
        periods: 1,
        startDate: '2026-03-02',
        ownSignExemptUpToM2: 8,
      }),
    ).toMatchObject({ amountKurus: 0, exempt: true });
    // 4,01 m × 2 m = 8,02 m² > 8 m²: the whole 8,02 m² × 560.00 TL = 4,491.20 TL.
    expect(
      advertisingTax({
        size: { widthCm: 401, heightCm: 200 },
        count: 1,
        tariffKurus: 56_000,
        periods: 1,
        startDate: '2026-03-02',
        ownSignExemptUpToM2: 8,
      }),
    ).toMatchObject({ amountKurus: 449_120, exempt: false });
    // Two 2 m × 2 m signs = 8 m² together: exempt; three = 12 m²: 12 × 560.00 TL = 6,720.00 TL.
    expect(
      advertisingTax({
        size: { widthCm: 200, heightCm: 200 },
        count: 2,
        tariffKurus: 56_000,
        periods: 1,
        startDate: '2026-03-02',
        ownSignExemptUpToM2: 8,
      }).amountKurus,
    ).toBe(0);
    expect(
      advertisingTax({
        size: { widthCm: 200, heightCm: 200 },
        count: 3,
        tariffKurus: 56_000,
        periods: 1,
        startDate: '2026-03-02',
        ownSignExemptUpToM2: 8,
      }).amountKurus,
    ).toBe(672_000);
  });

  it('one advertising declaration covers at most a year of the tariff', () => {
    expect(advertisingPeriodLimits).toEqual({ yil: 1, hafta: 52, gun: 366 });
  });

  it('entertainment tax: a share of takings rounded once, or a fixed amount per day and unit (2464 art. 24)', () => {
    // 10 % of 250,000.00 TL takings = 25,000.00 TL; 5 % of 1,234.57 TL = 61.7285 TL → 61.73 TL.
    expect(entertainmentTax({ kind: 'percent', rateBasisPoints: 1_000, takingsKurus: 25_000_000 }, '2026-10')).toEqual({
      amountKurus: 2_500_000,
      dueDate: '2026-11-20',
    });
    expect(
      entertainmentTax({ kind: 'percent', rateBasisPoints: 500, takingsKurus: 123_457 }, '2026-10').amountKurus,
    ).toBe(6_173);
    // 60.00 TL × 3 rides × 12 days = 2,160.00 TL.
    expect(entertainmentTax({ kind: 'daily', perDayKurus: 6_000, units: 3, days: 12 }, '2026-10').amountKurus).toBe(
      216_000,
    );
  });

  it('entertainment days are at most the days of the month; a date must exist', () => {
    expect([daysInMonth(2026, 2), daysInMonth(2028, 2), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([
      28, 29, 30, 31,
    ]);
    expect(isCalendarDate('2026-13-05')).toBe(false);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-1-05')).toBe(false);
  });
});
