import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff';

/**
 * A transaction id with its epoch (PostgreSQL ≥ 13): what orders the outbox by commit, not by insert
 * (domains/events/store.ts). Read as text: it passes 2^53.
 */
const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});

/**
 * The outbox: one row per event, written in the transaction that makes the change (decision 078).
 * Rows are never changed; the payload of a card collection is completed when read (its receipt number
 * is drawn at commit).
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The writing transaction: readers hand out only rows of transactions older than every running one. */
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    type: text('type').notNull(),
    /** The person concerned (their registry number is read when the event is); null for none. */
    registryOid: text('registry_oid'),
    data: jsonb('data').notNull(),
    /** A card collection's event: its receipt number is read from it (drawn at commit). */
    collectionId: bigint('collection_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('integration_events_order_idx').on(t.txid, t.id),
    index('integration_events_created_idx').on(t.createdAt),
  ],
);

/** A receiver of signed webhooks, added at the desk by an administrator. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull(),
  /** `whsec_…`: kept to sign with; shown once when made, never served again. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Why it was disabled (by the delivery after three days of failures, or by a person). */
  disabledReason: text('disabled_reason'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** How far the outbox has been queued for it: the (txid, id) of the last event queued. */
  queuedTxid: xid8('queued_txid'),
  queuedId: bigint('queued_id', { mode: 'number' }),
  createdBy: integer('created_by').references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One event to send to one endpoint: queued in the outbox's order (its id orders it), sent when it is
 * the oldest undelivered one of its registry for that endpoint, retried with backoff until delivered.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => integrationEvents.id),
    /** Copied from the event: deliveries of one registry go one at a time, in order. '' for none. */
    registryOid: text('registry_oid').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_waiting_idx')
      .on(t.endpointId, t.registryOid, t.id)
      .where(sql`delivered_at is null`),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);
