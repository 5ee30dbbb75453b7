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

/**
 * The data-access module of employees: every query takes the caller's registry, so no call can reach
 * another employee's records.
 */

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

export function leaveYearsOf(db: Queryable, registryOid: string) {
  return db.select().from(leaveYears).where(eq(leaveYears.registryOid, registryOid)).orderBy(desc(leaveYears.year));
}

export function leaveRecordsOf(db: Queryable, registryOid: string, year: number) {
  return db
    .select()
    .from(leaveRecords)
    .where(and(eq(leaveRecords.registryOid, registryOid), eq(leaveRecords.year, year)))
    .orderBy(asc(leaveRecords.startDate), asc(leaveRecords.recordNo));
}

export function enforcementFilesOf(db: Queryable, registryOid: string) {
  return db
    .select()
    .from(enforcementFiles)
    .where(eq(enforcementFiles.registryOid, registryOid))
    .orderBy(asc(enforcementFiles.queueOrder), asc(enforcementFiles.fileNo));
}

export function enforcementDeductionsOf(db: Queryable, registryOid: string) {
  return db
    .select()
    .from(enforcementDeductions)
    .where(eq(enforcementDeductions.registryOid, registryOid))
    .orderBy(desc(enforcementDeductions.year), desc(enforcementDeductions.month));
}
