import { customType, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Decisions of the municipal council (meclis) and committee (encümen), published for everyone.

export const resolutionKinds = ['council', 'committee'] as const;

/** bytea as a Buffer on both drivers (pg gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const resolutionTypes = pgTable('resolution_types', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: resolutionKinds }).notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const resolutions = pgTable(
  'resolutions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: resolutionKinds }).notNull(),
    year: integer('year').notNull(),
    /** Karar no: counts from 1 each year, separately for the council and the committee. */
    number: integer('number').notNull(),
    decidedOn: date('decided_on', { mode: 'string' }).notNull(),
    /** The meeting: "Kasım Ayı Olağan Toplantısı, 1. Birleşim". */
    meeting: text('meeting').notNull(),
    typeCode: text('type_code')
      .notNull()
      .references(() => resolutionTypes.code),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Number, subject and body folded (foldTurkish) for search that ignores case and Turkish letters. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resolutions_number_idx').on(t.kind, t.year, t.number),
    index('resolutions_date_idx').on(t.kind, t.decidedOn),
  ],
);

/** The signed decision as a PDF, when there is one. */
export const resolutionAttachments = pgTable('resolution_attachments', {
  resolutionId: integer('resolution_id')
    .primaryKey()
    .references(() => resolutions.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull().default('application/pdf'),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
});
