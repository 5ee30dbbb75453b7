import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff';

/**
 * The systems connected to the integration API (/integration/v1): one credential each, issued and
 * revoked at the desk by an administrator (decision 077). Only the key's SHA-256 is kept; the key is
 * shown once when issued.
 */
export const integrationClients = pgTable('integration_clients', {
  id: serial('id').primaryKey(),
  /** The connected system's name, as the administrator wrote it. */
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** The key's first characters, to tell keys apart on the screen and in the logs. */
  keyPrefix: text('key_prefix').notNull(),
  /** Addresses and CIDR ranges calls may come from; empty: any address. */
  allowList: text('allow_list').array().notNull().default([]),
  createdBy: integer('created_by').references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/**
 * Idempotency-Key of every write, per client: claimed before the write runs (INSERT … ON CONFLICT DO
 * NOTHING), then the answer as sent, replayed byte for byte to a retry with the same key and body.
 * Kept at least 24 hours (the jobs loop prunes older ones).
 */
export const integrationIdempotency = pgTable(
  'integration_idempotency',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => integrationClients.id),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the method, path and raw body: another body under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    /** The body exactly as it was sent the first time. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.key] }), index('integration_idempotency_created_idx').on(t.createdAt)],
);
