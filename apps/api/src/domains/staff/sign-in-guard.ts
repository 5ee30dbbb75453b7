import { staffMessages, type SignInGuard } from '@ebelediye/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/client';
import type { OperationContext } from '../../domain';
import { errors } from '../../errors';
import { verifyCaptcha } from '../session/captcha';
import { isHttps } from '../session/sessions';
import { clearThrottle, lockedUntilOf, recordHit, throttleKey, waitText } from '../session/throttle';
import { recordStaffAction } from './audit';
import {
  countFailure,
  countRefusedTry,
  deleteGuard,
  deleteGuardsFailedBefore,
  existingUserNames,
  type GuardKind,
  guardRowsOf,
  guardsFailingSince,
  setGuardWait,
} from './store';

/**
 * Wrong staff passwords slow the guesser down and never lock the person out
 * (OWASP ASVS 4.0 V2.2.1; decision 051). Failures are counted per account name (as typed, known or
 * not) and per address, within an hour of the last one:
 * - from the 3rd failure of either, each try must carry a solved captcha (ALTCHA: proof of work);
 * - from the 5th, each try waits 2^(failures − 5) seconds after the last failure: at most a minute
 *   for an account (≤ 60 guesses an hour, each with a captcha), at most 15 minutes for an address.
 *   A try turned away during the wait is not weighed and does not lengthen it;
 * - a browser in which the person has completed a sign-in (password and SMS code) carries a signed
 *   "trusted device" cookie for that account: the account's and the address's captcha and wait do
 *   not apply to it (an attacker's failures cannot keep the person out, even behind the same
 *   address), only its own count of 10 failures an hour, after which it is trusted no more.
 * The right password clears the account's count; the SMS code is still asked for every time.
 */
export const guardWindowMs = 60 * 60_000;
export const captchaAfterFailures = 3;
export const slowAfterFailures = 5;
export const maxWaitMs = { account: 60_000, address: 15 * 60_000 } as const;
const trustedDeviceFailures = { limit: 10, windowMs: 60 * 60_000, lockMs: 60 * 60_000 };

export type { GuardKind };

/** How long a try waits after `failures` failures (0: no wait). */
export function waitAfter(kind: GuardKind, failures: number): number {
  if (failures < slowAfterFailures) return 0;
  return Math.min(1000 * 2 ** (failures - slowAfterFailures), maxWaitMs[kind]);
}

interface GuardRow {
  kind: GuardKind;
  subject: string;
  failures: number;
  lastFailureAt: Date;
  waitUntil: Date | null;
}

/** The failures still counted at `now` (none once the last one is an hour old). */
function liveFailures(row: GuardRow | undefined, now: Date): number {
  return row && row.lastFailureAt.getTime() > now.getTime() - guardWindowMs ? row.failures : 0;
}

export async function guardsOf(
  db: Queryable,
  userName: string,
  address: string,
): Promise<{ account?: GuardRow; address?: GuardRow }> {
  const rows = (await guardRowsOf(db, userName, address)) as GuardRow[];
  return { account: rows.find((row) => row.kind === 'account'), address: rows.find((row) => row.kind === 'address') };
}

/** What the guards ask of a try now: nothing, a captcha, or to come back later. */
export function verdict(guards: { account?: GuardRow; address?: GuardRow }, now: Date, trusted: boolean) {
  // A trusted device is the person's own browser: neither the account's nor the address's count holds it back.
  const considered = trusted ? [] : (['address', 'account'] as const);
  for (const kind of considered) {
    const row = guards[kind];
    if (row?.waitUntil && row.waitUntil > now && liveFailures(row, now) > 0)
      return { wait: { kind, until: row.waitUntil } } as const;
  }
  const captcha = considered.some((kind) => liveFailures(guards[kind], now) >= captchaAfterFailures);
  return { captcha } as const;
}

/** Counts a try turned away during a wait (for the administrators' view); it changes no wait. */
export async function recordRefused(db: Queryable, kind: GuardKind, subject: string, now: Date): Promise<void> {
  await countRefusedTry(db, kind, subject, now);
}

