import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { throttles } from '../../db/schema';
import { errors } from '../../errors';
import { sessionMessages } from '@ebelediye/contract';

/**
 * Counting tries in the database, so every server process shares them: after `limit` hits within
 * `windowMs` the key is locked for `lockMs`. Keys never hold an identity number in clear.
 */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  lockMs: number;
}

export const rules = {
  loginFailuresPerId: { limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  loginFailuresPerIp: { limit: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  smsPerPhone: { limit: 3, windowMs: 15 * 60_000, lockMs: 30 * 60_000 },
  smsPerIp: { limit: 10, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  resetPerId: { limit: 3, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  resetPerIp: { limit: 10, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  passwordChecksPerMember: { limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} satisfies Record<string, ThrottleRule>;

export function throttleKey(kind: string, value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('hex').slice(0, 24)}`;
}

function lockedError(lockedUntil: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return errors.tooManyRequests(sessionMessages.locked.replace('{minutes}', String(minutes)), minutes * 60);
}

/** Refuses with 429 while the key is locked. */
export async function assertNotLocked(db: Queryable, key: string, now: Date): Promise<void> {
  const [row] = await db.select().from(throttles).where(eq(throttles.key, key));
  if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
}

/** Counts one try; the try that reaches the limit locks the key. */
export async function recordHit(db: Queryable, key: string, rule: ThrottleRule, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(throttles)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${throttles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${throttles.count} + 1 end`,
        windowStartedAt: sql`case when ${throttles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${throttles.windowStartedAt} end`,
      },
    })
    .returning();
  if (row.count >= rule.limit) {
    await db.update(throttles).set({ lockedUntil: new Date(now.getTime() + rule.lockMs), count: 0, windowStartedAt: now }).where(eq(throttles.key, key));
  }
}

/** Counts a use that must stay within the limit (an SMS sent): refuses when locked, then counts. */
export async function consume(db: Queryable, key: string, rule: ThrottleRule, now: Date): Promise<void> {
  await assertNotLocked(db, key, now);
  await recordHit(db, key, rule, now);
}

export async function clearThrottle(db: Queryable, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}
