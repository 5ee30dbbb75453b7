import { complaintMessages } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { AppError, errors } from '../../errors';
import { consume, throttleKey, type ThrottleRule } from '../session/throttle';

/**
 * The complaint domain's limits that must hold across every server process, so they are counted in the
 * database (session/throttle.ts), not in a process's memory (decision 055). A rule lets `limit` uses
 * within `windowMs`; the use that reaches it locks the key for `lockMs`.
 */
const hour = 60 * 60_000;
const day = 24 * hour;

export const complaintRules = {
  /** Three photos for each of three applications, from one address or one phone, within an hour. */
  photosPerAddressHour: { limit: 15, windowMs: hour, lockMs: hour },
  photosPerPhoneHour: { limit: 9, windowMs: hour, lockMs: hour },
  photosPerAddressDay: { limit: 40, windowMs: day, lockMs: day },
  photosPerPhoneDay: { limit: 20, windowMs: day, lockMs: day },
  /** Every upload of the whole portal in a day: the last bound on what the database can be made to hold. */
  photosPerDay: { limit: 2000, windowMs: day, lockMs: day },
  /** Look-ups of one tracking number, right or wrong, from anywhere (point 4). */
  lookupsPerTrackingNo: { limit: 10, windowMs: hour, lockMs: hour },
  /** Open311 POSTs whose api_key is missing or wrong, per address (point 7). */
  badOpen311KeysPerAddress: { limit: 10, windowMs: 10 * 60_000, lockMs: 15 * 60_000 },
} satisfies Record<string, ThrottleRule>;

/**
 * Counts one use of `key` under `rule`; a refusal says what happened in the domain's own words (the
 * throttle's sentence speaks of failed tries, and nothing failed here) with its retry-after.
 */
export async function consumeOr(
  db: Queryable,
  kind: string,
  value: string,
  rule: ThrottleRule,
  now: Date,
  message: string,
): Promise<void> {
  try {
    await consume(db, throttleKey(kind, value), rule, now);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'too_many_requests') throw error;
    const retryAfter = Number(error.headers?.['retry-after'] ?? 60);
    throw errors.tooManyRequests(
      message.replace('{minutes}', String(Math.max(1, Math.ceil(retryAfter / 60)))),
      retryAfter,
    );
  }
}

/**
 * The photo quotas, checked before the picture is decoded (decoding is what costs): per address, per
 * phone (the member's account phone or the visitor's proven one), each per hour and per day, and the
 * portal's day. Each is taken in one statement (`consume`), so uploads racing from several requests or
 * processes cannot pass a limit together.
 */
export async function consumePhotoQuota(db: Queryable, address: string, phone: string, now: Date): Promise<void> {
  await consumeOr(
    db,
    'complaint-photo-ip-hour',
    address,
    complaintRules.photosPerAddressHour,
    now,
    complaintMessages.photoQuota,
  );
  await consumeOr(
    db,
    'complaint-photo-phone-hour',
    phone,
    complaintRules.photosPerPhoneHour,
    now,
    complaintMessages.photoQuota,
  );
  await consumeOr(
    db,
    'complaint-photo-ip-day',
    address,
    complaintRules.photosPerAddressDay,
    now,
    complaintMessages.photoDailyQuota,
  );
  await consumeOr(
    db,
    'complaint-photo-phone-day',
    phone,
    complaintRules.photosPerPhoneDay,
    now,
    complaintMessages.photoDailyQuota,
  );
  await consumeOr(
    db,
    'complaint-photo-day',
    'all',
    complaintRules.photosPerDay,
    now,
    complaintMessages.photoDailyQuota,
  );
}
