import type { Queryable } from '../../db/client';
import { acknowledgedCollectionIds, confirmFeedRead } from './store';

/**
 * Which of these card collections the revenue system has acknowledged: their collection.succeeded
 * event was taken (2xx) by a webhook endpoint, or a pull-feed reader has asked for the events after
 * it (a cursor sent back confirms everything up to it). The daily reconciliation lists the others.
 */
export async function acknowledgedCollections(db: Queryable, collectionIds: number[]): Promise<Set<number>> {
  return new Set(await acknowledgedCollectionIds(db, collectionIds));
}

/** A feed reader asked for the events after `seq`: it has them all up to there. */
export async function confirmedByFeedReader(db: Queryable, clientId: number, seq: number, now: Date): Promise<void> {
  if (seq > 0) await confirmFeedRead(db, clientId, seq, now);
}
