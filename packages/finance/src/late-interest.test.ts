import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  holidayCalendar,
  isWorkingDay,
  nextWorkingDay,
  yearsWithoutMovingHolidays,
  type DatedHoliday,
  type FixedHoliday,
} from './calendar';
import { addDays, addMonths, istanbulToday } from './dates';
import { MissingLawDataError } from './law-data';
import { debtInterest, lateInterest, type LateInterestRate } from './late-interest';

// Monthly gecikme zammı rates (6183 art. 51), each from the day its decree took effect.
const rates: LateInterestRate[] = [
  { from: '2010-10-19', monthlyBasisPoints: 140 }, // BKK 2010/965, RG 19.10.2010/27734
  { from: '2018-09-05', monthlyBasisPoints: 200 }, // CK 62, RG 05.09.2018
  { from: '2019-07-01', monthlyBasisPoints: 250 }, // CK 1266, RG 29.06.2019/30816, in force 01.07.2019
  { from: '2019-10-02', monthlyBasisPoints: 200 }, // CK 1592, RG 02.10.2019/30906
  { from: '2019-12-30', monthlyBasisPoints: 160 }, // CK 1947, RG 30.12.2019/30994
  { from: '2022-07-21', monthlyBasisPoints: 250 }, // CK 5801, RG 21.07.2022/31899
  { from: '2023-11-14', monthlyBasisPoints: 350 }, // CK 7782, RG 14.11.2023/32369
  { from: '2024-05-21', monthlyBasisPoints: 450 }, // CK 8484, RG 21.05.2024/32552
  { from: '2025-11-13', monthlyBasisPoints: 370 }, // CK 10556, RG 13.11.2025/33076
];

// Law 2429 art. 1–2.
const fixed: FixedHoliday[] = [
  { month: 1, day: 1, name: 'Yılbaşı', halfDay: false, fromYear: 1981 },
  { month: 4, day: 23, name: 'Ulusal Egemenlik ve Çocuk Bayramı', halfDay: false, fromYear: 1981 },
  { month: 5, day: 1, name: 'Emek ve Dayanışma Günü', halfDay: false, fromYear: 2009 },
  { month: 5, day: 19, name: "Atatürk'ü Anma, Gençlik ve Spor Bayramı", halfDay: false, fromYear: 1981 },
  { month: 7, day: 15, name: 'Demokrasi ve Millî Birlik Günü', halfDay: false, fromYear: 2017 },
  { month: 8, day: 30, name: 'Zafer Bayramı', halfDay: false, fromYear: 1981 },
  { month: 10, day: 28, name: 'Cumhuriyet Bayramı arifesi', halfDay: true, fromYear: 1981 },
  { month: 10, day: 29, name: 'Cumhuriyet Bayramı', halfDay: false, fromYear: 1981 },
];

/** Arife (half day) and the bayram days, as the Diyanet calendar of each year gives them. */
function bayram(name: string, arife: string, days: number): DatedHoliday[] {
  return [
    { date: arife, name: `${name} arifesi`, halfDay: true },
    ...Array.from({ length: days }, (_, i) => ({
      date: addDays(arife, i + 1),
      name: `${name} ${i + 1}. gün`,
      halfDay: false,
    })),
  ];
}

const calendar = holidayCalendar(fixed, [
  ...bayram('Ramazan Bayramı', '2018-06-14', 3),
  ...bayram('Kurban Bayramı', '2018-08-20', 4),
  ...bayram('Ramazan Bayramı', '2019-06-03', 3),
  ...bayram('Kurban Bayramı', '2019-08-10', 4),
  ...bayram('Ramazan Bayramı', '2020-05-23', 3),
  ...bayram('Kurban Bayramı', '2020-07-30', 4),
  ...bayram('Ramazan Bayramı', '2023-04-20', 3),
  ...bayram('Kurban Bayramı', '2023-06-27', 4),
  ...bayram('Ramazan Bayramı', '2024-04-09', 3),
  ...bayram('Kurban Bayramı', '2024-06-15', 4),
  ...bayram('Ramazan Bayramı', '2025-03-29', 3),
  ...bayram('Kurban Bayramı', '2025-06-05', 4),
  ...bayram('Ramazan Bayramı', '2026-03-19', 3),
  ...bayram('Kurban Bayramı', '2026-05-26', 4),
]);
const law = { rates, calendar };

