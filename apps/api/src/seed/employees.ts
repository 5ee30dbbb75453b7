import {
  leaveEntitlement,
  payrollYear,
  payslipsOfYear,
  type PayslipEarnings,
  type PayslipFigures,
} from '@ebelediye/finance';
import type { Queryable } from '../db/client';
import { enforcementDeductions, enforcementFiles, leaveRecords, leaveYears, payslips } from '../db/schema';

/**
 * The demo employee's year (demo mode only, docs/employees.md): the twelve payslips up to this month,
 * this year's and last year's leave, two enforcement files. A real municipality imports these from
 * its payroll and HR systems (`npm run import -- payroll|leave|enforcement`); here they are worked
 * out with packages/finance so that every payslip adds up and the files match the payslips.
 */
const registryOid = 'R-DEMO-2';
const startDate = '2012-04-02';
const birthDate = '1979-11-02'; // the sandbox register's Mehmet Öztürk

const tl = (lira: number) => Math.round(lira * 100);

/** Base wage, side payments, overtime in three months, the two bonuses (ikramiye) in July and December. */
function earnings(month: number): PayslipEarnings {
  return {
    baseKurus: tl(42_000),
    allowancesKurus: tl(6_500),
    overtimeKurus: [3, 6, 10].includes(month) ? tl(2_400) : 0,
    bonusKurus: month === 7 || month === 12 ? tl(21_000) : 0,
  };
}

interface Month {
  year: number;
  month: number;
}

const indexOf = ({ year, month }: Month) => year * 12 + month - 1;
const monthAt = (index: number): Month => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });
const pad = (n: number) => String(n).padStart(2, '0');

/** The two files, alimony first in the queue (İİK md. 83/355); `fromBack` months ago their deductions began. */
const files = [
  {
    office: 'Yeşilvadi 2. İcra Dairesi (Demo)',
    fileNo: '2025/1187',
    creditor: 'Demo Alacaklı (nafaka)',
    kind: 'nafaka' as const,
    amountKurus: tl(72_000),
    queueOrder: 1,
    monthlyKurus: tl(3_000),
    fromBack: 11,
  },
  {
    office: 'Yeşilvadi 1. İcra Dairesi (Demo)',
    fileNo: '2026/342',
    creditor: 'Demo Finans A.Ş.',
    kind: 'genel' as const,
    amountKurus: tl(48_000),
    queueOrder: 2,
    monthlyKurus: tl(6_000),
    fromBack: 5,
  },
];

