import { roundHalfUp } from './exact';

/**
 * A wage earner's payslip deductions in integer kuruş (docs/employees.md). The portal never computes
 * a real payslip — the municipality's payroll system does and the importer loads its figures; these
 * rules make the demo employee's year add up, and check an imported leave entitlement.
 */

export interface IncomeTaxBracket {
  /** Upper end of the bracket in kuruş; null for the last, open one. */
  upToKurus: number | null;
  ratePercent: number;
}

export interface PayrollYear {
  year: number;
  /** GVK md. 103, the tariff for wages (ücret gelirleri). */
  brackets: IncomeTaxBracket[];
  /** Gross monthly minimum wage: its income and stamp tax are exempt (GVK md. 23/18, DVK 2. tablo IV-39, since 2022). */
  minimumWageGrossKurus: number;
  /** Where the figures come from; null: the repository has no official figures for the year and they are the demo's own. */
  source: string | null;
}

const tl = (lira: number) => lira * 100;

/** The years whose official figures are in the repository. Check a new year against the Resmî Gazete before adding it. */
export const payrollYears: PayrollYear[] = [
  {
    year: 2025,
    brackets: [
      { upToKurus: tl(158_000), ratePercent: 15 },
      { upToKurus: tl(330_000), ratePercent: 20 },
      { upToKurus: tl(1_200_000), ratePercent: 27 },
      { upToKurus: tl(4_300_000), ratePercent: 35 },
      { upToKurus: null, ratePercent: 40 },
    ],
    minimumWageGrossKurus: 2_600_550,
    source: 'GVK md. 103 2025 ücret tarifesi; 2025 asgari ücreti brüt 26.005,50 TL (Asgari Ücret Tespit Komisyonu)',
  },
  {
    year: 2026,
    brackets: [
      { upToKurus: tl(190_000), ratePercent: 15 },
      { upToKurus: tl(400_000), ratePercent: 20 },
      { upToKurus: tl(1_500_000), ratePercent: 27 },
      { upToKurus: tl(5_300_000), ratePercent: 35 },
      { upToKurus: null, ratePercent: 40 },
    ],
    minimumWageGrossKurus: 3_303_000,
    source: 'GVK md. 103 2026 ücret tarifesi: Gelir Vergisi Genel Tebliği Seri No: 332 (RG 31.12.2025, 33124 5. mük.); 2026 asgari ücreti brüt 33.030,00 TL (Asgari Ücret Tespit Komisyonu)',
  },
];

/** The year's figures; a year the repository has none for reuses the nearest known year's, marked demo (source null). */
export function payrollYear(year: number): PayrollYear {
  const known = payrollYears.find((entry) => entry.year === year);
  if (known) return known;
  const nearest = year < payrollYears[0].year ? payrollYears[0] : payrollYears[payrollYears.length - 1];
  return { ...nearest, year, source: null };
}

/** SGK employee share 14 % and unemployment insurance 1 % (5510 md. 81, 4447 md. 49) of the insured gross. */
export const sgkEmployeePercent = 14;
export const unemploymentEmployeePercent = 1;
/** Damga Vergisi Kanunu (1) sayılı tablo IV-1: binde 7,59 of the gross wage. */
export const stampTaxPerHundredThousand = 759;

const percentOf = (kurus: number, percent: number) => roundHalfUp(BigInt(kurus) * BigInt(percent), 100n);

export function stampTax(grossKurus: number): number {
  return roundHalfUp(BigInt(grossKurus) * BigInt(stampTaxPerHundredThousand), 100_000n);
}

/** Income tax on a cumulative base by the year's brackets, rounded once to the kuruş. */
export function incomeTaxOn(baseKurus: number, brackets: IncomeTaxBracket[]): number {
  let lower = 0;
  let numerator = 0n;
  for (const { upToKurus, ratePercent } of brackets) {
    const upper = upToKurus ?? Number.MAX_SAFE_INTEGER;
    if (baseKurus > lower) numerator += BigInt(Math.min(baseKurus, upper) - lower) * BigInt(ratePercent);
    lower = upper;
  }
  return roundHalfUp(numerator, 100n);
}

export interface PayslipEarnings {
  baseKurus: number;
  allowancesKurus: number;
  overtimeKurus: number;
  bonusKurus: number;
}

export interface PayslipOtherDeductions {
  unionDuesKurus: number;
  enforcementKurus: number;
  otherKurus: number;
}

export interface PayslipFigures extends PayslipEarnings, PayslipOtherDeductions {
  grossKurus: number;
  sgkKurus: number;
  unemploymentKurus: number;
  /** This month's income tax base: gross less the employee's SGK and unemployment shares. */
  incomeTaxBaseKurus: number;
  /** The year's base up to and including this month (income tax is progressive over the year). */
  cumulativeBaseKurus: number;
  incomeTaxKurus: number;
  incomeTaxExemptionKurus: number;
  stampTaxKurus: number;
  stampTaxExemptionKurus: number;
  netKurus: number;
}

