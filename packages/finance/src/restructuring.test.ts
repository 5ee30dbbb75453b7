import { describe, expect, it } from 'vitest';
import { MissingLawDataError } from './law-data';
import { indexAmount, indexMonths, installmentAmounts, installmentDueDates, offsetPaid, planBreach, restructuringQuote, type RestructuringTerms } from './restructuring';

// Worked examples: every expected figure is computed by hand in the comment above it, never by the
// code under test. Money in kuruş; index changes in hundredths of a percent (1.50 % → 150).

/** Law 7326's figures (domain/taxes.md): 6 → 1.045, 9 → 1.083, 12 → 1.105, 18 → 1.15, 90 % off the index amount up front. */
const law7326: RestructuringTerms = {
  cutoffDate: '2026-06-30',
  revenueCodes: ['EMLAK', 'KVKP'],
  indexUntil: '2026-10-24',
  options: [
    { installments: 18, coefficient: '1.15' },
    { installments: 6, coefficient: '1.045' },
    { installments: 9, coefficient: '1.083' },
    { installments: 12, coefficient: '1.105' },
  ],
  periodMonths: 2,
  upFrontIndexDiscountPercent: 90,
  firstDueMonthsAfterApplication: 1,
  breakRule: { firstInstallments: 2, missesPerYear: 2, finalGraceMonths: 1 },
};

const series = new Map([
  ['2026-06', 120],
  ['2026-07', 150],
  ['2026-08', 200],
  ['2026-09', -40],
  ['2026-10', 300],
]);

describe('Yİ-ÜFE amount instead of gecikme zammı (7326 art. 2/1-a)', () => {
  it('counts the months after the due month up to the month before the law', () => {
    // Due 30.06.2026, law of 24.10.2026: July, August, September.
    expect(indexMonths('2026-06-30', '2026-10-24')).toEqual(['2026-07', '2026-08', '2026-09']);
    // Due in the law's month or the one before: no whole month between.
    expect(indexMonths('2026-09-30', '2026-10-24')).toEqual([]);
    expect(indexMonths('2025-11-30', '2026-02-01')).toEqual(['2025-12', '2026-01']);
  });

  it('is principal × the sum of the monthly changes, a negative month counting as zero', () => {
    // 1,000.00 TL × (1.50 + 2.00 + 0) % = 1,000.00 × 3.5 % = 35.00 TL.
    expect(indexAmount(100_000, '2026-06-30', '2026-10-24', series)).toBe(3_500);
    // 333.33 TL × 3.5 % = 11.66655 TL → 11.67 TL, rounded once, half up.
    expect(indexAmount(33_333, '2026-06-30', '2026-10-24', series)).toBe(1_167);
  });

  it('names the month missing from the series instead of guessing', () => {
    expect(() => indexAmount(100_000, '2026-03-31', '2026-10-24', series)).toThrow(MissingLawDataError);
    expect(() => indexAmount(100_000, '2026-03-31', '2026-10-24', series)).toThrow(/2026-04 ayının Yİ-ÜFE/);
  });
});

