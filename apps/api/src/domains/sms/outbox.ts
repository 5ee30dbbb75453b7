import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client';
import { scrubText } from '../../logging';
import { claimDueSms, insertOutgoingSms, outgoingSmsTo, requeueSendingSince, updateOutgoingSms } from './store';

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
  return insertOutgoingSms(db, message);
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
  const claimed = await db.transaction((tx) => claimDueSms(tx, now, batchSize));

  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      const providerMessageId = await send(row.phone, row.body);
      await updateOutgoingSms(db, row.id, {
        status: 'sent',
        sentAt: now,
        providerMessageId,
        lastError: null,
        ...(secretPurposes.has(row.purpose) ? { body: secretBodyNote } : {}),
      });
      sent += 1;
    } catch (error) {
      const message = scrubText(error instanceof Error ? error.message : String(error));
      const giveUp = row.attempts >= maxAttempts;
      await updateOutgoingSms(db, row.id, {
        status: giveUp ? 'failed' : 'pending',
        lastError: message,
        nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
        // A secret that will never be sent is no use to anyone reading the table either.
        ...(giveUp && secretPurposes.has(row.purpose) ? { body: secretBodyNote } : {}),
      });
      log.warn({ smsId: row.id, attempt: row.attempts, giveUp }, `SMS gönderilemedi: ${message}`);
      failed += 1;
    }
  }
  return { sent, failed };
}

/** A row left 'sending' by a process that died mid-send goes back to the queue after 5 minutes. */
export async function releaseStuckSms(db: Queryable, now: Date): Promise<void> {
  const stuckBefore = new Date(now.getTime() - 5 * 60_000).toISOString();
  await requeueSendingSince(db, stuckBefore);
}

/**
 * What the portal texted these numbers (KVKK art. 11 download): a code's or a temporary password's
 * text never, even while it waits to be sent.
 */
export async function smsSentTo(db: Queryable, phones: string[]) {
  const rows = await outgoingSmsTo(db, phones);
  return rows.map((row) => ({
    phone: row.phone,
    purpose: row.purpose,
    body: secretPurposes.has(row.purpose) ? secretBodyNote : row.body,
    status: row.status,
    at: (row.sentAt ?? row.createdAt).toISOString(),
  }));
}
