import { type IntegrationEvent, integrationMessages } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { errors } from '../../errors';
import { confirmedByFeedReader } from './acknowledgements';
import { integrationEventOf } from './outbox';
import { eventsAfterSeq } from './store';

/**
 * The pull feed: the events after a cursor, oldest first, for a system that cannot receive webhooks or
 * was down. The cursor is opaque to the caller: base64url of the last event's seq — the outbox's
 * commit order (schema/events.ts and decision 078 say why an id alone would skip events).
 * `next` is the cursor to ask with next time; with no new events it is the one given (null at the start).
 */
export async function eventsAfter(
  db: Queryable,
  after: string | undefined,
  limit: number,
  reader?: { clientId: number; now: Date },
): Promise<{ events: IntegrationEvent[]; next: string | null }> {
  const afterSeq = after === undefined ? 0 : seqOf(after);
  // A connected system sending a cursor back has the events up to it: the revenue system's acknowledgement.
  if (reader) await confirmedByFeedReader(db, reader.clientId, afterSeq, reader.now);
  const rows = await eventsAfterSeq(db, afterSeq, Math.min(Math.max(1, limit), feedPageMax));
  const last = rows.at(-1);
  const next = last ? cursorOf(Number(last.seq)) : (after ?? null);
  return { events: rows.map(integrationEventOf), next };
}

/** The most events one page hands out, whatever the caller asks. */
export const feedPageMax = 1000;

export function cursorOf(seq: number): string {
  return Buffer.from(`s${seq}`).toString('base64url');
}

function seqOf(cursor: string): number {
  const match = /^s(\d{1,15})$/.exec(
    /^[A-Za-z0-9_-]{1,32}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '',
  );
  if (!match?.[1]) throw errors.badInput(integrationMessages.cursorInvalid, 'after');
  return Number(match[1]);
}
