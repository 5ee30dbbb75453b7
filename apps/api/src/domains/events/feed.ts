// STUB: replaced by the events helper's module at merge
import type { IntegrationEvent } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';

/** The pull feed's page after a cursor: the door's stand-in answers no events until the real module lands. */
export async function eventsAfter(
  _db: Queryable,
  _after: string | undefined,
  _limit: number,
): Promise<{ events: IntegrationEvent[]; next: string | null }> {
  return { events: [], next: null };
}