describe('VUK art. 18: a deadline on a non-working day ends on the next working day', () => {
  it('estate tax due Saturday 31.05.2025 and paid Monday 02.06.2025 carries no interest', () => {
    // 31.05.2025 is a Saturday, 01.06 a Sunday: the deadline ends Monday 02.06.2025.
    expect(nextWorkingDay('2025-05-31', calendar)).toBe('2025-06-02');
    expect(debtInterest(100_000, '2025-05-31', '2025-06-02', law)).toEqual({
      deadline: '2025-06-02',
      interestKurus: 0,
      periods: [],
    });
    // One day later is one day late, from 03.06: 1,000.00 TL × 4.5 % × 1/30 = 1.50 TL.
    expect(debtInterest(100_000, '2025-05-31', '2025-06-03', law).interestKurus).toBe(150);
  });

  it('the second installment due Sunday 30.11.2025 and paid Monday 01.12.2025 carries no interest', () => {
    expect(debtInterest(100_000, '2025-11-30', '2025-12-01', law)).toMatchObject({
      deadline: '2025-12-01',
      interestKurus: 0,
    });
  });

  it('a tax due on the 20th of a bayram month moves past the whole bayram and the weekend', () => {
    // Entertainment tax for February 2026, due 20.03.2026: Ramazan Bayramı 1st day (Friday), then
    // Saturday 21.03 (2nd day) and Sunday 22.03 (3rd day): the deadline is Monday 23.03.2026.
    expect(nextWorkingDay('2026-03-20', calendar)).toBe('2026-03-23');
    expect(debtInterest(50_000, '2026-03-20', '2026-03-23', law).interestKurus).toBe(0);
    // Ramazan Bayramı 2025: arife Saturday 29.03, bayram Sunday 30.03 to Tuesday 01.04 → Wednesday 02.04.
    expect(nextWorkingDay('2025-03-29', calendar)).toBe('2025-04-02');
  });

  it('a half day (arife from 13:00, 28 Ekim from 13:00) is a working day: the deadline does not move', () => {
    // Law 2429: the holiday begins at 13:00, the office works in the morning; decision 010.
    expect(nextWorkingDay('2023-04-20', calendar)).toBe('2023-04-20');
    expect(nextWorkingDay('2026-10-28', calendar)).toBe('2026-10-28');
    // 29 Ekim is a full holiday: Thursday 29.10.2026 → Friday 30.10.2026.
    expect(nextWorkingDay('2026-10-29', calendar)).toBe('2026-10-30');
    // 15 Temmuz is a holiday only from 2017 (Law 6752).
    expect(isWorkingDay('2019-07-15', calendar)).toBe(false);
  });

  it('a year whose bayram days are not loaded cannot be decided: the office must look', () => {
    // 31.05.2017 is a Wednesday, but without 2017's bayram days nobody knows it was not one.
    expect(() => nextWorkingDay('2017-05-31', calendar)).toThrow(MissingLawDataError);
    // Paying on or before the due date is never late, whatever the calendar.
    expect(debtInterest(100_000, '2017-05-31', '2017-05-30', law)).toMatchObject({ interestKurus: 0 });
    expect(() => debtInterest(100_000, '2017-05-31', '2017-06-30', law)).toThrow(MissingLawDataError);
  });

  it('a year whose bayram days are not loaded still moves deadlines off weekends and fixed holidays (VUK art. 18, Law 2429)', () => {
    // 30.04.2028 is a Sunday and 01.05.2028 Emek ve Dayanışma Günü (Law 2429 art. 2/C): Tuesday 02.05.2028.
    expect(nextWorkingDay('2028-04-30', calendar, 'known-holidays')).toBe('2028-05-02');
    // 31.12.2028 is a Sunday and 01.01.2029 Yılbaşı: Tuesday 02.01.2029.
    expect(nextWorkingDay('2028-12-31', calendar, 'known-holidays')).toBe('2029-01-02');
    // A Wednesday stays: weekends need no data, bayram days of 2028 are not known.
    expect(nextWorkingDay('2028-05-31', calendar, 'known-holidays')).toBe('2028-05-31');
    // A loaded year gives the same answer as the full rule: 30.03.2025 (Sunday, Ramazan Bayramı 1st day) → 02.04.2025.
    expect(nextWorkingDay('2025-03-30', calendar, 'known-holidays')).toBe(nextWorkingDay('2025-03-30', calendar));
    expect(nextWorkingDay('2025-03-30', calendar, 'known-holidays')).toBe('2025-04-02');
  });

  it('names the coming years whose bayram days are not loaded', () => {
    expect(yearsWithoutMovingHolidays(calendar, 2025, 2028)).toEqual([2027, 2028]);
    expect(yearsWithoutMovingHolidays(calendar, 2025, 2026)).toEqual([]);
  });
});

