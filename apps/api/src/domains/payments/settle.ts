import type { FastifyInstance } from 'fastify';
import { OutboundTimeout, type Outbound } from '../../outbound';
import { attemptByOrderNo, postCollection, settleApproved, settleFailed, type AttemptRow } from './attempts';
import { nestPayConfig } from './bank';
import { gatewayFor } from './gateway';
import { markRefundNeeded, refundReasons, settleLateApproval } from './late-approval';
import { completeAuth, type CallbackVerdict, type StatusAnswer } from './nestpay';
import { nextRecheck, recheckRetryMs } from './recheck-schedule';
import { endedWithoutMoney, transition } from './state-machine';
import { claimRecheck, scheduleNextRecheck } from './store';

/** Card data never reaches the database: the bank's raw answer is kept without it. */
export function withoutCardData(fields: Record<string, string>): Record<string, string> {
  const secret =
    /^(pan|cv2|cvv|Ecom_Payment_Card_ExpDate_Month|Ecom_Payment_Card_ExpDate_Year|cardNumber|Pan|Cvv|Expiry)$/;
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !secret.test(key)));
}

/** Applies a verified callback to an attempt already moved to AUTHORISING. */
export async function applyVerdict(
  app: FastifyInstance,
  outbound: Outbound,
  attempt: AttemptRow,
  verdict: Exclude<CallbackVerdict, { kind: 'invalid' }>,
  raw: Record<string, string>,
  clientIp: string,
) {
  const now = app.now();
  const { orderNo } = attempt;
  if (verdict.kind === 'approved') {
    await settleApproved(
      app.db,
      orderNo,
      ['AUTHORISING'],
      'callback',
      now,
      {
        maskedPan: verdict.maskedPan,
        authCode: verdict.authCode,
        hostRefNum: verdict.hostRefNum,
        transId: verdict.transId,
      },
      raw,
      app.log,
    );
  } else if (verdict.kind === 'declined') {
    await settleFailed(
      app.db,
      orderNo,
      ['AUTHORISING'],
      'DECLINED',
      'callback',
      now,
      verdict.message,
      raw,
      verdict.maskedPan,
    );
  } else {
    // 3d model: authenticated, now ask for the money. A timeout is UNKNOWN, never a blind retry.
    const config = nestPayConfig(await app.settings.get(), app.config, attempt.storeType);
    try {
      const result = await completeAuth(outbound, config, orderNo, attempt.amountKurus, verdict, clientIp);
      if (result.approved) {
        await settleApproved(
          app.db,
          orderNo,
          ['AUTHORISING'],
          'xml-auth',
          now,
          {
            maskedPan: verdict.maskedPan,
            authCode: result.authCode,
            hostRefNum: result.hostRefNum,
            transId: result.transId,
          },
          raw,
          app.log,
        );
      } else {
        await settleFailed(
          app.db,
          orderNo,
          ['AUTHORISING'],
          'DECLINED',
          'xml-auth',
          now,
          result.message,
          raw,
          verdict.maskedPan,
        );
      }
    } catch (error) {
      app.log.warn({ err: error, orderNo }, 'bankaya tamamlama isteği sonuçsuz kaldı');
      await transition(
        app.db,
        orderNo,
        ['AUTHORISING'],
        'UNKNOWN',
        'xml-auth',
        now,
        { maskedPan: verdict.maskedPan },
        { error: error instanceof OutboundTimeout ? 'timeout' : 'error' },
      );
    }
  }
}

/** What the bank knows of an order, asked in the model the attempt started in. */
async function askBank(app: FastifyInstance, outbound: Outbound, attempt: AttemptRow): Promise<StatusAnswer> {
  return gatewayFor(await app.settings.get(), app.config, attempt.storeType).queryStatus(outbound, attempt);
}

/**
 * Settles an attempt whose outcome we do not know by asking the bank (ORDERSTATUS), never by
 * charging again. Used by the status screen and by the reconciliation job.
 */
export async function settleByStatusQuery(
  app: FastifyInstance,
  outbound: Outbound,
  orderNo: string,
  abandonAfterMs: number,
): Promise<void> {
  const attempt = await attemptByOrderNo(app.db, orderNo);
  if (!attempt) return;
  const now = app.now();
  if (attempt.state === 'PAID_NOT_POSTED') {
    await postCollection(app.db, orderNo, now, app.log);
    return;
  }
  if (!['CREATED', 'AUTHORISING', 'UNKNOWN'].includes(attempt.state)) return;
  const answer = await askBank(app, outbound, attempt);
  const from = [attempt.state];
  if (answer.kind === 'paid') {
    if (answer.amountKurus !== attempt.amountKurus) {
      // Never collect a different amount, and never keep asking: the staff look at it.
      await markRefundNeeded(
        app.db,
        orderNo,
        from,
        'status-query',
        now,
        refundReasons.amount(answer.amountKurus, attempt.amountKurus),
        answer,
        { ...answer },
        app.log,
      );
      return;
    }
    await settleApproved(
      app.db,
      orderNo,
      from,
      'status-query',
      now,
      { authCode: answer.authCode, hostRefNum: answer.hostRefNum },
      { ...answer },
      app.log,
    );
  } else if (answer.kind === 'failed') {
    await settleFailed(app.db, orderNo, from, 'DECLINED', 'status-query', now, 'Banka işlemi onaylamadı.', {
      ...answer,
    });
  } else if (answer.kind === 'not_found' && now.getTime() - attempt.createdAt.getTime() > abandonAfterMs) {
    // The citizen never finished on the bank's page: nothing was charged, free the accruals.
    await settleFailed(app.db, orderNo, from, 'EXPIRED', 'status-query', now, 'Bankada işlem bulunamadı.', {
      ...answer,
    });
  }
}

/**
 * One scheduled check of an attempt that ended without money (recheck-schedule.ts): a sale the bank
 * shows now is a late approval — collected or sent for refund, never dropped. The check is claimed
 * first by moving `recheck_at`, so two processes (or two runs of the job) do not both ask.
 */
export async function recheckEndedAttempt(app: FastifyInstance, outbound: Outbound, orderNo: string): Promise<void> {
  const attempt = await attemptByOrderNo(app.db, orderNo);
  const now = app.now();
  if (!attempt?.recheckAt || !endedWithoutMoney.includes(attempt.state) || attempt.recheckAt > now) return;
  if (!(await claimRecheck(app.db, orderNo, attempt.state, now, new Date(now.getTime() + recheckRetryMs)))) return;
  const answer = await askBank(app, outbound, attempt);
  if (answer.kind === 'paid') {
    await settleLateApproval(app.db, orderNo, 'recheck', now, answer, { ...answer }, app.log);
    return;
  }
  await scheduleNextRecheck(app.db, orderNo, attempt.state, attempt.rechecks + 1, nextRecheck(attempt.updatedAt, now));
}
