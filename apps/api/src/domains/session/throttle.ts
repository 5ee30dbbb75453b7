import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
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
  // A temporary password is an SMS too, and the call needs a fresh captcha: the address is only a
  // backstop, as for codes (decision 052), or a carrier's shared address locks a town out.
  resetPerIp: { limit: 100, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
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
    await db
      .update(throttles)
      .set({ lockedUntil: new Date(now.getTime() + rule.lockMs), count: 0, windowStartedAt: now })
      .where(eq(throttles.key, key));
  }
}

/** "12 dakika", "45 saniye", "3 saat": how long until `until`, as a person reads it. */
export function waitText(until: Date, now: Date): string {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  if (seconds < 60) return `${seconds} saniye`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} dakika`;
  return `${Math.ceil(minutes / 60)} saat`;
}

/** What a refused use (not a failure) reads by default: nothing failed, the limit was reached. */
export const usesLimitedMessage =
  'Bu işlem kısa sürede izin verilen sayıda yapıldı. Lütfen {wait} sonra tekrar deneyiniz.';

/**
 * Counts a use that must stay within the limit (an SMS sent): refuses when locked, then counts.
 * The refusal says that the limit of uses was reached and when to try again — never that something
 * failed; `message` may say it better ({wait}: "12 dakika").
 *
 * The count is taken in one statement that leaves a locked key alone, so uses racing from several
 * requests or processes each get their own number: the one that reaches the limit is the last
 * allowed and locks the key; any that counted past it are refused too.
 */
export async function consume(
  db: Queryable,
  key: string,
  rule: ThrottleRule,
  now: Date,
  message: string = usesLimitedMessage,
): Promise<void> {
  const refusal = (until: Date) =>
    errors.tooManyRequests(
      message.replace('{wait}', waitText(until, now)),
      Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    );
  const at = sql`${now.toISOString()}::timestamptz`;
  const locked = sql`coalesce(${throttles.lockedUntil} > ${at}, false)`;
  const windowOver = sql`${throttles.windowStartedAt} < ${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${locked} then ${throttles.count} when ${windowOver} then 1 else ${throttles.count} + 1 end`,
        windowStartedAt: sql`case when ${locked} or not ${windowOver} then ${throttles.windowStartedAt} else ${at} end`,
      },
    })
    .returning({ count: throttles.count, lockedUntil: throttles.lockedUntil });
  if (row.lockedUntil && row.lockedUntil > now) throw refusal(row.lockedUntil);
  if (row.count < rule.limit) return;
  const lockedUntil = new Date(now.getTime() + rule.lockMs);
  await db
    .update(throttles)
    .set({ lockedUntil, count: 0, windowStartedAt: now })
    .where(and(eq(throttles.key, key), or(isNull(throttles.lockedUntil), lte(throttles.lockedUntil, now))));
  if (row.count > rule.limit) throw refusal(lockedUntil);
}

/** A quota: at most `limit` uses in a window of `windowMs` that starts at the first use. */
export interface Quota {
  limit: number;
  windowMs: number;
}

/**
 * Takes one use of a quota in one statement (so processes racing for the last use cannot both get
 * it): `allowed` when it was within the limit; `retryAt` is when the window ends and uses are free
 * again. Nothing is locked beyond the window, and a refused use does not move the window.
 */
export async function takeQuota(
  db: Queryable,
  key: string,
  quota: Quota,
  now: Date,
): Promise<{ allowed: boolean; retryAt: Date }> {
  const windowStart = sql`${new Date(now.getTime() - quota.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${throttles.windowStartedAt} <= ${windowStart} then 1 else ${throttles.count} + 1 end`,
        windowStartedAt: sql`case when ${throttles.windowStartedAt} <= ${windowStart} then ${now.toISOString()}::timestamptz else ${throttles.windowStartedAt} end`,
      },
    })
    .returning({ count: throttles.count, windowStartedAt: throttles.windowStartedAt });
  return { allowed: row.count <= quota.limit, retryAt: new Date(row.windowStartedAt.getTime() + quota.windowMs) };
}

/** Gives back a use taken with takeQuota (another quota of the same request refused it). */
export async function returnQuota(db: Queryable, key: string): Promise<void> {
  await db
    .update(throttles)
    .set({ count: sql`greatest(${throttles.count} - 1, 0)` })
    .where(eq(throttles.key, key));
}

export async function clearThrottle(db: Queryable, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}
