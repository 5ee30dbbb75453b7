import {
  bigint,
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
import { registries } from './session';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A submitted declaration (beyanname). `periodKey` names what was declared for when (the property and
 * year, the sign and start, the workplace and year…): the same one twice is refused. `requestId` is
 * the browser's id for one submit, so a double click or a retry makes one declaration.
 */
export const declarations = pgTable(
  'declarations',
  {
    id: serial('id').primaryKey(),
    declarationNo: text('declaration_no').notNull().unique(),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid),
    kind: text('kind', { enum: ['estate', 'entertainment', 'advertising', 'ect'] }).notNull(),
    year: integer('year').notNull(),
    title: text('title').notNull(),
    periodKey: text('period_key').notNull(),
    requestId: text('request_id').notNull().unique(),
    input: jsonb('input').notNull(),
    computation: jsonb('computation').notNull(),
    totalKurus: bigint('total_kurus', { mode: 'number' }).notNull(),
    // Estate declarations: the declarant's share (hisse) and, for a building, the unit's land share (arsa payı).
    ownershipNumerator: integer('ownership_numerator'),
    ownershipDenominator: integer('ownership_denominator'),
    landShareNumerator: integer('land_share_numerator'),
    landShareDenominator: integer('land_share_denominator'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('declarations_period_idx').on(t.registryOid, t.periodKey),
    index('declarations_registry_idx').on(t.registryOid),
  ],
);

/** Uploaded documents: kept in the database (small, and backed up with everything else). */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid),
    key: text('key', { enum: ['Declaration_TempFileList', 'Declaration_UploadList', 'UploadedDocument'] }).notNull(),
    declarationId: integer('declaration_id').references(() => declarations.id),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_registry_idx').on(t.registryOid)],
);

export const declarationCounters = pgTable('declaration_counters', {
  year: integer('year').primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});

/**
 * A zero-rate claim on a dwelling (1319 art. 8/2) and what it rests on, as the declarant stated it:
 * the office checks these on application, and a later dwelling declared for the year is set against it.
 */
export const estateZeroRateClaims = pgTable(
  'estate_zero_rate_claims',
  {
    declarationId: integer('declaration_id')
      .primaryKey()
      .references(() => declarations.id),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid),
    year: integer('year').notNull(),
    status: text('status', { enum: ['geliri_yok', 'emekli', 'engelli', 'gazi', 'sehit_yakini'] }).notNull(),
    singleDwelling: boolean('single_dwelling').notNull(),
    noOtherIncome: boolean('no_other_income').notNull(),
    grossFloorDm2: integer('gross_floor_dm2').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('estate_zero_rate_claims_registry_idx').on(t.registryOid, t.year)],
);
