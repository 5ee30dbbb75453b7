import type { Queryable } from '../../db/client';
import { settings } from '../../db/schema';

/** The data-access module of settings: the stored deployment settings, one JSON value per key. */

export function storedSettingRows(db: Queryable) {
  return db.select().from(settings);
}
