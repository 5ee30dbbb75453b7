import type { Queryable } from '../../db/client';
import {
  deliveryStates,
  endpointRows,
  insertEndpoint,
  queueReplay,
  setEndpointEnabled,
  type WebhookEndpointRow,
} from './store';
import { newWebhookSecret } from './webhooks';

/** The desk's view of one webhook endpoint: never its secret. */
export interface EndpointView {
  id: number;
  url: string;
  description: string;
  enabled: boolean;
  disabledReason: string | null;
  createdAt: string;
  /** The highest event id delivered (evt_<n>), null before the first. */
  deliveredUpTo: string | null;
  waiting: number;
  /** Seconds since the oldest waiting event was made; null when nothing waits. */
  oldestWaitingSeconds: number | null;
  /** The failure of a delivery still waiting: since when it fails, its last status and error. */
  lastFailure: { since: string; status: number | null; error: string } | null;
}

/** Adds an endpoint; its secret is returned here once and never shown again. */
export async function createEndpoint(
  db: Queryable,
  input: { url: string; description: string; staffId: number | null; now: Date; demoSecret?: string },
): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  // Only the demo seed brings a known secret (the sandbox stand-in's, demo mode only).
  const secret = input.demoSecret ?? newWebhookSecret();
  const endpoint = await insertEndpoint(db, {
    url: input.url,
    description: input.description,
    secret,
    createdBy: input.staffId,
    now: input.now,
  });
  return { endpoint, secret };
}

export async function endpointsWithState(db: Queryable, now: Date): Promise<EndpointView[]> {
  const [rows, states] = await Promise.all([endpointRows(db), deliveryStates(db)]);
  const stateOf = new Map(states.map((state) => [Number(state.endpoint_id), state]));
  return rows.map((row) => {
    const state = stateOf.get(row.id);
    const oldest = state?.oldest_waiting_at ? new Date(state.oldest_waiting_at) : null;
    return {
      id: row.id,
      url: row.url,
      description: row.description,
      enabled: row.enabled,
      disabledReason: row.disabledReason,
      createdAt: row.createdAt.toISOString(),
      deliveredUpTo: state?.delivered_up_to ? `evt_${Number(state.delivered_up_to)}` : null,
      waiting: Number(state?.waiting ?? 0),
      oldestWaitingSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
      lastFailure:
        state?.last_error && state.last_failure_at
          ? {
              since: new Date(state.last_failure_at).toISOString(),
              status: state.last_status,
              error: state.last_error,
            }
          : null,
    };
  });
}

/** A person disables or enables an endpoint; false when there is no such endpoint. */
export async function setEndpointState(
  db: Queryable,
  id: number,
  enabled: boolean,
  reason: string | null,
  now: Date,
): Promise<boolean> {
  return setEndpointEnabled(db, id, enabled, reason, now);
}

/** `evt_123` or `123`: the event id a replay starts from; undefined when it is neither. */
export function eventIdOf(text: string): number | undefined {
  const match = /^(?:evt_)?(\d{1,15})$/.exec(text.trim());
  return match?.[1] ? Number(match[1]) : undefined;
}

/** Sends every event from `from` again (receivers de-duplicate by id); returns how many were queued. */
export async function replayFrom(
  db: Queryable,
  endpointId: number,
  from: { eventId: number } | { at: Date },
  now: Date,
): Promise<number> {
  return queueReplay(db, endpointId, from, now);
}