describe('6183 art. 51: months from the day after the deadline, days as 1/30 of a month', () => {
  it("GİB's example: due 30.01.2020, paid 02.03.2020 → one month 31.01–29.02 and two days 01.03–02.03", () => {
    // 10,000.00 TL at 1.6 %: 160.00 TL for the month + 10,000 × 1.6 % × 2/30 = 10.666… TL
    // = 170.666… TL → 170.67 TL.
    expect(lateInterest(1_000_000, '2020-01-30', '2020-03-02', rates)).toEqual({
      interestKurus: 17_067,
      periods: [{ from: '2020-01-31', to: '2020-03-02', monthlyBasisPoints: 160, months: 1, days: 2 }],
    });
    // The same in 2019, not a leap year: 31.01–28.02 is the month, 01.03–02.03 the two days (2 %).
    expect(lateInterest(1_000_000, '2019-01-30', '2019-03-02', rates).periods).toEqual([
      { from: '2019-01-31', to: '2019-03-02', monthlyBasisPoints: 200, months: 1, days: 2 },
    ]);
  });

  it("GİB's example: 5,000 TL due 30.04.2019 paid 31.05.2019 is one month (100 TL), and paid 30.05.2019 thirty days, also 100 TL", () => {
    // 01.05–31.05 is one month: 5,000 × 2 % = 100.00 TL. 01.05–30.05 is 30 days: 5,000 × 2 % × 30/30 = 100.00 TL.
    expect(lateInterest(500_000, '2019-04-30', '2019-05-31', rates)).toMatchObject({
      interestKurus: 10_000,
      periods: [expect.objectContaining({ months: 1, days: 0 })],
    });
    expect(lateInterest(500_000, '2019-04-30', '2019-05-30', rates)).toMatchObject({
      interestKurus: 10_000,
      periods: [expect.objectContaining({ months: 0, days: 30 })],
    });
    // Counting from the due date itself would make 30.04 → 30.05 the month and 31.05 a day more:
    // 100 TL + 5,000 × 2 % / 30 = 103.33 TL — not what GİB charges.
  });

  it("GİB's example: 1,000 TL due 31.12.2018 paid 30.01.2019 — a 30-day fraction is a whole month, 20 TL", () => {
    expect(lateInterest(100_000, '2018-12-31', '2019-01-30', rates).interestKurus).toBe(2_000);
  });

  it("GİB's example: 10,000 TL due 31.07.2018 paid 04.09.2018 — the month 01.08–31.08 is 140 TL, then four days", () => {
    // 10,000 × 1.4 % = 140.00 TL; 10,000 × 1.4 % × 4/30 = 18.666… TL; 158.666… → 158.67 TL.
    expect(lateInterest(1_000_000, '2018-07-31', '2018-09-04', rates)).toEqual({
      interestKurus: 15_867,
      periods: [{ from: '2018-08-01', to: '2018-09-04', monthlyBasisPoints: 140, months: 1, days: 4 }],
    });
  });

  it("GİB's example: 2,000 TL of KDV due 26.01.2020 paid 08.02.2020 — thirteen days 27.01–08.02", () => {
    // 2,000 × 1.6 % × 13/30 = 13.8666… → 13.87 TL. (GİB prints 13.88: it first rounds the daily rate
    // 1.6 %/30 up to 0.000534; the law has no such step — decision 011.)
    expect(lateInterest(200_000, '2020-01-26', '2020-02-08', rates)).toMatchObject({
      interestKurus: 1_387,
      periods: [expect.objectContaining({ months: 0, days: 13 })],
    });
  });

  it('1,000 TL due 28.02.2023 paid 28.03.2023 is 28 days, not a month: 23.33 TL', () => {
    // The deadline is a month's last day, like GİB's 30.04.2019: the first month of delay is the
    // calendar month 01.03–31.03, so 28.03 is day 28 of it. 1,000 × 2.5 % × 28/30 = 23.333… → 23.33 TL.
    expect(lateInterest(100_000, '2023-02-28', '2023-03-28', rates)).toMatchObject({
      interestKurus: 2_333,
      periods: [expect.objectContaining({ months: 0, days: 28 })],
    });
  });

  it('each rate period is counted on its own and the sum is rounded once', () => {
    // 1,000 TL due Friday 28.06.2019, paid 10.07.2019: 29.06–30.06 at 2 % (2 days) and
    // 01.07–10.07 at 2.5 % (10 days): 1,000 × (2 % × 2/30 + 2.5 % × 10/30) = 1.333… + 8.333… = 9.666… → 9.67 TL.
    // Rounding each period first would give 1.33 + 8.33 = 9.66 TL.
    expect(lateInterest(100_000, '2019-06-28', '2019-07-10', rates)).toEqual({
      interestKurus: 967,
      periods: [
        { from: '2019-06-29', to: '2019-06-30', monthlyBasisPoints: 200, months: 0, days: 2 },
        { from: '2019-07-01', to: '2019-07-10', monthlyBasisPoints: 250, months: 0, days: 10 },
      ],
    });
  });

  it('a 2018 debt runs through the 1.4 % and 2 % periods', () => {
    // 10,000 TL due Friday 31.08.2018 (30 Ağustos, the day before, is the holiday), paid 15.10.2018.
    // 01.09–04.09 at 1.4 %: 4 days → 10,000 × 1.4 % × 4/30 = 18.666… TL.
    // 05.09–15.10 at 2 %: one month 05.09–04.10, then 05.10–15.10 = 11 days → 10,000 × 2 % × 41/30 = 273.333… TL.
    // 18.666… + 273.333… = 292.00 TL.
    expect(debtInterest(1_000_000, '2018-08-31', '2018-10-15', law)).toEqual({
      deadline: '2018-08-31',
      interestKurus: 29_200,
      periods: [
        { from: '2018-09-01', to: '2018-09-04', monthlyBasisPoints: 140, months: 0, days: 4 },
        { from: '2018-09-05', to: '2018-10-15', monthlyBasisPoints: 200, months: 1, days: 11 },
      ],
    });
  });

  it('an overdue installment a year late at 3.7 %', () => {
    // 1,000.00 TL due Monday 30.11.2026, paid 22.11.2027: 01.12.2026 + 11 months = 01.11.2027, then
    // 01.11–22.11 = 22 days → 1,000 × 3.7 % × (11 + 22/30) = 434.133… → 434.13 TL.
    expect(lateInterest(100_000, '2026-11-30', '2027-11-22', rates)).toMatchObject({
      interestKurus: 43_413,
      periods: [expect.objectContaining({ months: 11, days: 22 })],
    });
  });

  it('is at least 1 TL once a day is late, for the debt as a whole', () => {
    // 10.00 TL ten days late at 3.7 %: 1,000 × 3.7 % × 10/30 = 12.33 kuruş → the 1 TL minimum.
    expect(lateInterest(1_000, '2026-11-12', '2026-11-22', rates).interestKurus).toBe(100);
    // Even 0.3 kuruş of exact interest (1 kuruş, one day): the debt is late, so 1 TL.
    expect(lateInterest(1, '2026-11-12', '2026-11-13', rates).interestKurus).toBe(100);
  });

  it('is zero on or before the deadline and on nothing owed', () => {
    expect(lateInterest(100_000, '2026-11-30', '2026-11-30', rates)).toEqual({ interestKurus: 0, periods: [] });
    expect(lateInterest(100_000, '2026-11-30', '2026-11-01', rates).interestKurus).toBe(0);
    expect(lateInterest(0, '2020-01-01', '2026-11-01', rates).interestKurus).toBe(0);
  });

  it('refuses a day before the first known rate instead of guessing', () => {
    expect(() => lateInterest(100_000, '2010-10-01', '2026-01-01', rates)).toThrow(MissingLawDataError);
    expect(() => lateInterest(100_000, '2010-10-01', '2026-01-01', rates)).toThrow(
      /2010-10-02 için gecikme zammı oranı tanımlı değil/,
    );
  });

  it('keeps the exact amount on a principal far beyond 2^53 × rate', () => {
    // 50,000,000,000.00 TL for 15 years at 4.5 %: the product is past Number's exact range; BigInt keeps it.
    // 5 × 10^12 kuruş × 4.5 % × 180 months = 4.05 × 10^13 kuruş.
    expect(
      lateInterest(5_000_000_000_000, '2025-01-01', '2040-01-01', [{ from: '2020-01-01', monthlyBasisPoints: 450 }])
        .interestKurus,
    ).toBe(40_500_000_000_000);
  });
});

