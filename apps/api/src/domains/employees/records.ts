import { carryOverLimit, leaveEntitlement, travelLeaveRule } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { type Employee, enforcementDeductionsOf, enforcementFilesOf, leaveRecordsOf, leaveYearsOf } from './store';

// An employee's leave and enforcement records as the portal shows them, with the law's rules beside them.

export async function leaveOf(db: Queryable, employee: Employee, registryOid: string, year: number | undefined) {
  const accounts = await leaveYearsOf(db, registryOid);
  const chosen = year ?? accounts[0]?.year ?? null;
  const account = accounts.find((row) => row.year === chosen) ?? null;
  const records = chosen === null ? [] : await leaveRecordsOf(db, registryOid, chosen);
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
  const files = await enforcementFilesOf(db, registryOid);
  const deductions = await enforcementDeductionsOf(db, registryOid);
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
