import type { MenuItem } from '@ebelediye/contract';

/**
 * The menu as a visitor may use it (docs/decisions/003): internal links whose screen does not exist
 * yet are left out, then groups that lost every child, then headings with nothing under them.
 */
export function filterMenu(items: MenuItem[], hasScreen: (path: string) => boolean): MenuItem[] {
  const kept = items.flatMap((item): MenuItem[] => {
    if (item.children) {
      const children = filterMenu(item.children, hasScreen);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    if (item.kind === 'link') return item.path && hasScreen(item.path) ? [item] : [];
    if (item.kind === 'extLink') return item.url ? [item] : [];
    return [item];
  });
  return kept.filter(
    (item, index) => item.kind !== 'label' || (kept[index + 1] !== undefined && kept[index + 1].kind !== 'label'),
  );
}

/** A link of the menu with the group it sits in, for search and tiles. */
export interface MenuEntry {
  item: MenuItem;
  group?: string;
  /** The group's icon, for children that have none of their own. */
  groupIcon?: string;
}

/** Every link of the menu, groups opened up, in menu order. */
export function menuEntries(items: MenuItem[], group?: MenuItem): MenuEntry[] {
  return items.flatMap((item) => {
    if (item.children) return menuEntries(item.children, item);
    return item.kind === 'label' ? [] : [{ item, group: group?.label, groupIcon: group?.icon }];
  });
}
