import { describe, expect, it } from 'vitest';
import { MissingLawDataError } from './law-data';
import { holidayCalendar, nextWorkingDay } from './calendar';
import { lateInterest } from './late-interest';
import {
  indexAmount,
  indexMonths,
  installmentAmounts,
  installmentDueDates,
  legalDueDates,
  planBreach,
  principalKeptByPayments,
  restructuringQuote,
  type RestructuringTerms,
} from './restructuring';

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
  firstDueDate: null,
  firstDueMonthsAfterApplication: 1,
  extensions: [],
  revenueRules: {},
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
  const quote = restructuringQuote(
    [{ accrualId: 1, principalKurus: 100_000, lateInterestKurus: 12_000, dueDate: '2026-06-30' }],
    law7326,
    series,
    '2026-11-23',
  );

  it('compares today with the plan: 1,120.00 TL today, 1,035.00 TL restructured, 85.00 TL forgiven', () => {
    // Today: 1,000.00 + 120.00 gecikme zammı = 1,120.00. Restructured: 1,000.00 + 35.00 = 1,035.00.
    // Forgiven: 120.00 − 35.00 = 85.00.
    expect(quote).toMatchObject({
      principalKurus: 100_000,
      lateInterestKurus: 12_000,
      currentTotalKurus: 112_000,
      indexKurus: 3_500,
      restructuredKurus: 103_500,
      forgivenKurus: 8_500,
    });
    expect(quote.lines).toEqual([{ accrualId: 1, indexKurus: 3_500 }]);
  });

  it('up front: 90 % of the index amount cancelled', () => {
    // 90 % × 35.00 = 31.50; 1,035.00 − 31.50 = 1,003.50, due 31.12.2026 (end of the month after 23.11.2026).
    expect(quote.options[0]).toEqual({
      installments: 1,
      coefficient: '1',
      discountKurus: 3_150,
      totalKurus: 100_350,
      schedule: [{ no: 1, dueDate: '2026-12-31', amountKurus: 100_350 }],
    });
  });

  it('each installment option, the odd kuruş on the first installment', () => {
    // 6 × 1.045: 1,035.00 × 1.045 = 1,081.575 → 1,081.58; /6 = 180.263… → 180.26 ×5, first 1,081.58 − 901.30 = 180.28.
    // 9 × 1.083: 1,035.00 × 1.083 = 1,120.905 → 1,120.91; /9 → 124.54 ×8, first 1,120.91 − 996.32 = 124.59.
    // 12 × 1.105: 1,035.00 × 1.105 = 1,143.675 → 1,143.68; /12 → 95.30 ×11, first 1,143.68 − 1,048.30 = 95.38.
    // 18 × 1.15: 1,035.00 × 1.15 = 1,190.25; /18 = 66.125 → 66.12 ×17, first 1,190.25 − 1,124.04 = 66.21.
    const summary = quote.options
      .slice(1)
      .map((o) => [o.installments, o.totalKurus, o.schedule[0].amountKurus, o.schedule[1].amountKurus]);
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
    expect(quote.options[1].schedule.map((i) => i.dueDate)).toEqual([
      '2026-12-31',
      '2027-02-28',
      '2027-04-30',
      '2027-06-30',
      '2027-08-31',
      '2027-10-31',
    ]);
    expect(
      installmentDueDates('2027-12-05', { firstDueDate: null, firstDueMonthsAfterApplication: 2, periodMonths: 2 }, 2),
    ).toEqual(['2028-02-29', '2028-04-30']);
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
    expect(two.lines).toEqual([
      { accrualId: 1, indexKurus: 6_476 },
      { accrualId: 2, indexKurus: 648 },
    ]);
    expect(two.restructuredKurus).toBe(210_668);
    expect(two.options[1]).toMatchObject({ installments: 6, totalKurus: 220_148 });
    expect(two.options[1].schedule.map((i) => i.amountKurus)).toEqual([36_693, 36_691, 36_691, 36_691, 36_691, 36_691]);
  });
});