/** Counts a failure in one statement (processes racing count each); returns the count and the wait it set. */
export async function recordFailure(
  db: Queryable,
  kind: GuardKind,
  subject: string,
  now: Date,
): Promise<{ failures: number; waitMs: number }> {
  const failures = await countFailure(db, kind, subject, now, guardWindowMs);
  const waitMs = waitAfter(kind, failures);
  await setGuardWait(db, kind, subject, waitMs > 0 ? new Date(now.getTime() + waitMs) : null);
  return { failures, waitMs };
}

/** The right password for the account: its count starts again (the address's does not). */
export async function clearAccountGuard(db: Queryable, userName: string): Promise<void> {
  await deleteGuard(db, 'account', userName);
}

export function slowedError(kind: GuardKind, until: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const message = (kind === 'account' ? staffMessages.accountSlowed : staffMessages.addressSlowed).replace(
    '{wait}',
    waitText(until, now),
  );
  return errors.tooManyRequests(message, seconds);
}

// --- The steps of StaffSignIn ---------------------------------------------------------------------

export interface SignInTry {
  userName: string;
  staffId: number | undefined;
  address: string;
  /** The trusted device's id, when the browser is the person's own. */
  device: string | undefined;
}

type GuardContext = Pick<OperationContext, 'db' | 'request' | 'staff' | 'now' | 'settings'>;

async function recordThrottled(
  context: GuardContext,
  attempt: SignInTry,
  detail: Record<string, unknown>,
): Promise<void> {
  await recordStaffAction(context, 'staff.sign_in_throttled', {
    staffId: attempt.staffId ?? null,
    entity: 'staff_account',
    entityId: attempt.staffId,
    detail: { userName: attempt.userName, ...detail },
  });
}

/**
 * Before the password is weighed: a try during a wait is turned away (429, recorded, uncounted), and
 * after a few failures a solved captcha is required (400 on `altcha`). A trusted device skips both.
 */
export async function admitSignInTry(
  context: GuardContext,
  input: { userName: string; staffId: number | undefined; altcha?: string },
  now: Date,
): Promise<SignInTry> {
  const { db, request } = context;
  const attempt: SignInTry = {
    userName: input.userName,
    staffId: input.staffId,
    address: request.ip,
    device: await trustedDevice(db, request, context.settings.secret('machineKey'), input.staffId, now),
  };
  const asked = verdict(await guardsOf(db, attempt.userName, attempt.address), now, attempt.device !== undefined);
  if ('wait' in asked && asked.wait) {
    const { kind, until } = asked.wait;
    await recordRefused(db, kind, kind === 'account' ? attempt.userName : attempt.address, now);
    await recordThrottled(context, attempt, {
      reason: kind,
      waitSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000),
    });
    throw slowedError(kind, until, now);
  }
  if ('captcha' in asked && asked.captcha) {
    if (!input.altcha) throw errors.badInput(staffMessages.captchaNeeded, 'altcha');
    await verifyCaptcha(request.server, db, input.altcha);
  }
  return attempt;
}

/** A wrong name or password: counted (per device, or per name and address), each new wait recorded. */
export async function countFailedSignIn(
  context: GuardContext,
  attempt: SignInTry,
  now: Date,
): Promise<{ captchaNext: boolean }> {
  const { db } = context;
  let captchaNext = false;
  if (attempt.device) {
    await recordDeviceFailure(db, attempt.device, now);
  } else {
    const account = await recordFailure(db, 'account', attempt.userName, now);
    const fromAddress = await recordFailure(db, 'address', attempt.address, now);
    captchaNext = account.failures >= captchaAfterFailures || fromAddress.failures >= captchaAfterFailures;
    for (const [kind, counted] of [
      ['account', account],
      ['address', fromAddress],
    ] as const) {
      if (counted.waitMs > 0)
        await recordThrottled(context, attempt, {
          reason: kind,
          failures: counted.failures,
          waitSeconds: Math.ceil(counted.waitMs / 1000),
        });
    }
  }
  await recordStaffAction(context, 'staff.sign_in_failed', {
    staffId: attempt.staffId ?? null,
    entity: 'staff_account',
    entityId: attempt.staffId,
    detail: { userName: attempt.userName },
  });
  return { captchaNext };
}

