import { describe, expect, it } from 'vitest';
import { addMonths, istanbulToday } from './dates';
import { lateInterest, type LateInterestRate } from './late-interest';

// The monthly rates of domain/taxes.md, as the seed loads them.
const rates: LateInterestRate[] = [
  { from: '2019-12-30', monthlyBasisPoints: 160 },
  { from: '2022-07-21', monthlyBasisPoints: 250 },
  { from: '2023-11-14', monthlyBasisPoints: 350 },
  { from: '2024-05-21', monthlyBasisPoints: 450 },
  { from: '2025-11-13', monthlyBasisPoints: 370 },
];

describe('gecikme zammı', () => {
  it('citizen sees interest to today on an overdue installment inside one rate period', () => {
    // 1,000.00 TL due 30.11.2025, paid 22.11.2026. Interest runs from 01.12.2025 (3.7 %):
    // 01.12.2025 + 11 months = 01.11.2026, then 22 days to 23.11.2026 (exclusive) → 11 + 22/30 months.
    // 100,000 kuruş × 0.037 × 11.7333… = 43,413.33 → 43,413 kuruş = 434.13 TL.
    const result = lateInterest(100_000, '2025-11-30', '2026-11-22', rates);
    expect(result.periods).toEqual([{ from: '2025-12-01', to: '2026-11-22', monthlyBasisPoints: 370, months: 11, days: 22, interestKurus: 43_413 }]);
    expect(result.interestKurus).toBe(43_413);
  });

  it('computes each rate period separately and sums them', () => {
    // 500.00 TL due 31.05.2024, paid 15.12.2025.
    // 4.5 %: 01.06.2024 – 12.11.2025 = 17 months (to 01.11.2025) + 12 days → 50,000 × 0.045 × 17.4 = 39,150
    // 3.7 %: 13.11.2025 – 15.12.2025 = 1 month (to 13.12.2025) + 3 days → 50,000 × 0.037 × 1.1 = 2,035
    const result = lateInterest(50_000, '2024-05-31', '2025-12-15', rates);
    expect(result.periods.map(({ monthlyBasisPoints, months, days, interestKurus }) => ({ monthlyBasisPoints, months, days, interestKurus }))).toEqual([
      { monthlyBasisPoints: 450, months: 17, days: 12, interestKurus: 39_150 },
      { monthlyBasisPoints: 370, months: 1, days: 3, interestKurus: 2_035 },
    ]);
    expect(result.interestKurus).toBe(41_185);
  });

  it('is never less than 1 TL once anything is due', () => {
    // 10.00 TL ten days late at 3.7 %: 1,000 × 0.037 × 10/30 = 12.33 kuruş → the 1 TL minimum.
    expect(lateInterest(1_000, '2026-11-12', '2026-11-22', rates).interestKurus).toBe(100);
  });

  it('is zero on or before the due date', () => {
    expect(lateInterest(100_000, '2026-11-30', '2026-11-30', rates)).toEqual({ interestKurus: 0, periods: [] });
    expect(lateInterest(100_000, '2026-11-30', '2026-11-01', rates).interestKurus).toBe(0);
  });

  it('refuses a date before the first known rate instead of guessing', () => {
    expect(() => lateInterest(100_000, '2018-01-01', '2026-01-01', rates)).toThrow(/oranı tanımlı değil/);
  });
});

describe('dates', () => {
  it('adds months clamping to the end of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });
  it("takes today's date in Istanbul, not UTC", () => {
    expect(istanbulToday(new Date('2026-11-30T21:30:00Z'))).toBe('2026-12-01');
  });
});
