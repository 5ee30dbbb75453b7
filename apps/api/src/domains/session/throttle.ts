import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { errors } from '../../errors';
import { sessionMessages } from '@ebelediye/contract';
import {
  countHit,
  countQuotaUse,
  countUse,
  deleteThrottle,
  lockThrottle,
  lockThrottleUnlessLocked,
  throttleByKey,
  uncountUse,
} from './store';

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
  const row = await throttleByKey(db, key);
  if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
}

/** Until when the key is locked; null or undefined when it is not, or never was. */
export async function lockedUntilOf(db: Queryable, key: string): Promise<Date | null | undefined> {
  return (await throttleByKey(db, key))?.lockedUntil;
}

/** Counts one try; the try that reaches the limit locks the key. */
export async function recordHit(db: Queryable, key: string, rule: ThrottleRule, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const count = await countHit(db, key, windowStart, now);
  if (count >= rule.limit) await lockThrottle(db, key, new Date(now.getTime() + rule.lockMs), now);
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
  const row = await countUse(db, key, rule.windowMs, now);
  if (row.lockedUntil && row.lockedUntil > now) throw refusal(row.lockedUntil);
  if (row.count < rule.limit) return;
  const lockedUntil = new Date(now.getTime() + rule.lockMs);
  await lockThrottleUnlessLocked(db, key, lockedUntil, now);
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
  const row = await countQuotaUse(db, key, quota.windowMs, now);
  return { allowed: row.count <= quota.limit, retryAt: new Date(row.windowStartedAt.getTime() + quota.windowMs) };
}

/** Gives back a use taken with takeQuota (another quota of the same request refused it). */
export async function returnQuota(db: Queryable, key: string): Promise<void> {
  await uncountUse(db, key);
}

export async function clearThrottle(db: Queryable, key: string): Promise<void> {
  await deleteThrottle(db, key);
}
