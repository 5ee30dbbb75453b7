import { sql } from 'drizzle-orm';
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
import { cancellationStates, depositMethods } from '@ebelediye/contract';
import { accruals, subscriptions } from './debts';
import { registries } from './session';
import { staffAccounts } from './staff';

/**
 * Banks by their EFT code, the five digits a TR IBAN carries after its check digits. Data, with the
 * list it was taken from, so a refund's bank is found from the IBAN alone (docs/subscriptions.md).
 */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  source: text('source').notNull(),
});

/** A bank's branches (şube kodu within the bank). `demo` rows are invented for the demo municipality. */
export const bankBranches = pgTable(
  'bank_branches',
  {
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    source: text('source').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.bankCode, t.code] })],
);

/**
 * Abonelik sözleşmesi iptal başvurusu. State moves by the table in
 * domains/subscriptions/cancellation-state.ts, an event per change; never deleted.
 */
export const contractCancellations = pgTable(
  'contract_cancellations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationNo: text('application_no').notNull().unique(),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid),
    subscriberNo: text('subscriber_no')
      .notNull()
      .references(() => subscriptions.subscriberNo),
    state: text('state', { enum: cancellationStates }).notNull(),
    moveOutDate: date('move_out_date', { mode: 'string' }).notNull(),
    memberReading: integer('member_reading'),
    /** A JPEG/PNG of the meter the member uploaded (documents.id). */
    meterPhotoFileId: text('meter_photo_file_id'),
    depositKurus: bigint('deposit_kurus', { mode: 'number' }).notNull(),
    depositMethod: text('deposit_method', { enum: depositMethods }).notNull(),
    /** The refund account (IBAN method only): the IBAN in full is needed to pay; it is shown masked. */
    iban: text('iban'),
    bankCode: text('bank_code').references(() => banks.code),
    branchCode: text('branch_code'),
    accountHolder: text('account_holder'),
    openDebtsAtApplicationKurus: bigint('open_debts_at_application_kurus', { mode: 'number' }).notNull(),
    phone: text('phone').notNull(),
    readingScheduledFor: date('reading_scheduled_for', { mode: 'string' }),
    finalReading: integer('final_reading'),
    finalReadingOn: date('final_reading_on', { mode: 'string' }),
    finalBillAccrualId: bigint('final_bill_accrual_id', { mode: 'number' }).references(() => accruals.id),
    /** What the deposit covered (offset method): open debts and the final bill, oldest first. */
    offsetKurus: bigint('offset_kurus', { mode: 'number' }).notNull().default(0),
    refundDueKurus: bigint('refund_due_kurus', { mode: 'number' }),
    refundChannel: text('refund_channel', { enum: ['iban', 'counter'] }),
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /**
     * Four eyes on the final bill (decision 057): who issued it and, when its amount was outside the
     * plausible range of the reading × tariff, who approved it. The refund may not be recorded by the
     * issuer. A bill waiting for approval is a proposal here, not yet an accrual anyone can pay.
     */
    finalBillIssuedBy: integer('final_bill_issued_by').references(() => staffAccounts.id),
    finalBillApprovedBy: integer('final_bill_approved_by').references(() => staffAccounts.id),
    proposedBillKurus: bigint('proposed_bill_kurus', { mode: 'number' }),
    proposedDueDate: date('proposed_due_date', { mode: 'string' }),
    proposedBy: integer('proposed_by').references(() => staffAccounts.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    /** The SMS confirmation's reference: saving twice with it gives one application. */
    confirmationReference: text('confirmation_reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_cancellations_registry_idx').on(t.registryOid),
    uniqueIndex('contract_cancellations_confirmation_idx').on(t.confirmationReference),
    // One open application per subscription, enforced by the database as well as the handler.
    uniqueIndex('contract_cancellations_open_idx')
      .on(t.subscriberNo)
      .where(sql`state in ('REQUESTED', 'READING_SCHEDULED', 'FINAL_BILLED')`),
  ],
);

/** Every step of an application, with who did it: the citizen's timeline and the audit of the desk. */
export const contractCancellationEvents = pgTable(
  'contract_cancellation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cancellationId: bigint('cancellation_id', { mode: 'number' })
      .notNull()
      .references(() => contractCancellations.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    actor: text('actor').notNull(),
    detail: jsonb('detail'),
  },
  (t) => [index('contract_cancellation_events_idx').on(t.cancellationId)],
);

/**
 * The water tariff a final bill is checked against (decision 057): the price of one m³ for a
 * subscription type from a day on, everything per m³ included (water, wastewater, ÇTV, KDV), and the
 * allowance for fixed charges and rounding. Set by the council each year; `demo` rows are invented.
 * Without a row for the type and day, every final bill needs a second person's approval.
 */
export const waterTariffs = pgTable(
  'water_tariffs',
  {
    subscriptionType: text('subscription_type').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    pricePerM3Kurus: integer('price_per_m3_kurus').notNull(),
    marginKurus: integer('margin_kurus').notNull(),
    source: text('source').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.subscriptionType, t.validFrom] })],
);
