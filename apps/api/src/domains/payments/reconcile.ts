import { and, asc, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentAttempts } from '../../db/schema';
import { createOutbound } from '../../outbound';
import { abandonAfterMs } from './index';
import { recheckEndedAttempt, settleByStatusQuery } from './settle';
import { endedWithoutMoney } from './state-machine';

/**
 * The reconciliation job (domain/payments.md step 3–4): every attempt left open — the citizen closed
 * the tab, the callback never came, the bank timed out, posting failed — is settled by asking the
 * bank, never by charging again. Attempts that ended without money are asked about again on their
 * schedule (recheck-schedule.ts), so a late approval is collected or sent for refund. Conditional
 * state updates make concurrent runs harmless.
 */
export async function reconcilePayments(app: FastifyInstance): Promise<void> {
  const now = app.now();
  const quietSince = new Date(now.getTime() - 2 * 60_000).toISOString();
  const open = await app.db
    .select({ orderNo: paymentAttempts.orderNo })
    .from(paymentAttempts)
    .where(
      or(
        inArray(paymentAttempts.state, ['UNKNOWN', 'PAID_NOT_POSTED']),
        and(
          inArray(paymentAttempts.state, ['CREATED', 'AUTHORISING']),
          lt(paymentAttempts.updatedAt, sql`${quietSince}::timestamptz`),
        ),
      ),
    )
    .orderBy(asc(paymentAttempts.updatedAt))
    .limit(20);
  const due = await app.db
    .select({ orderNo: paymentAttempts.orderNo })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.state, endedWithoutMoney),
        lte(paymentAttempts.recheckAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(paymentAttempts.recheckAt))
    .limit(20);
  const outbound = createOutbound(app);
  for (const { orderNo } of open) {
    try {
      await settleByStatusQuery(app, outbound, orderNo, abandonAfterMs);
    } catch (error) {
      app.log.warn({ err: error, orderNo }, 'mutabakat: ödeme sonuçlandırılamadı');
    }
  }
  for (const { orderNo } of due) {
    try {
      await recheckEndedAttempt(app, outbound, orderNo);
    } catch (error) {
      app.log.warn({ err: error, orderNo }, 'mutabakat: sonuçlanmış ödeme bankaya yeniden sorulamadı');
    }
  }
}
