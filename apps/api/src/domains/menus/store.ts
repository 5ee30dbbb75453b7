import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { menuItems } from '../../db/schema';

/** The data-access module of menus: the portal's menu rows. */

export type MenuRow = typeof menuItems.$inferSelect;

/** Every menu row, in the order the menu shows them. */
export function menuRowsInOrder(db: Queryable) {
  return db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id));
}