describe("Law 7326's schedule: the law's dates, whenever the citizen applied (art. 2; CK 4420 moved the first only)", () => {
  // RG 09.06.2021: first installment by the end of the third month after publication (30.09.2021), the
  // rest every two months from there; CK 4420 (RG 27.08.2021) moved only the first, to 31.10.2021.
  const schedule7326 = {
    firstDueDate: '2021-09-30',
    firstDueMonthsAfterApplication: null,
    periodMonths: 2,
    extensions: [{ installments: [1], dueDate: '2021-10-31', source: 'CK 4420, RG 27.08.2021' }],
  };
  // Weekends and the fixed holidays of 2021 are enough here; 2021's bayram days are in June and July.
  const calendar = holidayCalendar(
    [{ month: 10, day: 29, name: 'Cumhuriyet Bayramı', halfDay: false, fromYear: 1981 }],
    [{ date: '2021-07-20', name: 'Kurban Bayramı 1. gün', halfDay: false }],
  );

  it('a citizen who applied on 15.06.2021 pays the first installment by 01.11.2021, not 31.08.2021', () => {
    const dates = installmentDueDates('2021-06-15', schedule7326, 18);
    expect(dates[0]).toBe('2021-10-31');
    // 31.10.2021 is a Sunday: the deadline ends Monday 01.11.2021 (VUK art. 18).
    expect(nextWorkingDay(dates[0], calendar)).toBe('2021-11-01');
    // The others keep the law's dates: 30.11.2021, 31.01.2022 … the 18th on 31.07.2024.
    expect(dates.slice(1, 3)).toEqual(['2021-11-30', '2022-01-31']);
    expect(dates[17]).toBe('2024-07-31');
  });

  it('a citizen who applied on 20.08.2021 pays the second installment by 30.11.2021, like everyone', () => {
    expect(installmentDueDates('2021-08-20', schedule7326, 2)).toEqual(['2021-10-31', '2021-11-30']);
    expect(installmentDueDates('2021-09-30', schedule7326, 2)).toEqual(['2021-10-31', '2021-11-30']);
  });

  it("keeps the law's own first date apart from the decree's", () => {
    expect(legalDueDates('2021-06-15', schedule7326, 2)).toEqual(['2021-09-30', '2021-11-30']);
  });

  it('administrative fines: paying up front also cancels 25 % of the principal (a per-revenue-type rule)', () => {
    // 1,000.00 TL fine + 1,000.00 TL emlak, both due 30.06.2026, index 3.5 %: 35.00 each, 70.00 in all.
    // Up front: 90 % × 70.00 = 63.00, and 25 % × 1,000.00 of the fine = 250.00: 313.00 off 2,070.00 = 1,757.00.
    const terms = {
      ...law7326,
      revenueCodes: ['EMLAK', 'CEZA'],
      revenueRules: { CEZA: { upFrontPrincipalDiscountPercent: 25, source: '7326 md. 2' } },
    };
    const quote = restructuringQuote(
      [
        { accrualId: 1, principalKurus: 100_000, lateInterestKurus: 0, dueDate: '2026-06-30', revenueCode: 'CEZA' },
        { accrualId: 2, principalKurus: 100_000, lateInterestKurus: 0, dueDate: '2026-06-30', revenueCode: 'EMLAK' },
      ],
      terms,
      series,
      '2026-11-23',
    );
    expect(quote.options[0]).toMatchObject({ installments: 1, discountKurus: 31_300, totalKurus: 175_700 });
    // The installment options are not touched: 2,070.00 × 1.045 = 2,163.15.
    expect(quote.options[1]).toMatchObject({ installments: 6, discountKurus: 0, totalKurus: 216_315 });
  });
});

