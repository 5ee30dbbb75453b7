// STUB: replaced at merge
import type { Queryable } from '../../db/client';

/**
 * Which of these collections the revenue system has acknowledged (their collection events delivered
 * and confirmed). The events domain answers this from its outbox; until it is merged, every id counts
 * as acknowledged so the daily reconciliation lists no false differences.
 */
export async function acknowledgedCollections(_db: Queryable, collectionIds: number[]): Promise<Set<number>> {
  return new Set(collectionIds);
}
