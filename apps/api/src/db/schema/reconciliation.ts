import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { reconciliationDifferenceKinds } from '@ebelediye/contract/reconciliation';
import { staffAccounts } from './staff';

/**
 * The daily reconciliation (docs/payments.md "Daily reconciliation", decision 081): what the portal
 * collected by card on an Istanbul day, beside what each bank says of the same orders and what the
 * revenue system acknowledged. A run is kept per day and bank (the latest replaces the earlier one).
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The Istanbul day whose card attempts were compared. */
    day: date('day', { mode: 'string' }).notNull(),
    bankCode: text('bank_code').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    /** Collections the portal posted for the day's orders at this bank. */
    portalCount: integer('portal_count').notNull(),
    portalTotalKurus: bigint('portal_total_kurus', { mode: 'number' }).notNull(),
    /** Sales the bank confirmed for the same orders (orders it could not be asked about are not counted). */
    bankCount: integer('bank_count').notNull(),
    bankTotalKurus: bigint('bank_total_kurus', { mode: 'number' }).notNull(),
    /** Orders the bank could not be asked about (timeout, 5xx): the bank's figures are then incomplete. */
    unaskedCount: integer('unasked_count').notNull().default(0),
    differencesCount: integer('differences_count').notNull(),
  },
  (t) => [uniqueIndex('reconciliation_runs_day_bank_idx').on(t.day, t.bankCode)],
);

/** One difference a person must look at, until resolved with a note (who and when are kept). */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: reconciliationDifferenceKinds }).notNull(),
    bankCode: text('bank_code').notNull(),
    /** The order behind it; none for a bank that could not be asked at all. */
    orderNo: text('order_no'),
    receiptNo: text('receipt_no'),
    amountKurus: bigint('amount_kurus', { mode: 'number' }),
    /** What was found, in Turkish (the bank's amount, the state in the portal). */
    detail: text('detail').notNull(),
    /** What a person should do about it, in Turkish. */
    action: text('action').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => staffAccounts.id),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    index('reconciliation_differences_day_idx').on(t.day),
    index('reconciliation_differences_open_idx').on(t.resolvedAt, t.day),
  ],
);

/**
 * The end of day (decision 084): a bank's Istanbul day closed once by a named person, with the totals
 * each side showed at that moment and the differences still open (the note says what was done).
 */
export const dayCloses = pgTable(
  'day_closes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bankCode: text('bank_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    closedBy: integer('closed_by')
      .notNull()
      .references(() => staffAccounts.id),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    portalCount: integer('portal_count').notNull(),
    portalTotalKurus: bigint('portal_total_kurus', { mode: 'number' }).notNull(),
    /** The bank's day list, its refunds already taken off. */
    bankCount: integer('bank_count').notNull(),
    bankTotalKurus: bigint('bank_total_kurus', { mode: 'number' }).notNull(),
    refundCount: integer('refund_count').notNull().default(0),
    refundTotalKurus: bigint('refund_total_kurus', { mode: 'number' }).notNull().default(0),
    acknowledgedCount: integer('acknowledged_count').notNull(),
    acknowledgedTotalKurus: bigint('acknowledged_total_kurus', { mode: 'number' }).notNull(),
    openDifferences: integer('open_differences').notNull(),
    /** The open differences as they were at closing: kind, order, the two amounts (no personal data). */
    differences: jsonb('differences').notNull(),
    note: text('note'),
  },
  (t) => [uniqueIndex('day_closes_bank_day_idx').on(t.bankCode, t.day)],
);
