import { describe, expect, it } from 'vitest';
import {
  carryOverLimit,
  incomeTaxOn,
  leaveEntitlement,
  payrollYear,
  payslipsOfYear,
  stampTax,
  totalDeductions,
  travelLeaveRule,
} from './payroll';

const month = {
  baseKurus: 5_000_000,
  allowancesKurus: 800_000,
  overtimeKurus: 0,
  bonusKurus: 200_000,
  unionDuesKurus: 0,
  enforcementKurus: 0,
  otherKurus: 0,
};

describe('payroll', () => {
  it('taxes a cumulative base bracket by bracket, rounded once', () => {
    const { brackets } = payrollYear(2026);
    // 190 000 × 15 % + 14 000 × 20 % = 31 300 TL
    expect(incomeTaxOn(20_400_000, brackets)).toBe(3_130_000);
    // 28 075,50 × 15 % = 4 211,325 → 4 211,33
    expect(incomeTaxOn(2_807_550, brackets)).toBe(421_133);
    expect(stampTax(6_000_000)).toBe(45_540);
  });

  it('a 60 000 TL month of 2026 by hand: SGK 14 %, unemployment 1 %, income and stamp tax less the minimum wage’s', () => {
    const [january, , , april] = payslipsOfYear(
      2026,
      Array.from({ length: 4 }, () => month),
    );
    expect(january).toMatchObject({
      grossKurus: 6_000_000,
      sgkKurus: 840_000,
      unemploymentKurus: 60_000,
      incomeTaxBaseKurus: 5_100_000,
      cumulativeBaseKurus: 5_100_000,
      incomeTaxKurus: 765_000,
      incomeTaxExemptionKurus: 421_133,
      stampTaxKurus: 45_540,
      // 33 030 × 7,59 ‰ = 250,6977 → 250,70
      stampTaxExemptionKurus: 25_070,
      netKurus: 4_735_663,
    });
    // April crosses 190 000 TL: 31 300 − 22 950 = 8 350 TL.
    expect(april.cumulativeBaseKurus).toBe(20_400_000);
    expect(april.incomeTaxKurus).toBe(835_000);
    expect(april.netKurus).toBe(april.grossKurus - totalDeductions(april));
  });

  it('a year without official figures in the repository is marked demo', () => {
    expect(payrollYear(2026).source).toContain('Seri No: 332');
    expect(payrollYear(2031).source).toBeNull();
  });

  // Annual leave at each "dahil" of the articles, counted on 31.12.2026 in whole years (decision 063).
  describe('annual leave, as the articles word it', () => {
    const worker = (start: string, birth = '1990-06-15') => leaveEntitlement('4857', start, birth, 2026);
    const servant = (start: string) => leaveEntitlement('657', start, null, 2026);

    it('4857 md. 53/1: none before "en az bir yıl"; exactly one year gives 14 days', () => {
      expect(worker('2026-01-01')).toMatchObject({
        days: 0,
        rule: expect.stringContaining('en az bir yıl çalışmış olan işçilere'),
      });
      expect(worker('2025-12-31').days).toBe(14);
    });

    it('4857 md. 53: "bir yıldan beş yıla kadar (beş yıl dahil)" — the fifth-anniversary year is still 14 days (was 20)', () => {
      expect(worker('2021-12-31')).toEqual({
        days: 14,
        rule: '4857 sayılı Kanun md. 53: "bir yıldan beş yıla kadar (beş yıl dahil) olanlara ondört gün"',
      });
      expect(worker('2021-03-01').days).toBe(14);
      // Five years and a day on the last day of the year: the leave earned at that anniversary is for five years.
      expect(worker('2021-12-30').days).toBe(14);
    });

    it('4857 md. 53: "beş yıldan fazla onbeş yıldan az" — from the sixth anniversary to the fourteenth, 20 days', () => {
      expect(worker('2020-12-31')).toMatchObject({
        days: 20,
        rule: expect.stringContaining('"beş yıldan fazla onbeş yıldan az olanlara yirmi gün"'),
      });
      expect(worker('2012-12-31').days).toBe(20);
    });

    it('4857 md. 53: "onbeş yıl (dahil) ve daha fazla" — the fifteenth-anniversary year gives 26 days', () => {
      expect(worker('2011-12-31')).toMatchObject({
        days: 26,
        rule: expect.stringContaining('"onbeş yıl (dahil) ve daha fazla olanlara yirmialtı gün"'),
      });
    });

    it('4857 md. 53: "onsekiz ve daha küçük yaştaki ... elli ve daha yukarı yaştaki" — 18 and 50 get at least 20 (18 got 14)', () => {
      expect(worker('2024-09-01', '2008-12-31')).toMatchObject({
        days: 20,
        rule: expect.stringContaining(
          '"onsekiz ve daha küçük yaştaki işçilerle elli ve daha yukarı yaştaki işçilere" yirmi günden az olamaz',
        ),
      });
      expect(worker('2024-09-01', '2007-12-31').days).toBe(14);
      expect(worker('2024-09-01', '1976-12-31').days).toBe(20);
      expect(worker('2024-09-01', '1977-01-01').days).toBe(14);
      // Neither words nor figure of the old text ("18 yaşından küçük ve 50 yaşından büyük").
      expect(worker('2024-09-01', '2008-12-31').rule).not.toContain('yaşından küçük');
      // Not before one year of service, whatever the age.
      expect(worker('2026-02-01', '1960-01-01').days).toBe(0);
    });

    it('657 md. 102: none before one year (was 20); "bir yıldan on yıla kadar (on yıl dahil)" 20; "on yıldan fazla" 30', () => {
      expect(servant('2026-01-01')).toMatchObject({ days: 0 });
      expect(servant('2025-12-31').days).toBe(20);
      // Exactly ten years, and the tenth-anniversary year: 20 (was 30).
      expect(servant('2016-12-31')).toEqual({
        days: 20,
        rule: '657 sayılı Kanun md. 102: "hizmeti bir yıldan on yıla kadar (on yıl dahil) olanlar için yirmi gün"',
      });
      expect(servant('2016-03-01').days).toBe(20);
      expect(servant('2015-12-31')).toEqual({
        days: 30,
        rule: '657 sayılı Kanun md. 102: "hizmeti on yıldan fazla olanlar için otuz gün"',
      });
    });

    it('4857 md. 56: up to four travel days in total, unpaid; 657 md. 102: up to two each way, with the leave', () => {
      expect(travelLeaveRule('4857')).toMatchObject({
        maxDays: 4,
        paid: false,
        rule: expect.stringContaining('toplam dört güne kadar ücretsiz yol izni'),
      });
      expect(travelLeaveRule('657')).toMatchObject({
        maxDays: 4,
        paid: true,
        rule: expect.stringContaining('en çok ikişer gün'),
      });
    });

    it('657 md. 103: only the previous year carries over — at most its entitlement; 4857 sets no such limit', () => {
      expect(carryOverLimit('657', '2016-12-31', null, 2027)).toMatchObject({
        maxDays: 20,
        rule: expect.stringContaining('Cari yıl ile bir önceki yıl hariç'),
      });
      expect(carryOverLimit('657', '2010-01-01', null, 2026).maxDays).toBe(30);
      expect(carryOverLimit('4857', '2010-01-01', null, 2026)).toEqual({ maxDays: null, rule: null });
    });
  });
});
