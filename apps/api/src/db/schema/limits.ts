import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of @fastify/rate-limit (every `rateLimit` of a route or an operation), kept in the
 * database so that every API process counts the same calls (decision 050). One row
 * per route and caller (the caller's address or key, hashed); a window's count starts again at 1 once
 * `windowEndsAt` has passed. The prune job forgets windows that ended.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counts_window_ends_idx').on(t.windowEndsAt)],
);

/**
 * Failed staff sign-ins per account name and per address (decision 051): what
 * slows a guesser down (a captcha, then a growing wait) without ever locking the account, and what an
 * administrator sees under "Giriş güvenliği" on the desk home. `subject` is the user name as typed
 * (known or not) or the address; `refused` counts the tries turned away while the wait lasted.
 */
export const staffSignInGuards = pgTable(
  'staff_sign_in_guards',
  {
    kind: text('kind', { enum: ['account', 'address'] }).notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No try of this subject without a trusted device is weighed before this moment. */
    waitUntil: timestamp('wait_until', { withTimezone: true }),
    refused: integer('refused').notNull().default(0),
    lastRefusedAt: timestamp('last_refused_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subject] }),
    index('staff_sign_in_guards_last_failure_idx').on(t.lastFailureAt),
  ],
);
