import { sessionMessages } from '@ebelediye/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { smsCodes } from '../../db/schema';
import { errors } from '../../errors';

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
  await db.insert(smsCodes).values({
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
  const [row] = await db.select().from(smsCodes).where(eq(smsCodes.reference, reference));
  if (!row) throw errors.badInput(sessionMessages.codeWrong, 'userEntredCode');
  if (row.verifiedAt) return;
  if (row.attempts >= maxCodeAttempts) throw errors.tooManyRequests(sessionMessages.codeTooManyTries);
  if (row.expiresAt <= now) throw errors.badInput(sessionMessages.codeExpired, 'userEntredCode');
  const matches = timingSafeEqual(Buffer.from(hashCode(reference, code)), Buffer.from(row.codeHash));
  if (!matches) {
    const [updated] = await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.reference, reference))
      .returning({ attempts: smsCodes.attempts });
    if (updated.attempts >= maxCodeAttempts) throw errors.tooManyRequests(sessionMessages.codeTooManyTries);
    throw errors.badInput(
      `${sessionMessages.codeWrong} Kalan deneme: ${maxCodeAttempts - updated.attempts}.`,
      'userEntredCode',
    );
  }
  await db.update(smsCodes).set({ verifiedAt: now }).where(eq(smsCodes.reference, reference));
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
  const consumed = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(smsCodes.reference, reference),
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.consumedAt),
        sql`${smsCodes.verifiedAt} >= ${usableSince}::timestamptz`,
      ),
    )
    .returning({ reference: smsCodes.reference });
  if (consumed.length === 0) throw errors.badInput(sessionMessages.phoneNotVerified, field);
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
  const [row] = await db
    .select({ phone: smsCodes.phone })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.reference, reference),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.consumedAt),
        sql`${smsCodes.verifiedAt} >= ${usableSince}::timestamptz`,
      ),
    );
  return row?.phone;
}
