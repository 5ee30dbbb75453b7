import { describe, expect, it } from 'vitest';
import { buildingValue, estateTax, landValue, lawRates, plotValue, wearPercent, type WearBand, workplaceCleaningTax } from './estate-tax';
import { advertisingTax, entertainmentTax } from './other-taxes';
import { splitEvenly } from './money';

// Betonarme karkas row of the wear-share table in domain/taxes.md.
const reinforcedConcrete: WearBand[] = [
  { maxAge: 3, percent: 4 }, { maxAge: 5, percent: 6 }, { maxAge: 10, percent: 10 }, { maxAge: 15, percent: 15 }, { maxAge: 20, percent: 20 },
  { maxAge: 30, percent: 25 }, { maxAge: 40, percent: 32 }, { maxAge: 50, percent: 40 }, { maxAge: 75, percent: 50 }, { maxAge: null, percent: 60 },
];

describe('emlak vergisi', () => {
  it('arsa: parcel m² × street unit value × share, at 3 ‰ (6 ‰ in a büyükşehir), two installments and the 10 % contribution', () => {
    // 500 m² × 1,200.00 TL/m² × 1/1 = 600,000.00 TL → 3 ‰ = 1,800.00 TL; 10 % = 180.00 TL.
    const value = plotValue({ parcelM2: 500, share: 1, totalShares: 1 }, 120_000);
    expect(value).toBe(60_000_000);
    const tax = estateTax({ kind: 'arsa', valueKurus: value, metropolitan: false, rates: lawRates }, 2026);
    expect(tax).toMatchObject({ taxableValueKurus: 60_000_000, ratePerMille: 3, taxKurus: 180_000, cultureContributionKurus: 18_000 });
    expect(tax.installments).toEqual([
      { installment: 1, dueDate: '2026-05-31', taxKurus: 90_000, cultureKurus: 9_000 },
      { installment: 2, dueDate: '2026-11-30', taxKurus: 90_000, cultureKurus: 9_000 },
    ]);
    // Inside a büyükşehir the rate doubles: 600,000.00 TL × 6 ‰ = 3,600.00 TL.
    expect(estateTax({ kind: 'arsa', valueKurus: value, metropolitan: true, rates: lawRates }, 2026).taxKurus).toBe(360_000);
  });

  it('arazi: the unused part of the 10,000 TL exemption comes off the value first', () => {
    // 10,000 m² of taban land × 15.00 TL/m² = 150,000.00 TL; minus 10,000.00 TL exempt = 140,000.00 TL;
    // × 1 ‰ = 140.00 TL; contribution 14.00 TL.
    const value = landValue({ parcelM2: 10_000, share: 1, totalShares: 1 }, 1_500);
    expect(value).toBe(15_000_000);
    const tax = estateTax({ kind: 'arazi', valueKurus: value, metropolitan: false, rates: lawRates, landExemptionLeftKurus: 1_000_000 }, 2026);
    expect(tax).toMatchObject({ taxableValueKurus: 14_000_000, taxKurus: 14_000, cultureContributionKurus: 1_400 });
  });

  it('building: land share + floor area × construction cost less wear by age, at the konut rate', () => {
    // Land share: 800 m² × 40/800 × 1,200.00 TL = 48,000.00 TL.
    // Construction: 120 m² × 10,750.00 TL = 1,290,000.00 TL; 12 years old, betonarme → 15 % wear = 193,500.00 TL.
    // Value: 48,000.00 + 1,290,000.00 − 193,500.00 = 1,144,500.00 TL; konut in a büyükşehir 2 ‰ = 2,289.00 TL.
    expect(wearPercent(reinforcedConcrete, 12)).toBe(15);
    const value = buildingValue({ land: { parcelM2: 800, share: 40, totalShares: 800 }, streetUnitKurusPerM2: 120_000, floorM2: 120, constructionCostKurusPerM2: 1_075_000, wearPercent: 15 });
    expect(value).toEqual({ landShareValueKurus: 4_800_000, constructionValueKurus: 129_000_000, wearKurus: 19_350_000, valueKurus: 114_450_000 });
    const tax = estateTax({ kind: 'konut', valueKurus: value.valueKurus, metropolitan: true, rates: lawRates }, 2026);
    expect(tax).toMatchObject({ ratePerMille: 2, taxKurus: 228_900, cultureContributionKurus: 22_890 });
    expect(tax.installments.map((i) => i.taxKurus)).toEqual([114_450, 114_450]);
  });

  it('wear bands: 0–3 years 4 %, 76 and older 60 %', () => {
    expect(wearPercent(reinforcedConcrete, 0)).toBe(4);
    expect(wearPercent(reinforcedConcrete, 3)).toBe(4);
    expect(wearPercent(reinforcedConcrete, 4)).toBe(6);
    expect(wearPercent(reinforcedConcrete, 90)).toBe(60);
  });

  it('a dwelling under the zero-rate exemption pays nothing', () => {
    const tax = estateTax({ kind: 'konut', valueKurus: 114_450_000, metropolitan: true, rates: lawRates, zeroRateExemption: true }, 2026);
    expect(tax).toMatchObject({ ratePerMille: 0, taxKurus: 0, cultureContributionKurus: 0 });
  });

  it('a new building pays at least the tax of its land share for the 4 years after completion', () => {
    // Value 500,000.00 TL × konut 1 ‰ = 500.00 TL, but the land share (200,000.00 TL) at the arsa rate
    // 3 ‰ is 600.00 TL: completed in 2024, the 2026 tax is 600.00 TL. From 2029 the floor no longer applies.
    const input = { kind: 'konut' as const, valueKurus: 50_000_000, metropolitan: false, rates: lawRates, newBuilding: { completionYear: 2024, taxYear: 2026, landShareValueKurus: 20_000_000 } };
    expect(estateTax(input, 2026)).toMatchObject({ taxKurus: 60_000, landShareFloorKurus: 60_000 });
    expect(estateTax({ ...input, newBuilding: { ...input.newBuilding, taxYear: 2029 } }, 2029)).toMatchObject({ taxKurus: 50_000, landShareFloorKurus: null });
  });

  it('the odd kuruş goes to the first installment', () => {
    expect(splitEvenly(100_001, 2)).toEqual([50_001, 50_000]);
  });
});

