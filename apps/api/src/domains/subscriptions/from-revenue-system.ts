import type { Queryable, Transaction } from '../../db/client';
import { subscriptionsByNos, upsertSourceSubscriptions, type SourceSubscription } from './store';

export type { SourceSubscription } from './store';

/**
 * The subscriptions the municipality's revenue system pushes by its subscriber numbers
 * (docs/integration.md): read and written in sets, one statement whatever the batch's size.
 */

/** The subscriptions with these numbers: whose they are and the revenue system's version stored. */
export function subscriptionsWithNos(
  db: Queryable,
  subscriberNos: string[],
): Promise<{ subscriberNo: string; registryOid: string; sourceVersion: number | null }[]> {
  return subscriptionsByNos(db, [...new Set(subscriberNos)]);
}

/** New subscriptions added, those stored with an older version overwritten, in one statement. */
export function upsertSubscriptionsFromSource(
  tx: Transaction,
  rows: SourceSubscription[],
  now: Date,
): Promise<{ subscriberNo: string; inserted: boolean }[]> {
  return upsertSourceSubscriptions(tx, rows, now);
}
