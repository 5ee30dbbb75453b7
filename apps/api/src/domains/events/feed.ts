import { type IntegrationEvent, integrationMessages } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { errors } from '../../errors';
import { integrationEventOf } from './outbox';
import { eventsAfterPosition, type OutboxPosition } from './store';

/**
 * The pull feed: the events after a cursor, oldest first, for a system that cannot receive webhooks or
 * was down. The cursor is opaque to the caller: base64url of the last event's (transaction id, id) —
 * the outbox's commit order (store.ts `eventsAfterPosition` says why an id alone would skip events).
 * `next` is the cursor to ask with next time; with no new events it is the one given (null at the start).
 */
export async function eventsAfter(
  db: Queryable,
  after: string | undefined,
  limit: number,
): Promise<{ events: IntegrationEvent[]; next: string | null }> {
  const position = after === undefined ? undefined : positionOf(after);
  const rows = await eventsAfterPosition(db, position, limit);
  const last = rows.at(-1);
  const next = last ? cursorOf({ txid: last.txid, id: Number(last.id) }) : (after ?? null);
  return { events: rows.map(integrationEventOf), next };
}

export function cursorOf(position: OutboxPosition): string {
  return Buffer.from(`${position.txid}.${position.id}`).toString('base64url');
}

function positionOf(cursor: string): OutboxPosition {
  const match = /^(\d{1,20})\.(\d{1,18})$/.exec(
    /^[A-Za-z0-9_-]{1,64}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '',
  );
  if (!match?.[1] || !match[2]) throw errors.badInput(integrationMessages.cursorInvalid, 'after');
  return { txid: match[1], id: Number(match[2]) };
}
