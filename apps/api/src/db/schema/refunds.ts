import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { refundKinds, refundStates } from '@ebelediye/contract/refunds';
import { collections, paymentAttempts } from './debts';
import { staffAccounts } from './staff';

/**
 * Refunds through the bank (docs/payments.md "Refunds", decision 083). One row per request to give a
 * card payment's money back, never deleted. Its state moves only by conditional updates: the row is
 * claimed (→ sending) before the bank is called, so no second process or click sends it again, and a
 * call without an answer becomes unknown and is settled by asking the bank, never by resending.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => paymentAttempts.orderNo),
    kind: text('kind', { enum: refundKinds }).notNull(),
    amountKurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: refundStates }).notNull(),
    /** Sent to the bank as this refund's own id (PayFlex TransactionId): the bank refuses a second one too. */
    bankRequestId: text('bank_request_id').notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** The second person (four eyes) who approved or rejected it; null when no approval was needed. */
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staffAccounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The bank's reference for the refund (HostRefNum / Rrn) and its answer, without card data. */
    bankReference: text('bank_reference'),
    bankMessage: text('bank_message'),
    bankAnswer: jsonb('bank_answer'),
    /** The reversal of the collection this refund made, for a collected order. */
    collectionId: bigint('collection_id', { mode: 'number' }).references(() => collections.id),
  },
  (t) => [
    index('payment_refunds_order_idx').on(t.orderNo),
    index('payment_refunds_state_idx').on(t.state, t.requestedAt),
    uniqueIndex('payment_refunds_bank_request_idx').on(t.bankRequestId),
    // At most one refund of an order not yet finished: two requests at once cannot both go to the bank.
    uniqueIndex('payment_refunds_one_open_idx')
      .on(t.orderNo)
      .where(sql`state in ('requested', 'awaiting_approval', 'sending', 'unknown')`),
  ],
);