describe('properties', () => {
  const day = fc.integer({ min: 0, max: 2_500 }).map((offset) => addDays('2019-12-30', offset));
  const principal = fc.integer({ min: 0, max: 1_000_000_000 });

  it('interest never falls as the payment day moves later', () => {
    fc.assert(
      fc.property(principal, day, day, day, (amount, deadline, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(lateInterest(amount, deadline, earlier, rates).interestKurus).toBeLessThanOrEqual(
          lateInterest(amount, deadline, later, rates).interestKurus,
        );
      }),
    );
  });

  it('interest never falls as the principal grows', () => {
    fc.assert(
      fc.property(principal, principal, day, day, (a, b, deadline, paid) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(lateInterest(small, deadline, paid, rates).interestKurus).toBeLessThanOrEqual(
          lateInterest(large, deadline, paid, rates).interestKurus,
        );
      }),
    );
  });

  it('a deadline never moves onto a non-working day, never earlier, and skips only non-working days', () => {
    const inCalendar = fc
      .constantFrom(2018, 2019, 2020, 2023, 2024, 2025, 2026)
      .chain((year) => fc.integer({ min: 0, max: 350 }).map((offset) => addDays(`${year}-01-01`, offset)));
    fc.assert(
      fc.property(inCalendar, (due) => {
        const deadline = nextWorkingDay(due, calendar);
        expect(deadline >= due).toBe(true);
        expect(isWorkingDay(deadline, calendar)).toBe(true);
        for (let skipped = due; skipped < deadline; skipped = addDays(skipped, 1))
          expect(isWorkingDay(skipped, calendar)).toBe(false);
      }),
    );
  });

  it('a payment on the moved deadline is never late', () => {
    const inCalendar = fc
      .constantFrom(2020, 2023, 2024, 2025, 2026)
      .chain((year) => fc.integer({ min: 0, max: 350 }).map((offset) => addDays(`${year}-01-01`, offset)));
    fc.assert(
      fc.property(inCalendar, principal, (due, amount) => {
        const { deadline } = debtInterest(amount, due, due, law);
        expect(debtInterest(amount, due, deadline, law).interestKurus).toBe(0);
      }),
    );
  });
});

describe('dates', () => {
  it('adds months clamping to the end of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });
  it('refuses a day that does not exist', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(/böyle bir gün yok/);
    expect(() => addDays('2026-13-05', 1)).toThrow(/böyle bir gün yok/);
  });
  it("takes today's date in Istanbul, not UTC", () => {
    expect(istanbulToday(new Date('2026-11-30T21:30:00Z'))).toBe('2026-12-01');
  });
});