describe('breaking a plan (7326 art. 10, as domain/taxes.md puts it)', () => {
  const rule = law7326.breakRule;
  // The legal dates, and the same moved off weekends (VUK art. 18): 28.02.2027 and 31.10.2027 are Sundays.
  const legal = ['2026-12-31', '2027-02-28', '2027-04-30', '2027-06-30', '2027-08-31', '2027-10-31'];
  const plan = (paid: (string | null)[]) =>
    ['2026-12-31', '2027-03-01', '2027-04-30', '2027-06-30', '2027-08-31', '2027-11-01'].map((deadline, index) => ({
      no: index + 1,
      deadline,
      legalDueDate: legal[index],
      paidOn: paid[index] ?? null,
    }));

  it('stands while nothing is late yet, and with up to two late installments a year after the first two', () => {
    expect(planBreach(plan([]), rule, '2026-12-31')).toEqual({ broken: false });
    // 3rd and 4th late in 2027, paid later: two in a year is allowed.
    expect(
      planBreach(plan(['2026-12-20', '2027-02-27', '2027-05-10', '2027-07-15', null]), rule, '2027-08-01'),
    ).toEqual({ broken: false });
  });

  it('breaks when one of the first two is late', () => {
    expect(planBreach(plan([]), rule, '2027-01-01')).toEqual({
      broken: true,
      reason: '1. taksit vadesinde (31.12.2026) ödenmedi; ilk 2 taksitin vadesinde ödenmesi gerekir.',
    });
    expect(planBreach(plan(['2026-12-20', '2027-03-02']), rule, '2027-03-05')).toMatchObject({
      broken: true,
      reason: expect.stringMatching(/^2\. taksit/),
    });
  });

  it('breaks at the third late installment of a calendar year', () => {
    // 3rd, 4th and 5th all unpaid on 01.09.2027: three late in 2027.
    expect(planBreach(plan(['2026-12-20', '2027-02-27']), rule, '2027-09-01')).toEqual({
      broken: true,
      reason: '2027 yılında 3 taksit vadesinde ödenmedi; bir yılda en fazla 2 taksit gecikebilir.',
    });
  });

  it('breaks when a late installment is still unpaid at the end of the month after the last legal date', () => {
    const lastTwoLate = plan(['2026-12-20', '2027-02-27', '2027-04-30', '2027-06-30']);
    // "Son taksiti izleyen ayın sonuna kadar": the last installment's legal date is 31.10.2027 (moved to
    // 01.11.2027 only because it is a Sunday), so the grace ends 30.11.2027, not 31.12.2027.
    expect(planBreach(lastTwoLate, rule, '2027-11-30')).toEqual({ broken: false });
    expect(planBreach(lastTwoLate, rule, '2027-12-01')).toEqual({
      broken: true,
      reason: 'Geciken taksitler son taksitin vadesinden sonraki 1 ay içinde (30.11.2027 tarihine kadar) ödenmedi.',
    });
  });

  it('moves the end of the grace off a holiday like any deadline (VUK art. 18)', () => {
    // Last installment 31.08.2029 → grace to 30.09.2029, a Sunday: it ends Monday 01.10.2029.
    const records = [
      { no: 1, deadline: '2029-06-29', legalDueDate: '2029-06-30', paidOn: '2029-06-28' },
      { no: 2, deadline: '2029-08-31', paidOn: null },
    ];
    const moved = (date: string) => (date === '2029-09-30' ? '2029-10-01' : date);
    const lenient = { firstInstallments: 1, missesPerYear: 2, finalGraceMonths: 1 };
    expect(planBreach(records, lenient, '2029-10-01', moved)).toEqual({ broken: false });
    expect(planBreach(records, lenient, '2029-10-02', moved)).toMatchObject({
      broken: true,
      reason: expect.stringContaining('01.10.2029'),
    });
  });

  it('keeps the benefit for what was paid: paid ÷ plan total of every principal counts as paid', () => {
    // A sixth of a 1,200.00 TL plan paid: a sixth of each principal, rounded half up per debt.
    // 300.00 × 200/1,200 = 50.00; 400.00 × 1/6 = 66.666… → 66.67.
    expect(
      principalKeptByPayments(20_000, 120_000, [
        { accrualId: 3, principalKurus: 30_000 },
        { accrualId: 7, principalKurus: 40_000 },
      ]),
    ).toEqual([
      { accrualId: 3, offsetKurus: 5_000 },
      { accrualId: 7, offsetKurus: 6_667 },
    ]);
    // Everything paid settles everything; nothing paid keeps nothing.
    expect(principalKeptByPayments(120_000, 120_000, [{ accrualId: 3, principalKurus: 30_000 }])).toEqual([
      { accrualId: 3, offsetKurus: 30_000 },
    ]);
    expect(principalKeptByPayments(0, 120_000, [{ accrualId: 3, principalKurus: 30_000 }])).toEqual([
      { accrualId: 3, offsetKurus: 0 },
    ]);
  });
});

