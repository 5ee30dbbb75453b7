import { paymentStates } from '@ebelediye/contract/payments';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { registries } from './session';

/** Kinds of municipal revenue (gelir türü): estate tax, ÇTV, water, fines, fees… */
export const revenueTypes = pgTable('revenue_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Whether gecikme zammı runs on overdue amounts (taxes yes; some fees no). */
  lateInterest: boolean('late_interest').notNull().default(true),
  /** Shown in the fee-code based debt lists (GetDebtListWithFeeCodes). */
  isFee: boolean('is_fee').notNull().default(false),
});

/** Monthly gecikme zammı rates by the day they start (Law 6183 art. 51), data not code. */
export const lateInterestRates = pgTable('late_interest_rates', {
  fromDate: date('from_date', { mode: 'string' }).primaryKey(),
  monthlyBasisPoints: integer('monthly_basis_points').notNull(),
  /** The decree that set it: "CK 10556, RG 13.11.2025/33076" (seed/law.ts fills the statutory rows). */
  source: text('source'),
});

/**
 * General holidays on the same day every year (Law 2429 art. 1–2). A deadline on one moves to the
 * next working day (VUK art. 18); a half day (28 Ekim from 13:00) does not move it.
 */
export const fixedHolidays = pgTable('fixed_holidays', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  month: integer('month').notNull(),
  day: integer('day').notNull(),
  halfDay: boolean('half_day').notNull().default(false),
  /** The first year it was a holiday: 1 Mayıs from 2009, 15 Temmuz from 2017. */
  fromYear: integer('from_year').notNull(),
  source: text('source').notNull(),
});

/**
 * The days of Ramazan and Kurban Bayramı and their arife (half day), year by year as the Diyanet
 * calendar sets them; `npm run import -- religious-holidays` loads next year's (docs/import.md).
 */
export const religiousHolidays = pgTable(
  'religious_holidays',
  {
    date: date('date', { mode: 'string' }).primaryKey(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    halfDay: boolean('half_day').notNull().default(false),
    source: text('source').notNull(),
  },
  (t) => [index('religious_holidays_year_idx').on(t.year)],
);

/** Water (and similar) subscriptions: subscriber number, address, SPEC §9 subscriber type. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriberNo: text('subscriber_no').primaryKey(),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid),
    type: text('type', { enum: ['G', 'Y', 'T', 'K', 'D'] }).notNull(),
    service: text('service').notNull().default('SU'),
    address: text('address').notNull(),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    startedAt: date('started_at', { mode: 'string' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Güvence bedeli paid when the contract was signed; returned or set off when it ends (docs/subscriptions.md). */
    depositKurus: bigint('deposit_kurus', { mode: 'number' }).notNull().default(0),
    /** The meter's index (m³) at the last billed reading, and its day: a final reading may not be lower. */
    lastReading: integer('last_reading'),
    lastReadingOn: date('last_reading_on', { mode: 'string' }),
    /** The revenue system's version of the row last stored (null when the portal made it). */
    sourceVersion: bigint('source_version', { mode: 'number' }),
  },
  (t) => [index('subscriptions_registry_idx').on(t.registryOid)],
);

/** Tahakkuk: one amount a registry owes, due on a date. Paid amounts accumulate in `paidKurus`. */
export const accruals = pgTable(
  'accruals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid),
    revenueCode: text('revenue_code')
      .notNull()
      .references(() => revenueTypes.code),
    year: integer('year').notNull(),
    installment: integer('installment').notNull().default(1),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    principalKurus: bigint('principal_kurus', { mode: 'number' }).notNull(),
    paidKurus: bigint('paid_kurus', { mode: 'number' }).notNull().default(0),
    description: text('description').notNull(),
    subscriberNo: text('subscriber_no').references(() => subscriptions.subscriberNo),
    /** What created it: a declaration, a water reading, a fine… (e.g. "declaration:42"). */
    source: text('source'),
    /**
     * An original debt taken into a restructuring plan (never deleted): not open while the plan runs;
     * set back to null when the plan breaks and it comes back with its gecikme zammı.
     */
    restructuringPlanId: bigint('restructuring_plan_id', { mode: 'number' }),
    /** An installment of a broken plan, no longer owed: what was paid on it went to the original debts. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it was cancelled when the revenue system cancelled it (terkin gerekçesi). */
    cancelReason: text('cancel_reason'),
    /** The revenue system's accrual number (its key on the wire, both ways); null when the portal made it. */
    accrualNo: text('accrual_no'),
    /** The revenue system's version of the row last stored: an older one never overwrites it. */
    sourceVersion: bigint('source_version', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accruals_registry_idx').on(t.registryOid, t.dueDate),
    uniqueIndex('accruals_accrual_no_idx').on(t.accrualNo),
  ],
);

/** Tahsilat: money received, with a receipt number; online collections carry the bank order number. */
export const collections = pgTable(
  'collections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receiptNo: text('receipt_no').notNull().unique(),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    /** SPEC §9 collection type; 4 = online. */
    typeCode: integer('type_code').notNull(),
    /** One collection per bank order, ever: the second posting of an order is refused by this index. */
    orderNo: text('order_no'),
    totalKurus: bigint('total_kurus', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('collections_registry_idx').on(t.registryOid),
    uniqueIndex('collections_order_idx').on(t.orderNo),
    // The desk dashboard's hours and days and the daily files read collections by a range of this.
    index('collections_collected_idx').on(t.collectedAt),
  ],
);

