import type { AppSettings, MenuItem } from '@ebelediye/contract';
import { cachedPerDatabase } from '../../db/cache';
import { defineDomain } from '../../domain';
import { menuRowsInOrder, type MenuRow } from './store';

function isVisible(row: MenuRow, settings: AppSettings): boolean {
  return row.requiresSettings.every((key) => settings[key as keyof AppSettings] === true);
}

function toMenuItem(row: MenuRow): MenuItem {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    ...(row.path ? { path: row.path } : {}),
    ...(row.url ? { url: row.url } : {}),
    ...(row.icon ? { icon: row.icon } : {}),
    ...(row.badgeText && row.badgeColor ? { badge: { text: row.badgeText, color: row.badgeColor } } : {}),
  };
}

/** Builds the tree from flat rows; a hidden group hides its children too, an emptied group disappears. */
export function buildMenuTree(rows: MenuRow[], settings: AppSettings): MenuItem[] {
  const visible = rows.filter((row) => isVisible(row, settings));
  const childrenOf = (parentId: number | null): MenuItem[] =>
    visible
      .filter((row) => row.parentId === parentId)
      .map((row) => {
        const item = toMenuItem(row);
        const children = childrenOf(row.id);
        return children.length > 0 ? { ...item, children } : item;
      })
      .filter((item) => item.path || item.url || item.kind === 'label' || item.children);
  return childrenOf(null);
}

/** The menu changes a few times a year; every page load asks for it. */
const menuRows = cachedPerDatabase(menuRowsInOrder);

export const menusDomain = defineDomain({
  name: 'menus',
  handlers: {
    RetrieveMenus: async (_input, { db, settings }) => ({ items: buildMenuTree(await menuRows(db), settings.public) }),
  },
});