describe('what a broken 7326 plan leaves owed (common provisions: "ödenmiş tutarlar kadar … yararlanılır"; 6183 art. 51)', () => {
  // 10,000.00 TL due Monday 30.11.2020, 18 installments, 3 paid, broken 02.08.2022 (decision 061).
  // Index Dec 2020 – May 2021 (TÜİK Yİ-ÜFE 2.36 + 4.39 + 1.22 + 4.13 + 4.34 + 4.01 = 20.45 %): 2,045.00 TL.
  // 18 × 1.15: 12,045.00 × 1.15 = 13,851.75; /18 = 769.54 ×17, first 769.57. Three paid: 2,308.65.
  const rates = [
    { from: '2019-12-30', monthlyBasisPoints: 160 }, // CK 1947, RG 30.12.2019/30994
    { from: '2022-07-21', monthlyBasisPoints: 250 }, // CK 5801, RG 21.07.2022/31899
  ];
  const paid = 76_957 + 76_954 + 76_954;

  it('a sixth of the plan paid keeps a sixth of the principal; the rest runs gecikme zammı from 30.11.2020', () => {
    expect(paid).toBe(230_865);
    // 10,000.00 × 2,308.65 / 13,851.75 = 1,666.679… → 1,666.68 counts as paid; 8,333.32 comes back.
    const [kept] = principalKeptByPayments(paid, 1_385_175, [{ accrualId: 1, principalKurus: 1_000_000 }]);
    expect(kept.offsetKurus).toBe(166_668);
    // 6183 art. 51 on 8,333.32 from 01.12.2020 to 02.08.2022: 1.6 % for 19 months and 20 days
    // (01.12.2020–20.07.2022) = 31.4666… %, then 2.5 % for 13 days (21.07–02.08.2022) = 1.0833… %;
    // 32.55 % × 8,333.32 = 2,712.495… → 2,712.50 TL.
    const interest = lateInterest(1_000_000 - kept.offsetKurus, '2020-11-30', '2022-08-02', rates).interestKurus;
    expect(interest).toBe(271_250);
    // Owed after the break: 8,333.32 + 2,712.50 = 11,045.82 TL. Setting the 2,308.65 against the
    // principal at face value (what the break did before) left 7,691.35 + 2,503.53 = 10,194.88; an
    // ordinary payer of the same sums on the same days (6183 art. 51 on the part unpaid at each
    // moment) would owe 7,691.35 + 2,959.51 = 10,650.86; the law's reading leaves more than that here.
    expect(1_000_000 - kept.offsetKurus + interest).toBe(1_104_582);
    expect(lateInterest(1_000_000 - paid, '2020-11-30', '2022-08-02', rates).interestKurus).toBe(250_353);
    const ordinary =
      lateInterest(1_000_000, '2020-11-30', '2021-11-01', rates).interestKurus +
      lateInterest(1_000_000 - 76_957, '2021-11-01', '2021-11-30', rates).interestKurus +
      lateInterest(1_000_000 - 76_957 - 76_954, '2021-11-30', '2022-01-31', rates).interestKurus +
      lateInterest(1_000_000 - paid, '2022-01-31', '2022-08-02', rates).interestKurus;
    expect(1_000_000 - paid + ordinary).toBe(1_065_086);
    expect(1_000_000 - kept.offsetKurus + interest).toBeGreaterThan(1_000_000 - paid + ordinary);
  });
});
