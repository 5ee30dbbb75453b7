import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { scrubText } from '../../logging';

/**
 * Durable outgoing SMS. A request only writes a row (in its own transaction, so a rolled-back sign-up
 * sends nothing); a job sends it. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * processes may drain at once without sending a message twice; a failure is retried with backoff.
 */
export const maxAttempts = 6;

export async function enqueueSms(
  db: Queryable,
  message: { phone: string; body: string; purpose: string },
): Promise<number> {
  const [row] = await db.insert(smsOutbox).values(message).returning({ id: smsOutbox.id });
  return row.id;
}

export type SmsSender = (phone: string, body: string) => Promise<string>;

/**
 * Purposes whose text is a secret: every verification code (citizens' codes of each purpose and the
 * staff sign-in code are all enqueued as 'code'), temporary passwords, and a complaint's look-up code
 * ('complaint_code': the tracking SMS and a status SMS that carries it). Once sent, or given up, the
 * row keeps only a note that it was sent (decision 034).
 */
export const secretPurposes: ReadonlySet<string> = new Set(['code', 'password', 'complaint_code']);
export const secretBodyNote = '[gönderildi; içerik saklanmaz]';

function backoffMs(attempt: number): number {
  return Math.min(30 * 60_000, 15_000 * 2 ** (attempt - 1));
}

export async function drainOutbox(
  db: Database,
  send: SmsSender,
  now: Date,
  log: FastifyBaseLogger,
  batchSize = 20,
): Promise<{ sent: number; failed: number }> {
  const claimed = await db.transaction(async (tx) => {
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
  });

  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      const providerMessageId = await send(row.phone, row.body);
      await db
        .update(smsOutbox)
        .set({
          status: 'sent',
          sentAt: now,
          providerMessageId,
          lastError: null,
          ...(secretPurposes.has(row.purpose) ? { body: secretBodyNote } : {}),
        })
        .where(eq(smsOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      const message = scrubText(error instanceof Error ? error.message : String(error));
      const giveUp = row.attempts >= maxAttempts;
      await db
        .update(smsOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: message,
          nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
          // A secret that will never be sent is no use to anyone reading the table either.
          ...(giveUp && secretPurposes.has(row.purpose) ? { body: secretBodyNote } : {}),
        })
        .where(eq(smsOutbox.id, row.id));
      log.warn({ smsId: row.id, attempt: row.attempts, giveUp }, `SMS gönderilemedi: ${message}`);
      failed += 1;
    }
  }
  return { sent, failed };
}

/** A row left 'sending' by a process that died mid-send goes back to the queue after 5 minutes. */
export async function releaseStuckSms(db: Queryable, now: Date): Promise<void> {
  const stuckBefore = new Date(now.getTime() - 5 * 60_000).toISOString();
  await db
    .update(smsOutbox)
    .set({ status: 'pending' })
    .where(and(eq(smsOutbox.status, 'sending'), lte(smsOutbox.nextAttemptAt, sql`${stuckBefore}::timestamptz`)));
}
