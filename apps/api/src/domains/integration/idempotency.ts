import { integrationMessages } from '@ebelediye/contract';
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { IntegrationRefusal } from './refusal';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  idempotencyRecord,
  pruneIdempotencyKeys,
  releaseIdempotencyKey,
} from './store/idempotency';

/**
 * Idempotency-Key on every write of the integration API (the IETF httpapi draft, Stripe): the first
 * request with a key runs and its answer is kept; a retry with the same key and body gets that answer
 * byte for byte and changes nothing; another body under the key is refused, and so is a retry while
 * the first is still running (decision 077).
 */

const hour = 60 * 60_000;
/** The draft and Stripe keep a key a day at least. */
export const idempotencyKeepMs = 24 * hour;
/** A claim this old with no answer belongs to a process that died mid-write. */
export const idempotencyAbandonedMs = 10 * 60_000;

/** 1–255 visible ASCII characters (a UUID, a batch number, a file name and line). */
const keyPattern = /^[\x21-\x7E]{1,255}$/;

export function idempotencyKeyOf(header: string | string[] | undefined): string {
  if (header === undefined || header === '')
    throw new IntegrationRefusal(400, 'idempotency_key_required', integrationMessages.idempotencyKeyRequired, {
      field: 'Idempotency-Key',
    });
  if (Array.isArray(header) || !keyPattern.test(header))
    throw new IntegrationRefusal(400, 'idempotency_key_invalid', integrationMessages.idempotencyKeyInvalid, {
      field: 'Idempotency-Key',
    });
  return header;
}

/** The request a key stands for: its method, path and raw body, as the client sent them. */
export function requestHash(method: string, path: string, rawBody: string): string {
  return createHash('sha256').update(`${method} ${path}\n`).update(rawBody).digest('hex');
}

export interface Answer {
  status: number;
  /** The serialized body, as sent and as replayed. */
  body: string;
}

/**
 * Runs `write` once per client and key. `write` says whether its answer is kept: a write refused whole
 * (nothing written) is not, so the client may correct it and send it again under the same key.
 */
export async function onceByKey(
  db: Queryable,
  request: { clientId: number; key: string; requestHash: string; now: Date },
  write: () => Promise<Answer & { keep: boolean }>,
): Promise<Answer & { replayed: boolean }> {
  // Twice at most: a key pruned between the claim and the read is claimed again.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await claimIdempotencyKey(db, request)) {
      let answer: Answer & { keep: boolean };
      try {
        answer = await write();
      } catch (error) {
        await releaseIdempotencyKey(db, request.clientId, request.key);
        throw error;
      }
      if (answer.keep) await completeIdempotencyKey(db, request.clientId, request.key, answer);
      else await releaseIdempotencyKey(db, request.clientId, request.key);
      return { status: answer.status, body: answer.body, replayed: false };
    }
    const kept = await idempotencyRecord(db, request.clientId, request.key);
    if (!kept) continue;
    if (kept.requestHash !== request.requestHash)
      throw new IntegrationRefusal(422, 'idempotency_key_reused', integrationMessages.idempotencyKeyReused, {
        field: 'Idempotency-Key',
      });
    if (kept.state === 'running' || kept.responseStatus === null || kept.responseBody === null)
      throw new IntegrationRefusal(409, 'idempotency_in_flight', integrationMessages.idempotencyInFlight, {
        headers: { 'retry-after': '1' },
      });
    return { status: kept.responseStatus, body: kept.responseBody, replayed: true };
  }
  throw new IntegrationRefusal(409, 'idempotency_in_flight', integrationMessages.idempotencyInFlight, {
    headers: { 'retry-after': '1' },
  });
}

/** The jobs loop's pruning: answers older than a day, and abandoned claims. */
export async function pruneIdempotency(db: Queryable, now: Date): Promise<void> {
  await pruneIdempotencyKeys(db, now, { keepMs: idempotencyKeepMs, abandonedMs: idempotencyAbandonedMs });
}