describe('options (7326 art. 2/1-b: installment = (principal + index amount) × coefficient / count)', () => {
  const quote = restructuringQuote([{ accrualId: 1, principalKurus: 100_000, lateInterestKurus: 12_000, dueDate: '2026-06-30' }], law7326, series, '2026-11-23');

  it('compares today with the plan: 1,120.00 TL today, 1,035.00 TL restructured, 85.00 TL forgiven', () => {
    // Today: 1,000.00 + 120.00 gecikme zammı = 1,120.00. Restructured: 1,000.00 + 35.00 = 1,035.00.
    // Forgiven: 120.00 − 35.00 = 85.00.
    expect(quote).toMatchObject({ principalKurus: 100_000, lateInterestKurus: 12_000, currentTotalKurus: 112_000, indexKurus: 3_500, restructuredKurus: 103_500, forgivenKurus: 8_500 });
    expect(quote.lines).toEqual([{ accrualId: 1, indexKurus: 3_500 }]);
  });

  it('up front: 90 % of the index amount cancelled', () => {
    // 90 % × 35.00 = 31.50; 1,035.00 − 31.50 = 1,003.50, due 31.12.2026 (end of the month after 23.11.2026).
    expect(quote.options[0]).toEqual({ installments: 1, coefficient: '1', discountKurus: 3_150, totalKurus: 100_350, schedule: [{ no: 1, dueDate: '2026-12-31', amountKurus: 100_350 }] });
  });

  it('each installment option, the odd kuruş on the first installment', () => {
    // 6 × 1.045: 1,035.00 × 1.045 = 1,081.575 → 1,081.58; /6 = 180.263… → 180.26 ×5, first 1,081.58 − 901.30 = 180.28.
    // 9 × 1.083: 1,035.00 × 1.083 = 1,120.905 → 1,120.91; /9 → 124.54 ×8, first 1,120.91 − 996.32 = 124.59.
    // 12 × 1.105: 1,035.00 × 1.105 = 1,143.675 → 1,143.68; /12 → 95.30 ×11, first 1,143.68 − 1,048.30 = 95.38.
    // 18 × 1.15: 1,035.00 × 1.15 = 1,190.25; /18 = 66.125 → 66.12 ×17, first 1,190.25 − 1,124.04 = 66.21.
    const summary = quote.options.slice(1).map((o) => [o.installments, o.totalKurus, o.schedule[0].amountKurus, o.schedule[1].amountKurus]);
    expect(summary).toEqual([
      [6, 108_158, 18_028, 18_026],
      [9, 112_091, 12_459, 12_454],
      [12, 114_368, 9_538, 9_530],
      [18, 119_025, 6_621, 6_612],
    ]);
    for (const o of quote.options) expect(o.schedule.reduce((sum, i) => sum + i.amountKurus, 0)).toBe(o.totalKurus);
  });

  it('due dates: end of the month after the application, then every two months at a month end', () => {
    // Applied 23.11.2026: 31.12.2026, 28.02.2027 (no 29th in 2027), 30.04, 30.06, 31.08, 31.10.2027.
    expect(quote.options[1].schedule.map((i) => i.dueDate)).toEqual(['2026-12-31', '2027-02-28', '2027-04-30', '2027-06-30', '2027-08-31', '2027-10-31']);
    expect(installmentDueDates('2027-12-05', { firstDueMonthsAfterApplication: 2, periodMonths: 2 }, 2)).toEqual(['2028-02-29', '2028-04-30']);
    // 100.00 TL in 3: 33.34 + 33.33 + 33.33.
    expect(installmentAmounts(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
  });

  it('adds two debts up before the coefficient, each index amount rounded on its own', () => {
    // EMLAK 1,850.40 TL and KVKP 185.04 TL due 30.06.2026: index 3.5 % → 64.764 → 64.76 and 6.4764 → 6.48.
    // Restructured: 2,035.44 + 71.24 = 2,106.68; 6 × 1.045 = 2,201.4806 → 2,201.48; /6 = 366.913… → 366.91 ×5, first 2,201.48 − 1,834.55 = 366.93.
    const two = restructuringQuote(
      [
        { accrualId: 1, principalKurus: 185_040, lateInterestKurus: 0, dueDate: '2026-06-30' },
        { accrualId: 2, principalKurus: 18_504, lateInterestKurus: 0, dueDate: '2026-06-30' },
      ],
      law7326,
      series,
      '2026-11-23',
    );
    expect(two.lines).toEqual([{ accrualId: 1, indexKurus: 6_476 }, { accrualId: 2, indexKurus: 648 }]);
    expect(two.restructuredKurus).toBe(210_668);
    expect(two.options[1]).toMatchObject({ installments: 6, totalKurus: 220_148 });
    expect(two.options[1].schedule.map((i) => i.amountKurus)).toEqual([36_693, 36_691, 36_691, 36_691, 36_691, 36_691]);
  });
});

describe('breaking a plan (7326 art. 10, as domain/taxes.md puts it)', () => {
  const rule = law7326.breakRule;
  const plan = (paid: (string | null)[]) =>
    ['2026-12-31', '2027-03-01', '2027-04-30', '2027-06-30', '2027-08-31', '2027-11-01'].map((deadline, index) => ({ no: index + 1, deadline, paidOn: paid[index] ?? null }));

  it('stands while nothing is late yet, and with up to two late installments a year after the first two', () => {
    expect(planBreach(plan([]), rule, '2026-12-31')).toEqual({ broken: false });
    // 3rd and 4th late in 2027, paid later: two in a year is allowed.
    expect(planBreach(plan(['2026-12-20', '2027-02-27', '2027-05-10', '2027-07-15', null]), rule, '2027-08-01')).toEqual({ broken: false });
  });

  it('breaks when one of the first two is late', () => {
    expect(planBreach(plan([]), rule, '2027-01-01')).toEqual({ broken: true, reason: '1. taksit vadesinde (31.12.2026) ödenmedi; ilk 2 taksitin vadesinde ödenmesi gerekir.' });
    expect(planBreach(plan(['2026-12-20', '2027-03-02']), rule, '2027-03-05')).toMatchObject({ broken: true, reason: expect.stringMatching(/^2\. taksit/) });
  });

  it('breaks at the third late installment of a calendar year', () => {
    // 3rd, 4th and 5th all unpaid on 01.09.2027: three late in 2027.
    expect(planBreach(plan(['2026-12-20', '2027-02-27']), rule, '2027-09-01')).toEqual({ broken: true, reason: '2027 yılında 3 taksit vadesinde ödenmedi; bir yılda en fazla 2 taksit gecikebilir.' });
  });

  it('breaks when a late installment is still unpaid a month after the last deadline', () => {
    const lastTwoLate = plan(['2026-12-20', '2027-02-27', '2027-04-30', '2027-06-30']);
    expect(planBreach(lastTwoLate, rule, '2027-12-31')).toEqual({ broken: false });
    // Last deadline 01.11.2027 → grace to 31.12.2027.
    expect(planBreach(lastTwoLate, rule, '2028-01-01')).toMatchObject({ broken: true, reason: expect.stringContaining('31.12.2027') });
  });

  it('sets what was paid against the original debts, oldest first, principal only', () => {
    // 500.00 TL paid: the 2024 debt (300.00) fully, the 2025 one 200.00 of 400.00.
    expect(offsetPaid(50_000, [
      { accrualId: 7, dueDate: '2025-11-30', principalKurus: 40_000 },
      { accrualId: 3, dueDate: '2024-05-31', principalKurus: 30_000 },
    ])).toEqual([{ accrualId: 3, offsetKurus: 30_000 }, { accrualId: 7, offsetKurus: 20_000 }]);
  });
});