/** What the month's deductions take, after the exemptions. */
export function totalDeductions(p: Omit<PayslipFigures, 'netKurus' | 'cumulativeBaseKurus' | 'incomeTaxBaseKurus' | keyof PayslipEarnings | 'grossKurus'>): number {
  return (
    p.sgkKurus +
    p.unemploymentKurus +
    (p.incomeTaxKurus - p.incomeTaxExemptionKurus) +
    (p.stampTaxKurus - p.stampTaxExemptionKurus) +
    p.unionDuesKurus +
    p.enforcementKurus +
    p.otherKurus
  );
}

/**
 * A calendar year's payslips, January first, each month's income tax on the cumulative base
 * (tax on the base so far less tax on the base before), less the minimum wage's own tax computed the
 * same way; stamp tax less the minimum wage's stamp tax. Exemptions never exceed the tax.
 */
export function payslipsOfYear(year: number, months: (PayslipEarnings & PayslipOtherDeductions)[]): PayslipFigures[] {
  const { brackets, minimumWageGrossKurus: minimumGross } = payrollYear(year);
  const minimumBase = minimumGross - percentOf(minimumGross, sgkEmployeePercent) - percentOf(minimumGross, unemploymentEmployeePercent);
  let cumulative = 0;
  let minimumCumulative = 0;
  return months.map((month) => {
    const grossKurus = month.baseKurus + month.allowancesKurus + month.overtimeKurus + month.bonusKurus;
    const sgkKurus = percentOf(grossKurus, sgkEmployeePercent);
    const unemploymentKurus = percentOf(grossKurus, unemploymentEmployeePercent);
    const incomeTaxBaseKurus = grossKurus - sgkKurus - unemploymentKurus;
    const incomeTaxKurus = incomeTaxOn(cumulative + incomeTaxBaseKurus, brackets) - incomeTaxOn(cumulative, brackets);
    cumulative += incomeTaxBaseKurus;
    const minimumTax = incomeTaxOn(minimumCumulative + minimumBase, brackets) - incomeTaxOn(minimumCumulative, brackets);
    minimumCumulative += minimumBase;
    const stampTaxKurus = stampTax(grossKurus);
    const figures = {
      ...month,
      grossKurus,
      sgkKurus,
      unemploymentKurus,
      incomeTaxBaseKurus,
      cumulativeBaseKurus: cumulative,
      incomeTaxKurus,
      incomeTaxExemptionKurus: Math.min(minimumTax, incomeTaxKurus),
      stampTaxKurus,
      stampTaxExemptionKurus: Math.min(stampTax(minimumGross), stampTaxKurus),
    };
    return { ...figures, netKurus: grossKurus - totalDeductions(figures) };
  });
}

/** Civil servants (Devlet Memurları Kanunu 657) or workers (İş Kanunu 4857). */
export type StaffLaw = '657' | '4857';

export interface LeaveEntitlementRule {
  days: number;
  /** The rule in words, shown beside the entitlement. */
  rule: string;
}

/** Whole years from `from` to `on` (YYYY-MM-DD), counting a year only once its anniversary is reached. */
export function wholeYearsBetween(from: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(from.slice(0, 4));
  return on.slice(5) >= from.slice(5) ? years : years - 1;
}

/**
 * The annual leave the law gives for `year`, counted on the last day of the year:
 * 657 md. 102 — 20 days with less than 10 years of service, 30 from 10;
 * 4857 md. 53 — 14 days from 1 to 5 years, 20 from 5 to 15, 26 from 15; at least 20 under 18 or from 50.
 */
export function leaveEntitlement(law: StaffLaw, startDate: string, birthDate: string | null, year: number): LeaveEntitlementRule {
  const day = `${year}-12-31`;
  const service = wholeYearsBetween(startDate, day);
  if (law === '657') {
    return service < 10
      ? { days: 20, rule: '657 sayılı Kanun md. 102: 10 yıldan az hizmette 20 gün' }
      : { days: 30, rule: '657 sayılı Kanun md. 102: 10 yıl ve daha fazla hizmette 30 gün' };
  }
  const base = service < 1 ? 0 : service < 5 ? 14 : service < 15 ? 20 : 26;
  const band = service < 1 ? '1 yıldan az kıdemde yıllık izin hakkı yok' : service < 5 ? '1–5 yıl kıdemde 14 gün' : service < 15 ? '5–15 yıl kıdemde 20 gün' : '15 yıl ve üzeri kıdemde 26 gün';
  const age = birthDate ? wholeYearsBetween(birthDate, day) : null;
  if (service >= 1 && age !== null && (age < 18 || age >= 50) && base < 20) {
    return { days: 20, rule: `4857 sayılı Kanun md. 53: ${band}; 18 yaşından küçük ve 50 yaşından büyüklere en az 20 gün` };
  }
  return { days: base, rule: `4857 sayılı Kanun md. 53: ${band}` };
}
