import type { Queryable } from '../../db/client';
import { cardCollectionLinesBetween, type DayCollectionLineRow } from './store/day-collections';

export type { DayCollectionLineRow } from './store/day-collections';

/**
 * The card collections of one Istanbul calendar day (00:00 to 24:00 in Turkey, which keeps UTC+3 all
 * year since 2016), line by line, ordered by bank, time and receipt.
 */
export function cardCollectionLinesOfDay(db: Queryable, day: string): Promise<DayCollectionLineRow[]> {
  const from = new Date(`${day}T00:00:00+03:00`);
  const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
  return cardCollectionLinesBetween(db, from, to);
}
