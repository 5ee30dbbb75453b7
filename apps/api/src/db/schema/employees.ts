import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { registries } from './session';

// An employee's payroll, leave and enforcement records as the municipality's payroll and HR systems
// computed them (docs/employees.md). The portal shows them and never recomputes them; `npm run import`
// loads them, keyed by what the systems call them, so loading the same file again changes nothing.

/** One month's payslip (bordro), every figure in kuruş as the payroll system sent it. */
export const payslips = pgTable(
  'payslips',
  {
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    baseKurus: integer('base_kurus').notNull(),
    allowancesKurus: integer('allowances_kurus').notNull(),
    overtimeKurus: integer('overtime_kurus').notNull(),
    bonusKurus: integer('bonus_kurus').notNull(),
    grossKurus: integer('gross_kurus').notNull(),
    sgkKurus: integer('sgk_kurus').notNull(),
    unemploymentKurus: integer('unemployment_kurus').notNull(),
    incomeTaxBaseKurus: integer('income_tax_base_kurus').notNull(),
    cumulativeBaseKurus: integer('cumulative_base_kurus').notNull(),
    incomeTaxKurus: integer('income_tax_kurus').notNull(),
    incomeTaxExemptionKurus: integer('income_tax_exemption_kurus').notNull(),
    stampTaxKurus: integer('stamp_tax_kurus').notNull(),
    stampTaxExemptionKurus: integer('stamp_tax_exemption_kurus').notNull(),
    unionDuesKurus: integer('union_dues_kurus').notNull(),
    enforcementKurus: integer('enforcement_kurus').notNull(),
    otherDeductionsKurus: integer('other_deductions_kurus').notNull(),
    netKurus: integer('net_kurus').notNull(),
    /** The employer's total cost, when the payroll system sends it. */
    employerCostKurus: integer('employer_cost_kurus'),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    /** A remark printed on the payslip (the demo's says where its figures come from). */
    note: text('note'),
  },
  (t) => [
    primaryKey({ columns: [t.registryOid, t.year, t.month] }),
    check('payslips_month_check', sql`${t.month} between 1 and 12`),
  ],
);

/** The year's annual leave account. */
export const leaveYears = pgTable(
  'leave_years',
  {
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    entitledDays: integer('entitled_days').notNull(),
    carriedDays: integer('carried_days').notNull(),
    usedDays: integer('used_days').notNull(),
    remainingDays: integer('remaining_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.registryOid, t.year] })],
);

export const leaveKinds = ['yillik', 'rapor', 'mazeret', 'ucretsiz', 'idari', 'yol'] as const;

/** One leave taken: annual, sick report, excuse, unpaid, administrative, travel days (yol izni). */
export const leaveRecords = pgTable(
  'leave_records',
  {
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid, { onDelete: 'cascade' }),
    recordNo: text('record_no').notNull(),
    year: integer('year').notNull(),
    kind: text('kind', { enum: leaveKinds }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.registryOid, t.recordNo] }),
    index('leave_records_year_idx').on(t.registryOid, t.year),
  ],
);

export const enforcementKinds = ['nafaka', 'genel'] as const;

/** An enforcement (icra) file whose deductions come out of the salary, in the order of the queue. */
export const enforcementFiles = pgTable(
  'enforcement_files',
  {
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid, { onDelete: 'cascade' }),
    office: text('office').notNull(),
    fileNo: text('file_no').notNull(),
    creditor: text('creditor').notNull(),
    /** Alimony (nafaka) is deducted before any other file (İİK md. 83, 355). */
    kind: text('kind', { enum: enforcementKinds }).notNull(),
    amountKurus: integer('amount_kurus').notNull(),
    queueOrder: integer('queue_order').notNull(),
    monthlyKurus: integer('monthly_kurus').notNull(),
    deductedKurus: integer('deducted_kurus').notNull(),
    remainingKurus: integer('remaining_kurus').notNull(),
    notifiedOn: date('notified_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registryOid, t.office, t.fileNo] })],
);

/** A month's deduction for a file: the sum of a month's lines is the payslip's enforcement line. */
export const enforcementDeductions = pgTable(
  'enforcement_deductions',
  {
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid, { onDelete: 'cascade' }),
    office: text('office').notNull(),
    fileNo: text('file_no').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    amountKurus: integer('amount_kurus').notNull(),
  },
  (t) => [primaryKey({ columns: [t.registryOid, t.office, t.fileNo, t.year, t.month] })],
);
