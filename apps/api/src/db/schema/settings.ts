import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both drivers (pg gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The municipality's logo for receipts and the other documents, uploaded at the desk (decision 086).
 * At most one row (`key` = 'logo'); without it the documents draw the municipality's initials. Kept
 * in the database, not on a disk, so every process and every machine draws the same one.
 */
export const settingFiles = pgTable('setting_files', {
  key: text('key').primaryKey(),
  /** The upload, checked and written anew as PNG (no metadata survives). */
  content: bytea('content').notNull(),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByStaffId: integer('updated_by_staff_id'),
});
