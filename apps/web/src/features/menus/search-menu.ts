import { foldTurkish } from '@ebelediye/contract/turkish';
import type { MenuEntry } from './filter-menu';

/** Entries whose label holds the query, ignoring case and Turkish letters ("cevre" finds "Çevre"). */
export function searchMenu(entries: MenuEntry[], query: string): MenuEntry[] {
  const folded = foldTurkish(query.trim());
  if (!folded) return entries;
  return entries.filter(({ item }) => foldTurkish(item.label).includes(folded));
}
