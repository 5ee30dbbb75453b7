import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { closureStates } from '@ebelediye/contract/citizen-support';
import { registries } from './session';
import { staffAccounts } from './staff';

/**
 * A citizen's request to close their e-Belediye account (KVKK art. 11, decision 088). The desk
 * completes or refuses it; the row stays as the record of the request and its answer after the
 * account itself is gone, so it names the registry (kept by law), not the member.
 */
export const accountClosureRequests = pgTable(
  'account_closure_requests',
  {
    id: serial('id').primaryKey(),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid),
    /** The account asked about, as a plain number: the member row is deleted when the request completes. */
    memberId: integer('member_id'),
    reason: text('reason'),
    state: text('state', { enum: closureStates }).notNull().default('open'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staffAccounts.id),
    /** Why a request was refused, or what the person completing it noted. */
    decisionNote: text('decision_note'),
  },
  (t) => [
    // One open request per person: a second click finds the first.
    uniqueIndex('account_closure_requests_open_idx')
      .on(t.registryOid)
      .where(sql`state = 'open'`),
    index('account_closure_requests_state_idx').on(t.state, t.requestedAt),
  ],
);
