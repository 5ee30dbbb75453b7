import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Sicil: a person or organisation known to the municipality, of one of SPEC §3's kinds: retail G,
 * foreign retail Y, corporate T, public K, other D, undetailed U. `identityNo` is a TCKN (persons)
 * or a VKN (organisations). Several registries may share an identity number; "the first found" is
 * the one with the smallest created_at.
 */
export const registries = pgTable(
  'registries',
  {
    oid: text('oid').primaryKey(),
    kind: text('kind', { enum: ['G', 'Y', 'T', 'K', 'D', 'U'] }).notNull(),
    identityNo: text('identity_no').notNull(),
    /** Person's first name, or an organisation's title. */
    name: text('name').notNull(),
    surname: text('surname').notNull().default(''),
    fatherName: text('father_name'),
    motherName: text('mother_name'),
    birthPlace: text('birth_place'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: ['E', 'K'] }),
    phone: text('phone'),
    email: text('email'),
    taxOfficeCode: text('tax_office_code'),
    /**
     * The revenue system's registry number (sicil no) when the registry came from it; its key on the
     * wire, both ways (docs/integration.md). Null for a person known only to the portal.
     */
    registryNo: text('registry_no'),
    /** The revenue system's version of the row last stored: an older one never overwrites it. */
    sourceVersion: bigint('source_version', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registries_identity_no_idx').on(t.identityNo),
    uniqueIndex('registries_registry_no_idx').on(t.registryNo),
  ],
);

export const registryAddresses = pgTable(
  'registry_addresses',
  {
    id: serial('id').primaryKey(),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ikamet', 'is', 'teblig'] })
      .notNull()
      .default('ikamet'),
    countyCode: text('county_code'),
    districtCode: text('district_code'),
    streetCode: text('street_code'),
    outerDoorCode: text('outer_door_code'),
    innerDoorCode: text('inner_door_code'),
    /** The address as a person writes it, kept even when the codes are known. */
    text: text('text').notNull(),
  },
  (t) => [index('registry_addresses_registry_idx').on(t.registryOid)],
);

/** A municipal employee is a member whose registry has a row here (payroll, leave, enforcement). */
export const employees = pgTable('employees', {
  registryOid: text('registry_oid')
    .primaryKey()
    .references(() => registries.oid, { onDelete: 'cascade' }),
  employeeNo: text('employee_no').notNull().unique(),
  unit: text('unit').notNull(),
  title: text('title').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  /** 657 (civil servant) or 4857 (worker): which law's annual leave the import report checks against. */
  staffLaw: text('staff_law', { enum: ['657', '4857'] })
    .notNull()
    .default('4857'),
});

/** An e-municipality account (üyelik), one per registry. */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  registryOid: text('registry_oid')
    .notNull()
    .unique()
    .references(() => registries.oid, { onDelete: 'cascade' }),
  /** The sign-in name: the registry's TCKN or VKN. */
  userName: text('user_name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** A password sent by SMS after "forgot password": valid until used or expired; the old one keeps working. */
  tempPasswordHash: text('temp_password_hash'),
  tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  /** chkSMSInfo: explicit, revocable consent to informational SMS (KVKK). */
  smsConsent: boolean('sms_consent').notNull().default(false),
  /** CreateUserStatus: active, or passive (closed by the member or staff). */
  status: text('status', { enum: ['active', 'passive'] })
    .notNull()
    .default('active'),
  kvkkAcceptedAt: timestamp('kvkk_accepted_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Server-side sessions; the browser holds only an opaque token in an httpOnly cookie. A session
 * belongs to a registry; `memberId` is empty when someone without an account signed in via e-Devlet.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token: a stolen database copy cannot be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    viaEDevlet: boolean('via_edevlet').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  // The expiry indexes let the prune job find what to forget without reading every session.
  (t) => [
    index('sessions_registry_idx').on(t.registryOid),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_last_seen_idx').on(t.lastSeenAt),
  ],
);

/** Counters behind sign-in, SMS and code lockouts; in the database so every process shares them. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Solved ALTCHA challenges, kept until they expire so each is accepted once. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** SMS verification codes (ValidateCode: operationReferenceNumber + userEntredCode). */
export const smsCodes = pgTable('sms_codes', {
  reference: text('reference').primaryKey(),
  phone: text('phone').notNull(),
  purpose: text('purpose', {
    enum: ['register', 'phone_change', 'restructuring', 'complaint', 'contract_cancellation'],
  }).notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Outgoing SMS, drained by a job: a row is sent once, retried on failure, never lost. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);

/** e-Devlet OAuth2 round trips: the state we sent, then the token and identity it gave back. */
export const eDevletLogins = pgTable(
  'edevlet_logins',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Our own handle for the e-Devlet token, given to the browser instead of the token itself. */
    handle: text('handle'),
    accessToken: text('access_token'),
    kimlikNo: text('kimlik_no'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('edevlet_logins_state_idx').on(t.state), uniqueIndex('edevlet_logins_handle_idx').on(t.handle)],
);
