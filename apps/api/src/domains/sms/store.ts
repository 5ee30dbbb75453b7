import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { smsCodes, smsOutbox } from '../../db/schema';

/** The data-access module of sms: verification codes and the outbox of messages to send. */

export type NewSmsCode = typeof smsCodes.$inferInsert;
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
type Purpose = NewSmsCode['purpose'];

export async function insertCode(db: Queryable, code: NewSmsCode): Promise<void> {
  await db.insert(smsCodes).values(code);
}

export async function codeByReference(db: Queryable, reference: string) {
  const [row] = await db.select().from(smsCodes).where(eq(smsCodes.reference, reference));
  return row;
}

/** Counts a wrong try; returns the tries made so far. */
export async function countWrongTry(db: Queryable, reference: string): Promise<number> {
  const [updated] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.reference, reference))
    .returning({ attempts: smsCodes.attempts });
  return updated.attempts;
}

export async function markCodeVerified(db: Queryable, reference: string, at: Date): Promise<void> {
  await db.update(smsCodes).set({ verifiedAt: at }).where(eq(smsCodes.reference, reference));
}

/** Marks used the code for this phone and purpose verified at or after `verifiedSince`; false when there is none. */
export async function consumeCodeVerifiedSince(
  db: Queryable,
  code: { reference: string; phone: string; purpose: Purpose },
  verifiedSince: string,
  at: Date,
): Promise<boolean> {
  const consumed = await db
    .update(smsCodes)
    .set({ consumedAt: at })
    .where(
      and(
        eq(smsCodes.reference, code.reference),
        eq(smsCodes.phone, code.phone),
        eq(smsCodes.purpose, code.purpose),
        isNull(smsCodes.consumedAt),
        sql`${smsCodes.verifiedAt} >= ${verifiedSince}::timestamptz`,
      ),
    )
    .returning({ reference: smsCodes.reference });
  return consumed.length > 0;
}

/** The phone of an unused code of this purpose verified at or after `verifiedSince`. */
export async function phoneOfCodeVerifiedSince(
  db: Queryable,
  reference: string,
  purpose: Purpose,
  verifiedSince: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ phone: smsCodes.phone })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.reference, reference),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.consumedAt),
        sql`${smsCodes.verifiedAt} >= ${verifiedSince}::timestamptz`,
      ),
    );
  return row?.phone;
}

export async function insertOutgoingSms(
  db: Queryable,
  message: { phone: string; body: string; purpose: string },
): Promise<number> {
  const [row] = await db.insert(smsOutbox).values(message).returning({ id: smsOutbox.id });
  return row.id;
}

/**
 * Takes up to `batchSize` due messages for sending: locks them (skipping those another process holds),
 * counts the attempt and marks them 'sending'. Run it in a transaction.
 */
export async function claimDueSms(tx: Queryable, now: Date, batchSize: number): Promise<SmsOutboxRow[]> {
  const due = await tx
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    // A new row's time is the database's clock in microseconds, `now` the server's in milliseconds:
    // a row stamped within the current millisecond is due as well (before the next one begins).
    .where(
      and(
        eq(smsOutbox.status, 'pending'),
        lt(smsOutbox.nextAttemptAt, sql`${new Date(now.getTime() + 1).toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(smsOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(smsOutbox)
    .set({ status: 'sending', attempts: sql`${smsOutbox.attempts} + 1`, nextAttemptAt: now })
    .where(
      inArray(
        smsOutbox.id,
        due.map((row) => row.id),
      ),
    )
    .returning();
}

export async function updateOutgoingSms(
  db: Queryable,
  id: number,
  change: Partial<typeof smsOutbox.$inferInsert>,
): Promise<void> {
  await db.update(smsOutbox).set(change).where(eq(smsOutbox.id, id));
}

/** Puts back in the queue the messages left 'sending' since before `stuckBefore`. */
export async function requeueSendingSince(db: Queryable, stuckBefore: string): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ status: 'pending' })
    .where(and(eq(smsOutbox.status, 'sending'), lte(smsOutbox.nextAttemptAt, sql`${stuckBefore}::timestamptz`)));
}

/** The messages queued or sent to these numbers, newest first (a person's data download). */
export function outgoingSmsTo(db: Queryable, phones: string[], limit = 1000): Promise<SmsOutboxRow[]> {
  if (phones.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(smsOutbox)
    .where(inArray(smsOutbox.phone, phones))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