export const collectionLines = pgTable(
  'collection_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectionId: bigint('collection_id', { mode: 'number' })
      .notNull()
      .references(() => collections.id),
    accrualId: bigint('accrual_id', { mode: 'number' })
      .notNull()
      .references(() => accruals.id),
    principalKurus: bigint('principal_kurus', { mode: 'number' }).notNull(),
    interestKurus: bigint('interest_kurus', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('collection_lines_collection_idx').on(t.collectionId),
    index('collection_lines_accrual_idx').on(t.accrualId),
  ],
);

/**
 * A collection given back, whole or in part (a card refund, decision 083): the lines it took off and
 * the principal put back on each accrual (`paid_kurus` lowered), so the debt is open again with its
 * original due date. The collection and its lines stay as they were: the reversal is the record.
 */
export const collectionReversals = pgTable(
  'collection_reversals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectionId: bigint('collection_id', { mode: 'number' })
      .notNull()
      .references(() => collections.id),
    /** What caused it, e.g. "refund:12". */
    source: text('source').notNull().unique(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }).notNull(),
    totalKurus: bigint('total_kurus', { mode: 'number' }).notNull(),
  },
  (t) => [index('collection_reversals_collection_idx').on(t.collectionId)],
);

export const collectionReversalLines = pgTable(
  'collection_reversal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reversalId: bigint('reversal_id', { mode: 'number' })
      .notNull()
      .references(() => collectionReversals.id),
    accrualId: bigint('accrual_id', { mode: 'number' })
      .notNull()
      .references(() => accruals.id),
    principalKurus: bigint('principal_kurus', { mode: 'number' }).notNull(),
    interestKurus: bigint('interest_kurus', { mode: 'number' }).notNull(),
  },
  (t) => [index('collection_reversal_lines_reversal_idx').on(t.reversalId)],
);

/**
 * One try to pay by card (domain/payments.md): persisted before the browser leaves for the bank,
 * moved through its states by conditional updates only, never deleted.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    orderNo: text('order_no').primaryKey(),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid),
    channel: text('channel', { enum: ['member', 'fast', 'matrimony'] }).notNull(),
    bankCode: text('bank_code').notNull(),
    storeType: text('store_type').notNull(),
    amountKurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('949'),
    state: text('state', { enum: paymentStates }).notNull(),
    maskedPan: text('masked_pan'),
    authCode: text('auth_code'),
    hostRefNum: text('host_ref_num'),
    transId: text('trans_id'),
    errorMessage: text('error_message'),
    collectionId: bigint('collection_id', { mode: 'number' }).references(() => collections.id),
    /** What this payment is for, beyond accruals (the marriage fee: couple, ceremony date). */
    detail: jsonb('detail'),
    /**
     * An attempt that ended without money is asked about again (a late approval must not be lost):
     * when next, and how many times so far (domain/payments.md, docs/payments.md "Late approvals").
     */
    recheckAt: timestamp('recheck_at', { withTimezone: true }),
    rechecks: integer('rechecks').notNull().default(0),
    /** SHA-256 of the PayFlex return secret in this attempt's SuccessUrl/FailureUrl; the secret itself is never stored. */
    returnSecretHash: text('return_secret_hash'),
    /** PayFlex Common Payment: the bank's PaymentToken for this attempt (not card data), to ask the bank about it from any process. */
    bankToken: text('bank_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_registry_idx').on(t.registryOid),
    index('payment_attempts_open_idx').on(t.state, t.updatedAt),
    index('payment_attempts_recheck_idx').on(t.recheckAt),
    // The revenue desk lists orders newest first and by days (decision 082).
    index('payment_attempts_created_idx').on(t.createdAt),
  ],
);

/** The accruals an attempt pays and the amounts fixed when it started (interest to that day). */
export const paymentAttemptAccruals = pgTable(
  'payment_attempt_accruals',
  {
    orderNo: text('order_no')
      .notNull()
      .references(() => paymentAttempts.orderNo),
    accrualId: bigint('accrual_id', { mode: 'number' })
      .notNull()
      .references(() => accruals.id),
    principalKurus: bigint('principal_kurus', { mode: 'number' }).notNull(),
    interestKurus: bigint('interest_kurus', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.accrualId] })],
);

/**
 * While an attempt is open its accruals are held here; the primary key refuses a second attempt on
 * the same accrual. The hold is released when the attempt ends.
 */
export const accrualHolds = pgTable('accrual_holds', {
  accrualId: bigint('accrual_id', { mode: 'number' })
    .primaryKey()
    .references(() => accruals.id),
  orderNo: text('order_no')
    .notNull()
    .references(() => paymentAttempts.orderNo),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every state change of an attempt with the bank's answer, card data removed. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => paymentAttempts.orderNo),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    source: text('source').notNull(),
    raw: jsonb('raw'),
  },
  (t) => [index('payment_events_order_idx').on(t.orderNo)],
);

/** Receipt numbers: year + a running number, taken under a row lock so two processes never share one. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});
