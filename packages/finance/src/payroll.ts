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
    source:
      'GVK md. 103 2026 ücret tarifesi: Gelir Vergisi Genel Tebliği Seri No: 332 (RG 31.12.2025, 33124 5. mük.); 2026 asgari ücreti brüt 33.030,00 TL (Asgari Ücret Tespit Komisyonu)',
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
export function totalDeductions(
  p: Omit<
    PayslipFigures,
    'netKurus' | 'cumulativeBaseKurus' | 'incomeTaxBaseKurus' | keyof PayslipEarnings | 'grossKurus'
  >,
): number {
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
  const minimumBase =
    minimumGross - percentOf(minimumGross, sgkEmployeePercent) - percentOf(minimumGross, unemploymentEmployeePercent);
  let cumulative = 0;
  let minimumCumulative = 0;
  return months.map((month) => {
    const grossKurus = month.baseKurus + month.allowancesKurus + month.overtimeKurus + month.bonusKurus;
    const sgkKurus = percentOf(grossKurus, sgkEmployeePercent);
    const unemploymentKurus = percentOf(grossKurus, unemploymentEmployeePercent);
    const incomeTaxBaseKurus = grossKurus - sgkKurus - unemploymentKurus;
    const incomeTaxKurus = incomeTaxOn(cumulative + incomeTaxBaseKurus, brackets) - incomeTaxOn(cumulative, brackets);
    cumulative += incomeTaxBaseKurus;
    const minimumTax =
      incomeTaxOn(minimumCumulative + minimumBase, brackets) - incomeTaxOn(minimumCumulative, brackets);
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
 * The annual leave the law gives for `year`, in the articles' own words (decision 063). Service is
 * counted in whole years on the last day of the year, so the year of the N-th anniversary counts N
 * years: "beş yıl dahil" keeps the fifth-anniversary year at 14 days, "on yıl dahil" the
 * tenth-anniversary year at 20; the next band starts the year after. Age is counted the same way.
 *
 * 4857 md. 53: "en az bir yıl çalışmış olan işçilere" leave is given; "bir yıldan beş yıla kadar (beş
 * yıl dahil) olanlara ondört günden, beş yıldan fazla onbeş yıldan az olanlara yirmi günden, onbeş yıl
 * (dahil) ve daha fazla olanlara yirmialtı günden" less it may not be; "onsekiz ve daha küçük yaştaki
 * işçilerle elli ve daha yukarı yaştaki işçilere" not less than twenty days.
 * 657 md. 102: "hizmeti bir yıldan on yıla kadar (on yıl dahil) olanlar için yirmi gün, hizmeti on
 * yıldan fazla olanlar için otuz gün"; before one year, none.
 */
export function leaveEntitlement(
  law: StaffLaw,
  startDate: string,
  birthDate: string | null,
  year: number,
): LeaveEntitlementRule {
  const day = `${year}-12-31`;
  const service = wholeYearsBetween(startDate, day);
  if (law === '657') {
    if (service < 1)
      return {
        days: 0,
        rule: '657 sayılı Kanun md. 102: yıllık izin "hizmeti bir yıldan" başlar; hizmeti bir yılı doldurmayan memura yıllık izin yok',
      };
    return service <= 10
      ? {
          days: 20,
          rule: '657 sayılı Kanun md. 102: "hizmeti bir yıldan on yıla kadar (on yıl dahil) olanlar için yirmi gün"',
        }
      : { days: 30, rule: '657 sayılı Kanun md. 102: "hizmeti on yıldan fazla olanlar için otuz gün"' };
  }
  if (service < 1)
    return {
      days: 0,
      rule: '4857 sayılı Kanun md. 53: yıllık ücretli izin "en az bir yıl çalışmış olan işçilere" verilir; bir yılı doldurmayana yok',
    };
  const band =
    service <= 5
      ? { days: 14, words: '"bir yıldan beş yıla kadar (beş yıl dahil) olanlara ondört gün"' }
      : service < 15
        ? { days: 20, words: '"beş yıldan fazla onbeş yıldan az olanlara yirmi gün"' }
        : { days: 26, words: '"onbeş yıl (dahil) ve daha fazla olanlara yirmialtı gün"' };
  const age = birthDate ? wholeYearsBetween(birthDate, day) : null;
  if (age !== null && (age <= 18 || age >= 50) && band.days < 20) {
    return {
      days: 20,
      rule: `4857 sayılı Kanun md. 53: ${band.words}; ancak "onsekiz ve daha küçük yaştaki işçilerle elli ve daha yukarı yaştaki işçilere" yirmi günden az olamaz`,
    };
  }
  return { days: band.days, rule: `4857 sayılı Kanun md. 53: ${band.words}` };
}

/** The most travel days a year (yol izni), whichever law: four in total. */
export const travelLeaveMaxDays = 4;

/**
 * Travel days added to annual leave spent away from the workplace. 4857 md. 56: "toplam dört güne kadar
 * ücretsiz yol izni"; 657 md. 102: "zorunlu hallerde bu sürelere gidiş ve dönüş için en çok ikişer gün
 * eklenebilir" (paid, as part of the leave).
 */
export function travelLeaveRule(law: StaffLaw): { maxDays: number; paid: boolean; rule: string } {
  if (law === '657')
    return {
      maxDays: travelLeaveMaxDays,
      paid: true,
      rule: '657 sayılı Kanun md. 102: "Zorunlu hallerde bu sürelere gidiş ve dönüş için en çok ikişer gün eklenebilir."',
    };
  return {
    maxDays: travelLeaveMaxDays,
    paid: false,
    rule: '4857 sayılı Kanun md. 56: yıllık ücretli izinlerini işyerinin kurulu bulunduğu yerden başka bir yerde geçirecek olanlara, istekte bulunmaları ve belgelemeleri koşuluyla "gidiş ve dönüşlerinde yolda geçecek süreleri karşılamak üzere toplam dört güne kadar ücretsiz yol izni" verilir.',
  };
}

/**
 * How much unused leave may come into `year`. 657 md. 103: "Cari yıl ile bir önceki yıl hariç, önceki
 * yıllara ait kullanılmayan izin hakları düşer." — at most the previous year's entitlement carries.
 * 4857 sets no such lapse (unused leave is paid out when the contract ends, md. 59): no limit (null).
 */
export function carryOverLimit(
  law: StaffLaw,
  startDate: string,
  birthDate: string | null,
  year: number,
): { maxDays: number | null; rule: string | null } {
  if (law === '4857') return { maxDays: null, rule: null };
  return {
    maxDays: leaveEntitlement(law, startDate, birthDate, year - 1).days,
    rule: '657 sayılı Kanun md. 103: "Birbirini izliyen iki yılın izni bir arada verilebilir. Cari yıl ile bir önceki yıl hariç, önceki yıllara ait kullanılmayan izin hakları düşer."',
  };
}