export async function seedEmployeeRecords(tx: Queryable, today: string): Promise<void> {
  const current = indexOf({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
  const months = Array.from({ length: 12 }, (_, back) => monthAt(current - 11 + back));
  const enforcementOf = (index: number) =>
    files.filter((file) => index >= current - file.fromBack).map((file) => ({ file, amountKurus: file.monthlyKurus }));

  // Income tax runs on the calendar year's cumulative base, so each year is worked out from January.
  const slips: (PayslipFigures & Month)[] = [];
  for (const year of [...new Set(months.map((m) => m.year))]) {
    const lastMonth = Math.max(...months.filter((m) => m.year === year).map((m) => m.month));
    const figures = payslipsOfYear(
      year,
      Array.from({ length: lastMonth }, (_, i) => {
        const index = indexOf({ year, month: i + 1 });
        return {
          ...earnings(i + 1),
          unionDuesKurus: tl(420),
          enforcementKurus: enforcementOf(index).reduce((total, line) => total + line.amountKurus, 0),
          otherKurus: tl(150),
        };
      }),
    );
    figures.forEach((slip, i) => {
      if (months.some((m) => m.year === year && m.month === i + 1)) slips.push({ ...slip, year, month: i + 1 });
    });
  }
  await tx.insert(payslips).values(
    slips.map((slip) => {
      const { source } = payrollYear(slip.year);
      return {
        registryOid,
        year: slip.year,
        month: slip.month,
        paymentDate: `${slip.year}-${pad(slip.month)}-15`,
        baseKurus: slip.baseKurus,
        allowancesKurus: slip.allowancesKurus,
        overtimeKurus: slip.overtimeKurus,
        bonusKurus: slip.bonusKurus,
        grossKurus: slip.grossKurus,
        sgkKurus: slip.sgkKurus,
        unemploymentKurus: slip.unemploymentKurus,
        incomeTaxBaseKurus: slip.incomeTaxBaseKurus,
        cumulativeBaseKurus: slip.cumulativeBaseKurus,
        incomeTaxKurus: slip.incomeTaxKurus,
        incomeTaxExemptionKurus: slip.incomeTaxExemptionKurus,
        stampTaxKurus: slip.stampTaxKurus,
        stampTaxExemptionKurus: slip.stampTaxExemptionKurus,
        unionDuesKurus: slip.unionDuesKurus,
        enforcementKurus: slip.enforcementKurus,
        otherDeductionsKurus: slip.otherKurus,
        netKurus: slip.netKurus,
        // Employer's SGK share 20,75 % and unemployment 2 % on the gross (demo figure).
        employerCostKurus: slip.grossKurus + Math.round((slip.grossKurus * 2275) / 10000),
        note: source
          ? `Demo bordro. Gelir vergisi tarifesi ve asgari ücret: ${source}.`
          : `Demo bordro. ${slip.year} yılının resmî gelir vergisi tarifesi ve asgari ücreti depoda yok; ${payrollYear(slip.year - 1).year} rakamları örnek olarak kullanıldı.`,
      };
    }),
  );

  for (const file of files) {
    const deductions = months.map(indexOf).filter((index) => index >= current - file.fromBack);
    const deductedKurus = deductions.length * file.monthlyKurus;
    await tx.insert(enforcementFiles).values({
      registryOid,
      office: file.office,
      fileNo: file.fileNo,
      creditor: file.creditor,
      kind: file.kind,
      amountKurus: file.amountKurus,
      queueOrder: file.queueOrder,
      monthlyKurus: file.monthlyKurus,
      deductedKurus,
      remainingKurus: file.amountKurus - deductedKurus,
    });
    await tx.insert(enforcementDeductions).values(
      deductions.map((index) => ({
        registryOid,
        office: file.office,
        fileNo: file.fileNo,
        ...monthAt(index),
        amountKurus: file.monthlyKurus,
      })),
    );
  }

  // Leave: last year and this year, records only up to today; this year's remaining days carry over.
  const thisYear = Number(today.slice(0, 4));
  let carried = 4;
  let number = 1;
  for (const year of [thisYear - 1, thisYear]) {
    const planned = [
      { kind: 'yillik' as const, start: `${year}-03-09`, end: `${year}-03-13`, days: 5 },
      { kind: 'rapor' as const, start: `${year}-04-21`, end: `${year}-04-22`, days: 2 },
      { kind: 'mazeret' as const, start: `${year}-06-05`, end: `${year}-06-05`, days: 1 },
      { kind: 'yillik' as const, start: `${year}-08-03`, end: `${year}-08-14`, days: 10 },
      { kind: 'idari' as const, start: `${year}-10-28`, end: `${year}-10-28`, days: 1 },
    ].filter((record) => record.end < today);
    const entitled = leaveEntitlement('4857', startDate, birthDate, year).days;
    const used = planned.filter((record) => record.kind === 'yillik').reduce((total, record) => total + record.days, 0);
    await tx.insert(leaveYears).values({
      registryOid,
      year,
      entitledDays: entitled,
      carriedDays: carried,
      usedDays: used,
      remainingDays: entitled + carried - used,
    });
    if (planned.length > 0) {
      await tx.insert(leaveRecords).values(
        planned.map((record) => ({
          registryOid,
          recordNo: `IZ-${year}-${pad(number++)}`,
          year,
          kind: record.kind,
          startDate: record.start,
          endDate: record.end,
          days: record.days,
        })),
      );
    }
    carried = entitled + carried - used;
  }
}
