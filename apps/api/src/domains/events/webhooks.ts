import type { IntegrationEvent } from '@ebelediye/contract';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Queryable } from '../../db/client';
import { webhookDeliveryLag } from '../../metrics';
import type { Outbound } from '../../outbound';
import { integrationEventOf } from './outbox';
import {
  type DueDelivery,
  dueDeliveries,
  eventsByIds,
  markDelivered,
  markFailed,
  queueNewEvents,
  setEndpointEnabled,
} from './store';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/**
 * How long a failed delivery waits before its next try, by the number of tries made (the Standard
 * Webhooks reference schedule, then every 10 hours); after three days of failures the endpoint is
 * disabled and the desk shows it. docs/integration.md has the table.
 */
export const retryDelaysMs = [5 * second, 5 * minute, 30 * minute, 2 * hour, 5 * hour, 10 * hour];
export const giveUpAfterMs = 72 * hour;

export function retryDelayMs(attempts: number): number {
  return retryDelaysMs[Math.min(Math.max(attempts, 1), retryDelaysMs.length) - 1] ?? 10 * hour;
}

/** A receiver's answer slower than this counts as a failure (retried): the loop must keep moving. */
const sendTimeoutMs = 10 * second;
/** Deliveries sent at once in one pass (each to a different registry or endpoint). */
const passSize = 100;
/** Passes per round: a registry's next event goes out as soon as its previous one was taken. */
const passesPerRound = 50;

/** `whsec_` and 32 random bytes in base64, as the Standard Webhooks libraries expect. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The body and the three headers of one event, signed with the endpoint's secret. */
export function signedRequest(
  secret: string,
  event: IntegrationEvent,
  now: Date,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': event.id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(event.id, now, body),
    },
  };
}

export interface DeliveryLog {
  warn(obj: object, msg: string): void;
}

/**
 * One round of webhook delivery: queue what the outbox has newly made visible for every enabled
 * endpoint, then send, pass after pass, the oldest waiting event of each registry whose time has come,
 * until nothing more is due. At least once: a delivery is marked only after the receiver's 2xx, so a
 * crash in between sends it again (receivers de-duplicate by webhook-id). One process runs it at a time
 * (jobs.ts).
 */
export async function deliverWebhooks(
  db: Queryable,
  outbound: Outbound,
  now: Date,
  log: DeliveryLog,
): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  await queueNewEvents(db, now, 1000);
  for (let pass = 0; pass < passesPerRound; pass += 1) {
    const due = await dueDeliveries(db, now, passSize);
    if (due.length === 0) break;
    const events = new Map(
      (await eventsByIds(db, [...new Set(due.map((delivery) => Number(delivery.event_id)))])).map((row) => [
        Number(row.id),
        integrationEventOf(row),
      ]),
    );
    const outcomes = await Promise.all(
      due.map((delivery) => sendOne(db, outbound, delivery, events.get(Number(delivery.event_id)), now, log)),
    );
    const sent = outcomes.filter(Boolean).length;
    delivered += sent;
    failed += outcomes.length - sent;
    // A failure waits for its backoff: only a success can make another event due in this round.
    if (sent === 0) break;
  }
  return { delivered, failed };
}

async function sendOne(
  db: Queryable,
  outbound: Outbound,
  delivery: DueDelivery,
  event: IntegrationEvent | undefined,
  now: Date,
  log: DeliveryLog,
): Promise<boolean> {
  const id = Number(delivery.id);
  if (!event) throw new Error(`olay ${delivery.event_id} bulunamadı`);
  let status: number | null = null;
  let error: string;
  try {
    const { body, headers } = signedRequest(delivery.secret, event, now);
    const response = await outbound({ url: delivery.url, headers, body, timeoutMs: sendTimeoutMs });
    status = response.status;
    if (status >= 200 && status < 300) {
      await markDelivered(db, id, status, now);
      webhookDeliveryLag.observe(Math.max(0, (Date.now() - Date.parse(event.createdAt)) / 1000));
      return true;
    }
    error = `HTTP ${status}: ${response.text.slice(0, 200)}`;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const attempts = delivery.attempts + 1;
  await markFailed(
    db,
    { id, endpointId: delivery.endpoint_id, registryOid: delivery.registry_oid },
    { status, error, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)), now },
  );
  const firstFailedAt = delivery.first_failed_at ? new Date(delivery.first_failed_at) : now;
  if (now.getTime() - firstFailedAt.getTime() >= giveUpAfterMs) {
    await setEndpointEnabled(db, delivery.endpoint_id, false, endpointGaveUpReason(error), now);
    log.warn(
      { endpointId: delivery.endpoint_id, eventId: event.id, error },
      'webhook uç noktası üç gündür olay alamıyor; devre dışı bırakıldı',
    );
  }
  return false;
}

export function endpointGaveUpReason(error: string): string {
  return `Olaylar üç gündür teslim edilemiyor; uç nokta otomatik olarak devre dışı bırakıldı. Son hata: ${error}`;
}
