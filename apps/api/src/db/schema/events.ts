import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
 * The outbox: one row per event, written in the transaction that makes the change (decision 078).
 * Rows are not changed after their commit; the payload of a card collection is completed when read (its
 * receipt number is drawn at commit).
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The commit order: drawn as the writing transaction commits (a deferred trigger, under one lock), so
     * a row with a higher seq never becomes visible before one with a lower seq. Null until then.
     */
    seq: bigint('seq', { mode: 'number' }),
    type: text('type').notNull(),
    /** The person concerned (their registry number is read when the event is); null for none. */
    registryOid: text('registry_oid'),
    data: jsonb('data').notNull(),
    /** A card collection's event: its receipt number is read from it (drawn at commit). */
    collectionId: bigint('collection_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('integration_events_seq_idx').on(t.seq), index('integration_events_created_idx').on(t.createdAt)],
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
  /** How far the outbox has been queued for it: the seq of the last event queued. */
  queuedSeq: bigint('queued_seq', { mode: 'number' }).notNull().default(0),
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
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`delivered_at is null`),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);

/**
 * How far each pull-feed reader (a connected system, `integration_clients.id`) has confirmed the
 * outbox: asking for the events after a cursor confirms every event up to it. With the webhook
 * deliveries, what the daily reconciliation counts as acknowledged by the revenue system.
 */
export const feedReaders = pgTable('feed_readers', {
  clientId: integer('client_id').primaryKey(),
  acknowledgedSeq: bigint('acknowledged_seq', { mode: 'number' }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});
