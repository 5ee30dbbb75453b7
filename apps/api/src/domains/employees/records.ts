import { carryOverLimit, leaveEntitlement, travelLeaveRule } from '@ebelediye/finance';
import { and, asc, desc, eq, lte, or, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  employees,
  enforcementDeductions,
  enforcementFiles,
  leaveRecords,
  leaveYears,
  payslips,
  registries,
} from '../../db/schema';

// The employee domain's queries: every one takes the caller's registry, so no call can reach
// another employee's records.

export async function employeeOf(db: Queryable, registryOid: string) {
  const [row] = await db
    .select({
      employeeNo: employees.employeeNo,
      unit: employees.unit,
      title: employees.title,
      startDate: employees.startDate,
      staffLaw: employees.staffLaw,
      name: registries.name,
      surname: registries.surname,
      birthDate: registries.birthDate,
    })
    .from(employees)
    .innerJoin(registries, eq(registries.oid, employees.registryOid))
    .where(eq(employees.registryOid, registryOid));
  return row;
}

export type Employee = NonNullable<Awaited<ReturnType<typeof employeeOf>>>;

/** Payslips up to and including `last` (year, month), newest first. */
export function payslipsUpTo(db: Queryable, registryOid: string, last: { year: number; month: number }) {
  return db
    .select()
    .from(payslips)
    .where(
      and(
        eq(payslips.registryOid, registryOid),
        or(lt(payslips.year, last.year), and(eq(payslips.year, last.year), lte(payslips.month, last.month))),
      ),
    )
    .orderBy(desc(payslips.year), desc(payslips.month));
}

export async function payslipOf(db: Queryable, registryOid: string, year: number, month: number) {
  const [row] = await db
    .select()
    .from(payslips)
    .where(and(eq(payslips.registryOid, registryOid), eq(payslips.year, year), eq(payslips.month, month)));
  return row;
}

export type PayslipRow = NonNullable<Awaited<ReturnType<typeof payslipOf>>>;

export async function leaveOf(db: Queryable, employee: Employee, registryOid: string, year: number | undefined) {
  const accounts = await db
    .select()
    .from(leaveYears)
    .where(eq(leaveYears.registryOid, registryOid))
    .orderBy(desc(leaveYears.year));
  const chosen = year ?? accounts[0]?.year ?? null;
  const account = accounts.find((row) => row.year === chosen) ?? null;
  const records =
    chosen === null
      ? []
      : await db
          .select()
          .from(leaveRecords)
          .where(and(eq(leaveRecords.registryOid, registryOid), eq(leaveRecords.year, chosen)))
          .orderBy(asc(leaveRecords.startDate), asc(leaveRecords.recordNo));
  // The law's rule is shown beside the imported figure only when they agree; a mismatch is for staff (import report).
  const rule = account
    ? leaveEntitlement(employee.staffLaw, employee.startDate, employee.birthDate, account.year)
    : null;
  return {
    years: accounts.map((row) => row.year),
    year: chosen,
    account: account && {
      entitledDays: account.entitledDays,
      carriedDays: account.carriedDays,
      usedDays: account.usedDays,
      remainingDays: account.remainingDays,
    },
    rule: rule && account && rule.days === account.entitledDays ? rule.rule : null,
    travelRule: account ? travelLeaveRule(employee.staffLaw).rule : null,
    carryOverRule: account
      ? carryOverLimit(employee.staffLaw, employee.startDate, employee.birthDate, account.year).rule
      : null,
    records: records.map((row) => ({
      recordNo: row.recordNo,
      kind: row.kind,
      startDate: row.startDate,
      endDate: row.endDate,
      days: row.days,
    })),
  };
}

export async function enforcementOf(db: Queryable, registryOid: string) {
  const files = await db
    .select()
    .from(enforcementFiles)
    .where(eq(enforcementFiles.registryOid, registryOid))
    .orderBy(asc(enforcementFiles.queueOrder), asc(enforcementFiles.fileNo));
  const deductions = await db
    .select()
    .from(enforcementDeductions)
    .where(eq(enforcementDeductions.registryOid, registryOid))
    .orderBy(desc(enforcementDeductions.year), desc(enforcementDeductions.month));
  return files.map((file) => ({
    office: file.office,
    fileNo: file.fileNo,
    creditor: file.creditor,
    kind: file.kind,
    amountKurus: file.amountKurus,
    queueOrder: file.queueOrder,
    monthlyKurus: file.monthlyKurus,
    deductedKurus: file.deductedKurus,
    remainingKurus: file.remainingKurus,
    deductions: deductions
      .filter((d) => d.office === file.office && d.fileNo === file.fileNo)
      .map((d) => ({ year: d.year, month: d.month, amountKurus: d.amountKurus })),
  }));
}