/** The right password: the account's count starts again (the address's does not), and the device's. */
export async function countRightPassword(db: Queryable, attempt: SignInTry): Promise<void> {
  await clearAccountGuard(db, attempt.userName);
  if (attempt.device) await clearDeviceFailures(db, attempt.device);
}

/** Forgets counts whose last failure is a day old (the prune job); an hour already ends them. */
export async function pruneSignInGuards(db: Queryable, now: Date): Promise<void> {
  await deleteGuardsFailedBefore(db, new Date(now.getTime() - 24 * 60 * 60_000));
}

// --- Trusted devices -------------------------------------------------------------------------------

export const trustedDeviceCookie = 'ebelediye_personel_cihaz';
const trustedDeviceLifetimeSeconds = 180 * 24 * 60 * 60;

function signature(machineKey: string, payload: string): string {
  return createHmac('sha256', `staff-device:${machineKey}`).update(payload).digest('base64url');
}

/**
 * The device's id when the request carries a valid trusted-device cookie for this account and the
 * device has not itself failed 10 times within the hour; undefined otherwise.
 */
export async function trustedDevice(
  db: Queryable,
  request: FastifyRequest,
  machineKey: string,
  staffId: number | undefined,
  now: Date,
): Promise<string | undefined> {
  const value = request.cookies[trustedDeviceCookie];
  if (!value || staffId === undefined) return undefined;
  const [id, nonce, signed] = value.split('.');
  if (!id || !nonce || !signed || id !== String(staffId)) return undefined;
  const expected = Buffer.from(signature(machineKey, `${id}.${nonce}`));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const lockedUntil = await lockedUntilOf(db, throttleKey('staff-device', nonce));
  if (lockedUntil && lockedUntil > now) return undefined;
  return nonce;
}

/** A wrong password from a trusted device counts against that device only. */
export async function recordDeviceFailure(db: Queryable, device: string, now: Date): Promise<void> {
  await recordHit(db, throttleKey('staff-device', device), trustedDeviceFailures, now);
}

export async function clearDeviceFailures(db: Queryable, device: string): Promise<void> {
  await clearThrottle(db, throttleKey('staff-device', device));
}

/** Marks the browser that just completed a sign-in as the account's trusted device. */
export function setTrustedDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  machineKey: string,
  staffId: number,
): void {
  const payload = `${staffId}.${randomBytes(16).toString('base64url')}`;
  reply.setCookie(trustedDeviceCookie, `${payload}.${signature(machineKey, payload)}`, {
    // Sent with the password step only: no other call needs it.
    path: '/api/StaffSignIn',
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(request),
    maxAge: trustedDeviceLifetimeSeconds,
  });
}

// --- The administrators' view ----------------------------------------------------------------------

/** Account names and addresses being slowed down now (a captcha or a wait), the latest first. */
export async function currentGuards(
  db: Queryable,
  now: Date,
): Promise<{ accounts: SignInGuard[]; addresses: SignInGuard[] }> {
  const rows = await guardsFailingSince(db, captchaAfterFailures, new Date(now.getTime() - guardWindowMs));
  const names = rows.filter((row) => row.kind === 'account').map((row) => row.subject);
  const known = new Set(await existingUserNames(db, names));
  const view = (row: (typeof rows)[number]): SignInGuard => ({
    subject: row.subject,
    knownAccount: row.kind === 'account' ? known.has(row.subject) : null,
    failures: row.failures,
    firstFailureAt: row.firstFailureAt.toISOString(),
    lastFailureAt: row.lastFailureAt.toISOString(),
    captchaRequired: row.failures >= captchaAfterFailures,
    waitUntil: row.waitUntil && row.waitUntil > now ? row.waitUntil.toISOString() : null,
    refused: row.refused,
    lastRefusedAt: row.lastRefusedAt?.toISOString() ?? null,
  });
  return {
    accounts: rows.filter((row) => row.kind === 'account').map(view),
    addresses: rows.filter((row) => row.kind === 'address').map(view),
  };
}
