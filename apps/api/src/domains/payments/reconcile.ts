import type { FastifyInstance } from 'fastify';
import { createOutbound } from '../../outbound';
import { abandonAfterMs } from './index';
import { settleUnknownRefunds } from './refunds-desk';
import { recheckEndedAttempt, settleByStatusQuery } from './settle';
import { endedWithoutMoney } from './state-machine';
import { endedAttemptsDueForRecheck, openAttemptsToSettle } from './store';

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
  const open = await openAttemptsToSettle(app.db, quietSince);
  const due = await endedAttemptsDueForRecheck(app.db, endedWithoutMoney, now);
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
  // Refunds the bank did not answer: asked about, never sent again.
  try {
    await settleUnknownRefunds(app);
  } catch (error) {
    app.log.warn({ err: error }, 'mutabakat: sonucu bilinmeyen iadeler bankaya sorulamadı');
  }
}