describe('other municipal taxes', () => {
  it('ÇTV for a workplace: the annual tariff amount in the two estate tax installments', () => {
    expect(workplaceCleaningTax(412_000, 2026).installments).toEqual([
      { installment: 1, dueDate: '2026-05-31', amountKurus: 206_000 },
      { installment: 2, dueDate: '2026-11-30', amountKurus: 206_000 },
    ]);
  });

  it('advertising tax: 6 m² lit sign × 1,080.00 TL/m²/year × 1 year = 6,480.00 TL, due the 20th of the next month', () => {
    expect(advertisingTax({ quantity: 6, count: 1, tariffKurus: 108_000, periods: 1, startDate: '2026-01-05' })).toEqual({ amountKurus: 648_000, dueDate: '2026-02-20' });
    expect(advertisingTax({ quantity: 1, count: 3, tariffKurus: 4_500, periods: 7, startDate: '2026-12-10' })).toEqual({ amountKurus: 94_500, dueDate: '2027-01-20' });
  });

  it('entertainment tax: 10 % of 250,000.00 TL takings = 25,000.00 TL, or 350.00 TL × 12 days = 4,200.00 TL', () => {
    expect(entertainmentTax({ kind: 'percent', percent: 10, takingsKurus: 25_000_000 }, '2026-10')).toEqual({ amountKurus: 2_500_000, dueDate: '2026-11-20' });
    expect(entertainmentTax({ kind: 'daily', perDayKurus: 35_000, days: 12 }, '2026-10').amountKurus).toBe(420_000);
  });
});
