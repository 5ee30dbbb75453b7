import { paymentStates, type PaymentState } from '@ebelediye/contract';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { paymentAttempts } from '../../../db/schema';

/**
 * What the operator's metrics read of payments at each scrape: attempts updated in the last 24 hours
 * by state (one index range per state on `payment_attempts_open_idx`, never a scan of every attempt
 * ever made), and the attempts waiting for a refund.
 */
export async function paymentGauges(
  db: Queryable,
  now: Date,
): Promise<{ last24h: Record<PaymentState, number>; refundNeeded: number }> {
  const since = new Date(now.getTime() - 24 * 60 * 60_000);
  const counts = await Promise.all(
    paymentStates.map(async (state) => {
      const [row] = await db
        .select({ n: count() })
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.state, state),
            gte(paymentAttempts.updatedAt, sql`${since.toISOString()}::timestamptz`),
          ),
        );
      return [state, row.n] as const;
    }),
  );
  const [waiting] = await db
    .select({ n: count() })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.state, 'REFUND_NEEDED'));
  return { last24h: Object.fromEntries(counts) as Record<PaymentState, number>, refundNeeded: waiting.n };
}
