import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { complaintKinds, complaintStatuses } from '@ebelediye/contract/complaints';
import { members } from './session';
import { staffAccounts, staffUnits } from './staff';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The municipality's service list: what a citizen can complain about or ask for. Data, not
 * code: administrators edit it at the desk. `code` is Open311's service_code.
 */
export const complaintCategories = pgTable('complaint_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** New applications of this category go to this unit. */
  unitId: integer('unit_id').references(() => staffUnits.id),
  /** Open311 keywords (comma separated) and group, for integrators' menus. */
  keywords: text('keywords').notNull().default(''),
  groupName: text('group_name').notNull().default(''),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** Moved by every change at the desk: Open311's discovery changeset follows the latest one. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tracking numbers BM-<year>-<6 digits>: one counter per year, taken with an upsert so processes never collide. */
export const complaintCounters = pgTable('complaint_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    trackingNo: text('tracking_no').notNull().unique(),
    kind: text('kind', { enum: complaintKinds }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => complaintCategories.id),
    description: text('description').notNull(),
    districtCode: text('district_code'),
    streetCode: text('street_code'),
    outerDoorCode: text('outer_door_code'),
    /** The place as a person reads it, kept even though the codes are known. */
    placeText: text('place_text').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /** Lodged by a signed-in member (their registry), or anonymously with a proven phone. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    registryOid: text('registry_oid'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /**
     * Whether the portal may text contactPhone: a member's account phone and a visitor's SMS-proven one
     * are; a phone an Open311 integrator sent is not, until its owner proves it at the look-up.
     */
    contactPhoneVerified: boolean('contact_phone_verified').notNull().default(true),
    contactEmail: text('contact_email'),
    /**
     * Information requests only (4982 art. 6): the applicant's T.C. Kimlik No and home or work
     * address. Never published; the desk sees them to answer.
     */
    applicantTckn: text('applicant_tckn'),
    applicantAddress: text('applicant_address'),
    status: text('status', { enum: complaintStatuses }).notNull().default('received'),
    unitId: integer('unit_id').references(() => staffUnits.id),
    answer: text('answer'),
    rejectionReason: text('rejection_reason'),
    /**
     * What Open311 publishes as status_notes, written by staff on purpose at the status change; null
     * means the status's fixed sentence (defaultPublicNotes). Never the answer to the person.
     */
    publicNote: text('public_note'),
    /**
     * SHA-256 of the look-up's second secret (drawn at lodging, shown once and sent by SMS). Null for
     * applications lodged before it existed: they get one with their next status SMS.
     */
    accessCodeHash: text('access_code_hash'),
    law: text('law', { enum: ['3071', '4982'] }).notNull(),
    /** The last day of the legal answer period (yyyy-mm-dd). */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['web', 'open311'] })
      .notNull()
      .default('web'),
    /** Open311: the integrator's key, and the token answered when the id is not yet known. */
    open311KeyId: integer('open311_key_id'),
    open311Token: text('open311_token').unique(),
    /** Open311 attribute answers (service definition), as sent. */
    attributes: jsonb('attributes'),
    kvkkAcceptedAt: timestamp('kvkk_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('complaints_member_idx').on(t.memberId, t.createdAt),
    index('complaints_queue_idx').on(t.status, t.deadline),
    index('complaints_unit_idx').on(t.unitId, t.status),
    index('complaints_updated_idx').on(t.updatedAt),
  ],
);

/**
 * What happened to an application: status changes, assignments, the answer (seen by the citizen) and
 * internal notes (staff only). The staff audit trail records the same actions with who and from where.
 */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: ['status', 'assigned', 'note'] }).notNull(),
    status: text('status', { enum: complaintStatuses }),
    text: text('text'),
    visibleToCitizen: boolean('visible_to_citizen').notNull().default(false),
    /** A status change's note for the public as staff wrote it (null: the status's fixed sentence); Open311's servicerequestupdates publish it. */
    publicNote: text('public_note'),
    staffId: integer('staff_id').references(() => staffAccounts.id),
  },
  (t) => [index('complaint_events_complaint_idx').on(t.complaintId, t.at)],
);

/**
 * Photos, re-encoded (EXIF and location gone) when uploaded. An upload waits an hour for its
 * application (`complaintId` null until then) and is then pruned.
 */
export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    id: text('id').primaryKey(),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('complaint_photos_complaint_idx').on(t.complaintId)],
);

/** Open311 API keys, issued by an administrator at the desk; only the hash is kept. */
export const open311Keys = pgTable('open311_keys', {
  id: serial('id').primaryKey(),
  keyHash: text('key_hash').notNull().unique(),
  /** The integrator's name, as the administrator wrote it. */
  name: text('name').notNull(),
  createdBy: integer('created_by').references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
