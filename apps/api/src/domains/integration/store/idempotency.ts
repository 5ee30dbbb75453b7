import { and, eq, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { integrationIdempotency } from '../../../db/schema';

/** The Idempotency-Key store of the integration API's writes (decision 077). */

export type IdempotencyRow = typeof integrationIdempotency.$inferSelect;

/**
 * Claims the key for this request: true when this request is the first with it, false when a row was
 * already there (then read it with `idempotencyRecord`). One statement, so two racing requests cannot
 * both win.
 */
export async function claimIdempotencyKey(
  db: Queryable,
  values: { clientId: number; key: string; requestHash: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(integrationIdempotency)
    .values({
      clientId: values.clientId,
      key: values.key,
      requestHash: values.requestHash,
      state: 'running',
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ key: integrationIdempotency.key });
  return inserted.length === 1;
}

export async function idempotencyRecord(
  db: Queryable,
  clientId: number,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(integrationIdempotency)
    .where(and(eq(integrationIdempotency.clientId, clientId), eq(integrationIdempotency.key, key)));
  return row;
}

/** The answer as sent, kept for the retries. */
export async function completeIdempotencyKey(
  db: Queryable,
  clientId: number,
  key: string,
  response: { status: number; body: string },
): Promise<void> {
  await db
    .update(integrationIdempotency)
    .set({ state: 'done', responseStatus: response.status, responseBody: response.body })
    .where(and(eq(integrationIdempotency.clientId, clientId), eq(integrationIdempotency.key, key)));
}

/** A write that failed unexpectedly leaves no answer to replay: the key is free for the retry. */
export async function releaseIdempotencyKey(db: Queryable, clientId: number, key: string): Promise<void> {
  await db
    .delete(integrationIdempotency)
    .where(
      and(
        eq(integrationIdempotency.clientId, clientId),
        eq(integrationIdempotency.key, key),
        eq(integrationIdempotency.state, 'running'),
      ),
    );
}

/**
 * Forgets answers older than `keepMs`, and claims still running after `abandonedMs` (their process
 * died mid-write; the retry then runs the write again, which the versioned upserts make harmless).
 */
export async function pruneIdempotencyKeys(
  db: Queryable,
  now: Date,
  options: { keepMs: number; abandonedMs: number },
): Promise<void> {
  await db
    .delete(integrationIdempotency)
    .where(
      or(
        lt(integrationIdempotency.createdAt, new Date(now.getTime() - options.keepMs)),
        and(
          eq(integrationIdempotency.state, 'running'),
          lt(integrationIdempotency.createdAt, new Date(now.getTime() - options.abandonedMs)),
        ),
      ),
    );
}
