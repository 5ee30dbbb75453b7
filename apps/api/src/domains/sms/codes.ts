import { sessionMessages } from '@ebelediye/contract';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { errors } from '../../errors';
import {
  codeByReference,
  consumeCodeVerifiedSince,
  countWrongTry,
  insertCode,
  markCodeVerified,
  phoneOfCodeVerifiedSince,
} from './store';

/** Six-digit codes proving a phone belongs to the person: 5 tries, a few minutes, used once. */
export const maxCodeAttempts = 5;
/** How long a verified code may be used to finish the form it was asked for. */
const verifiedUsableMs = 30 * 60_000;

export type CodePurpose = 'register' | 'phone_change' | 'restructuring' | 'complaint' | 'contract_cancellation';

function hashCode(reference: string, code: string): string {
  return createHash('sha256').update(`${reference}:${code}`).digest('hex');
}

export async function createCode(
  db: Queryable,
  phone: string,
  purpose: CodePurpose,
  lifetimeMs: number,
  now: Date,
): Promise<{ reference: string; code: string }> {
  const reference = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertCode(db, {
    reference,
    phone,
    purpose,
    codeHash: hashCode(reference, code),
    expiresAt: new Date(now.getTime() + lifetimeMs),
    createdAt: now,
  });
  return { reference, code };
}

export async function checkCode(db: Queryable, reference: string, code: string, now: Date): Promise<void> {
  const row = await codeByReference(db, reference);
  if (!row) throw errors.badInput(sessionMessages.codeWrong, 'userEntredCode');
  if (row.verifiedAt) return;
  if (row.attempts >= maxCodeAttempts) throw errors.tooManyRequests(sessionMessages.codeTooManyTries);
  if (row.expiresAt <= now) throw errors.badInput(sessionMessages.codeExpired, 'userEntredCode');
  const matches = timingSafeEqual(Buffer.from(hashCode(reference, code)), Buffer.from(row.codeHash));
  if (!matches) {
    const attempts = await countWrongTry(db, reference);
    if (attempts >= maxCodeAttempts) throw errors.tooManyRequests(sessionMessages.codeTooManyTries);
    throw errors.badInput(
      `${sessionMessages.codeWrong} Kalan deneme: ${maxCodeAttempts - attempts}.`,
      'userEntredCode',
    );
  }
  await markCodeVerified(db, reference, now);
}

/**
 * Uses up a verified code for `phone` inside the caller's transaction; a second use (double submit)
 * finds it consumed. Throws the "verify your phone" message otherwise.
 */
export async function consumeVerifiedCode(
  db: Queryable,
  reference: string,
  phone: string,
  purpose: CodePurpose,
  now: Date,
  field: string,
): Promise<void> {
  const usableSince = new Date(now.getTime() - verifiedUsableMs).toISOString();
  const consumed = await consumeCodeVerifiedSince(db, { reference, phone, purpose }, usableSince, now);
  if (!consumed) throw errors.badInput(sessionMessages.phoneNotVerified, field);
}

/**
 * The phone a verified, not yet used code proves, without using it up (a complaint's photo uploads
 * come before the application that consumes the code); undefined when there is none.
 */
export async function verifiedPhoneOf(
  db: Queryable,
  reference: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string | undefined> {
  const usableSince = new Date(now.getTime() - verifiedUsableMs).toISOString();
  return phoneOfCodeVerifiedSince(db, reference, purpose, usableSince);
}
