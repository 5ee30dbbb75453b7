import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Outbound } from '../../outbound';
import {
  attemptByOrderNo,
  cardKeeperOf,
  postCollection,
  settleApproved,
  settleFailed,
  type AttemptRow,
} from './attempts';
import { arrival, handOver } from './card-keeper';
import { gatewayOf, type PaymentGateway, type PostedReturn, type ReturnOutcome, type ReturnVerdict } from './gateway';
import { markRefundNeeded, refundReasons, settleLateApproval } from './late-approval';
import type { StatusAnswer } from './nestpay';
import { nextRecheck, recheckRetryMs } from './recheck-schedule';
import { endedWithoutMoney, transition } from './state-machine';
import { claimRecheck, insertPaymentEvent, scheduleNextRecheck } from './store';

/** Card data never reaches the database: the bank's raw answer is kept without it. */
export function withoutCardData(fields: Record<string, string>): Record<string, string> {
  const secret =
    /^(pan|cv2|cvv|Ecom_Payment_Card_ExpDate_Month|Ecom_Payment_Card_ExpDate_Year|cardNumber|Pan|Cvv|Expiry)$/;
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !secret.test(key)));
}

/**
 * A bank's return, read by the attempt's gateway and applied the same way for every model: a return
 * not believed changes nothing but its note; a believed one claims the attempt (the conditional
 * CREATED → AUTHORISING), so a replay or a second return finds it moved and is sent to the recorded
 * outcome; only the claimer makes the call that moves money. A verified approval for an attempt we
 * had ended (declined, expired) is a late approval: collected or sent for refund, never dropped.
 * Returns where to send the browser when another process keeps the card and settled the return.
 */
export async function settleReturn(
  app: FastifyInstance,
  outbound: Outbound,
  request: FastifyRequest,
  gateway: PaymentGateway,
  attempt: AttemptRow,
  posted: PostedReturn,
): Promise<string | undefined> {
  const { orderNo } = attempt;
  const verdict = await gateway.readReturn(outbound, attempt, posted);
  if (verdict.kind === 'rejected') {
    request.log.warn({ orderNo, model: gateway.model, reason: verdict.reason }, 'banka dönüşü reddedildi');
    await insertPaymentEvent(app.db, {
      orderNo,
      at: app.now(),
      fromState: attempt.state,
      toState: attempt.state,
      source: verdict.source,
      raw: { reason: verdict.reason, ...verdict.raw },
    });
    return undefined;
  }
  if (verdict.kind === 'unanswered') {
    request.log.warn({ err: verdict.error, orderNo, model: gateway.model }, 'banka dönüşü bankaya sorulamadı');
    return undefined;
  }
  let clientIp = request.ip;
  if (verdict.keptCard) {
    const machineKey = (await app.settings.get()).secret('machineKey');
    const arrived = arrival(request, machineKey, orderNo);
    clientIp = arrived.clientIp;
    if (!arrived.handedOver && !app.cardKeeper.holds(orderNo)) {
      const keeper = await cardKeeperOf(app.db, orderNo);
      if (keeper && keeper !== (await app.cardKeeper.ownAddress())) {
        const location = await handOver(keeper, request, posted.fields, machineKey, orderNo);
        if (location) return location;
      }
    }
  }
  const claimed = await transition(
    app.db,
    orderNo,
    ['CREATED'],
    'AUTHORISING',
    verdict.source,
    app.now(),
    verdict.patch,
    verdict.raw,
  );
  if (!claimed) {
    if (verdict.late && endedWithoutMoney.includes(attempt.state)) await settleLateReturn(app, attempt, verdict);
    return undefined;
  }
  const card = verdict.keptCard ? app.cardKeeper.take(orderNo, app.now().getTime()) : undefined;
  const outcome = await verdict.complete(claimed, { card, clientIp });
  await applyOutcome(app, claimed, outcome);
  return undefined;
}

async function settleLateReturn(
  app: FastifyInstance,
  attempt: AttemptRow,
  verdict: Extract<ReturnVerdict, { kind: 'verified' }>,
) {
  const { orderNo } = attempt;
  if (verdict.late?.kind === 'approval') {
    await settleLateApproval(app.db, orderNo, 'late-callback', app.now(), verdict.late.approval, verdict.raw, app.log);
  } else if (verdict.late?.kind === 'note') {
    await insertPaymentEvent(app.db, {
      orderNo,
      at: app.now(),
      fromState: attempt.state,
      toState: attempt.state,
      source: 'late-callback',
      raw: { note: verdict.late.note, ...verdict.raw },
    });
  }
}

/** Settles a claimed (AUTHORISING) attempt by the outcome of its return. */
async function applyOutcome(app: FastifyInstance, attempt: AttemptRow, outcome: ReturnOutcome) {
  const now = app.now();
  const { orderNo } = attempt;
  if (outcome.kind === 'failed') {
    await settleFailed(
      app.db,
      orderNo,
      ['AUTHORISING'],
      outcome.to,
      outcome.source,
      now,
      outcome.message,
      outcome.raw,
      outcome.maskedPan,
    );
  } else if (outcome.kind === 'unknown') {
    app.log.warn({ err: outcome.error, orderNo }, outcome.note);
    await transition(
      app.db,
      orderNo,
      ['AUTHORISING'],
      'UNKNOWN',
      outcome.source,
      now,
      { maskedPan: outcome.maskedPan },
      outcome.raw,
    );
  } else if (outcome.amountKurus !== attempt.amountKurus) {
    // Never collect a different amount: the staff look at it.
    await markRefundNeeded(
      app.db,
      orderNo,
      ['AUTHORISING'],
      outcome.source,
      now,
      refundReasons.amount(outcome.amountKurus, attempt.amountKurus),
      { amountKurus: outcome.amountKurus, ...outcome.sale },
      outcome.raw,
      app.log,
    );
  } else {
    await settleApproved(app.db, orderNo, ['AUTHORISING'], outcome.source, now, outcome.sale, outcome.raw, app.log);
  }
}

/** What the bank knows of an order, asked in the model the attempt started in. */
async function askBank(app: FastifyInstance, outbound: Outbound, attempt: AttemptRow): Promise<StatusAnswer> {
  return gatewayOf(await app.settings.get(), app.config, attempt).queryStatus(outbound, attempt);
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
