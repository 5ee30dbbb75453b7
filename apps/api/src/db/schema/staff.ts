import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffRoles } from '@ebelediye/contract/staff';

/**
 * Municipal staff (DESIGN "Staff desk"): not members. The first administrator is made by a command
 * (`npm run staff:create`), everyone else by an administrator at the desk, never by sign-up; they sign in at /yonetim with a password and an SMS code.
 */

/** A unit of the municipality (müdürlük) that complaints and other desk work are assigned to. */
export const staffUnits = pgTable('staff_units', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  /** The sign-in name (e.g. ayse.kaya): lower-case letters, digits, dots. */
  userName: text('user_name').notNull().unique(),
  fullName: text('full_name').notNull(),
  /** Mobile number, 10 digits without the leading 0: where the sign-in code goes. */
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: staffRoles }).notNull(),
  /** Operators and unit managers belong to a unit; an administrator may have none. */
  unitId: integer('unit_id').references(() => staffUnits.id),
  status: text('status', { enum: ['active', 'passive'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** The password is a temporary one sent by SMS: the desk answers nothing but the change until it is replaced. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** Until when that temporary password signs in (staffTemporaryPasswordHours after it was sent). */
  temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
});

/**
 * Staff sessions, apart from citizens' (own table, own cookie). A session starts "pending" after the
 * password and becomes usable only when the SMS code is entered (`verifiedAt`); the code's hash and
 * tries live on the pending row, so no reference travels through the browser.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * The staff audit trail: every desk action, by whom, on what, from where. Written only through
 * recordStaffAction (domains/staff/audit.ts); a trigger refuses UPDATE, DELETE and TRUNCATE (migration
 * 0018, decision 058), so not even the application's own database user can rewrite it.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a failed sign-in with an unknown user name. */
    staffId: integer('staff_id').references(() => staffAccounts.id),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    detail: jsonb('detail'),
    /**
     * The citizen whose personal data the action read or changed (their registry), so an inspector can
     * ask "who looked at this person" without a TCKN in the trail. Null for actions about no citizen.
     */
    subjectRegistryOid: text('subject_registry_oid'),
  },
  (t) => [
    index('staff_actions_entity_idx').on(t.entity, t.entityId),
    index('staff_actions_subject_idx').on(t.subjectRegistryOid, t.at),
    index('staff_actions_staff_idx').on(t.staffId, t.at),
    index('staff_actions_at_idx').on(t.at),
  ],
);
