import { describe, expect, it } from 'vitest';
import { incomeTaxOn, leaveEntitlement, payrollYear, payslipsOfYear, stampTax, totalDeductions } from './payroll';

const month = { baseKurus: 5_000_000, allowancesKurus: 800_000, overtimeKurus: 0, bonusKurus: 200_000, unionDuesKurus: 0, enforcementKurus: 0, otherKurus: 0 };

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
    const [january, , , april] = payslipsOfYear(2026, Array.from({ length: 4 }, () => month));
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

  it('leave: 657 gives 20 days under 10 years and 30 from 10; 4857 gives 14/20/26 and at least 20 from age 50', () => {
    expect(leaveEntitlement('657', '2017-03-01', null, 2026).days).toBe(20);
    expect(leaveEntitlement('657', '2016-03-01', null, 2026).days).toBe(30);
    expect(leaveEntitlement('4857', '2023-06-01', '1990-01-01', 2026).days).toBe(14);
    expect(leaveEntitlement('4857', '2023-06-01', '1975-01-01', 2026).days).toBe(20);
    expect(leaveEntitlement('4857', '2012-04-02', '1985-02-10', 2026)).toMatchObject({ days: 20, rule: expect.stringContaining('4857') });
    expect(leaveEntitlement('4857', '2011-04-02', '1985-02-10', 2026).days).toBe(26);
  });
});
