import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { settingFiles, settings } from '../../db/schema';

/** The data-access module of settings: the stored deployment settings, one JSON value per key. */

export function storedSettingRows(db: Queryable) {
  return db.select().from(settings);
}

/** The stored values of `keys`, parsed from their JSON text; a key never stored is absent. */
export async function storedValuesOf(db: Queryable, keys: string[]): Promise<Record<string, unknown>> {
  if (keys.length === 0) return {};
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value)]));
}

/** Writes each value as JSON text; a key not yet stored (a setting newer than the database) is added. */
export async function writeSettings(db: Queryable, values: Record<string, unknown>, at: Date): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    const json = JSON.stringify(value);
    await db
      .insert(settings)
      .values({ key, value: json, updatedAt: at })
      .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: at } });
  }
}

/**
 * The channel every API process hears settings changes on; each drops its kept snapshot. Sent inside
 * the saving transaction, so the notice arrives with the commit (and never for a rolled-back save).
 */
export const settingsNoticeChannel = 'ebelediye_settings';

export async function announceSettingsChanged(db: Queryable): Promise<void> {
  await db.execute(sql`select pg_notify(${settingsNoticeChannel}, 'all')`);
}

// --- The logo --------------------------------------------------------------------------------------

export const logoKey = 'logo';

export async function storedLogo(db: Queryable) {
  const [row] = await db.select().from(settingFiles).where(eq(settingFiles.key, logoKey));
  return row;
}

export async function writeLogo(
  db: Queryable,
  logo: { content: Buffer; mimeType: string; width: number; height: number },
  at: Date,
  staffId: number,
): Promise<void> {
  const values = { ...logo, updatedAt: at, updatedByStaffId: staffId };
  await db
    .insert(settingFiles)
    .values({ key: logoKey, ...values })
    .onConflictDoUpdate({ target: settingFiles.key, set: values });
}

export async function deleteLogo(db: Queryable): Promise<boolean> {
  const removed = await db
    .delete(settingFiles)
    .where(eq(settingFiles.key, logoKey))
    .returning({ key: settingFiles.key });
  return removed.length > 0;
}
