import type { FastifyInstance } from 'fastify';
import { OutboundTimeout, type Outbound } from '../../outbound';
import { attemptByOrderNo, postCollection, settleApproved, settleFailed, type AttemptRow } from './attempts';
import { nestPayConfig, payFlexConfig } from './bank';
import { searchOrder } from './payflex';
import { completeAuth, type CallbackVerdict, queryOrderStatus } from './nestpay';
import { transition } from './state-machine';

/** Card data never reaches the database: the bank's raw answer is kept without it. */
export function withoutCardData(fields: Record<string, string>): Record<string, string> {
  const secret = /^(pan|cv2|cvv|Ecom_Payment_Card_ExpDate_Month|Ecom_Payment_Card_ExpDate_Year|cardNumber|Pan|Cvv|Expiry)$/;
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !secret.test(key)));
}

/** Applies a verified callback to an attempt already moved to AUTHORISING. */
export async function applyVerdict(app: FastifyInstance, outbound: Outbound, attempt: AttemptRow, verdict: Exclude<CallbackVerdict, { kind: 'invalid' }>, raw: Record<string, string>, clientIp: string) {
  const now = app.now();
  const { orderNo } = attempt;
  if (verdict.kind === 'approved') {
    await settleApproved(app.db, orderNo, ['AUTHORISING'], 'callback', now, { maskedPan: verdict.maskedPan, authCode: verdict.authCode, hostRefNum: verdict.hostRefNum, transId: verdict.transId }, raw, app.log);
  } else if (verdict.kind === 'declined') {
    await settleFailed(app.db, orderNo, ['AUTHORISING'], 'DECLINED', 'callback', now, verdict.message, raw, verdict.maskedPan);
  } else {
    // 3d model: authenticated, now ask for the money. A timeout is UNKNOWN, never a blind retry.
    const config = nestPayConfig(await app.settings.get(), app.config, attempt.storeType);
    try {
      const result = await completeAuth(outbound, config, orderNo, attempt.amountKurus, verdict, clientIp);
      if (result.approved) {
        await settleApproved(app.db, orderNo, ['AUTHORISING'], 'xml-auth', now, { maskedPan: verdict.maskedPan, authCode: result.authCode, hostRefNum: result.hostRefNum, transId: result.transId }, raw, app.log);
      } else {
        await settleFailed(app.db, orderNo, ['AUTHORISING'], 'DECLINED', 'xml-auth', now, result.message, raw, verdict.maskedPan);
      }
    } catch (error) {
      app.log.warn({ err: error, orderNo }, 'bankaya tamamlama isteği sonuçsuz kaldı');
      await transition(app.db, orderNo, ['AUTHORISING'], 'UNKNOWN', 'xml-auth', now, { maskedPan: verdict.maskedPan }, { error: error instanceof OutboundTimeout ? 'timeout' : 'error' });
    }
  }
}

/**
 * Settles an attempt whose outcome we do not know by asking the bank (ORDERSTATUS), never by
 * charging again. Used by the status screen and by the reconciliation job.
 */
export async function settleByStatusQuery(app: FastifyInstance, outbound: Outbound, orderNo: string, abandonAfterMs: number): Promise<void> {
  const attempt = await attemptByOrderNo(app.db, orderNo);
  if (!attempt) return;
  const now = app.now();
  if (attempt.state === 'PAID_NOT_POSTED') {
    await postCollection(app.db, orderNo, now);
    return;
  }
  if (!['CREATED', 'AUTHORISING', 'UNKNOWN'].includes(attempt.state)) return;
  const settings = await app.settings.get();
  const answer = attempt.storeType === 'payflex_mpi'
    ? await searchOrder(outbound, payFlexConfig(settings, app.config), orderNo)
    : await queryOrderStatus(outbound, nestPayConfig(settings, app.config), orderNo);
  const from = [attempt.state];
  if (answer.kind === 'paid') {
    if (answer.amountKurus !== attempt.amountKurus) {
      app.log.error({ orderNo, bank: answer.amountKurus, ours: attempt.amountKurus }, 'bankadaki tutar ödeme denemesinden farklı; elle inceleme gerekir');
      return;
    }
    await settleApproved(app.db, orderNo, from, 'status-query', now, { authCode: answer.authCode, hostRefNum: answer.hostRefNum }, { ...answer }, app.log);
  } else if (answer.kind === 'failed') {
    await settleFailed(app.db, orderNo, from, 'DECLINED', 'status-query', now, 'Banka işlemi onaylamadı.', { ...answer });
  } else if (answer.kind === 'not_found' && now.getTime() - attempt.createdAt.getTime() > abandonAfterMs) {
    // The citizen never finished on the bank's page: nothing was charged, free the accruals.
    await settleFailed(app.db, orderNo, from, 'EXPIRED', 'status-query', now, 'Bankada işlem bulunamadı.', { ...answer });
  }
}
