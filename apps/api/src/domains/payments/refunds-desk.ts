import { randomBytes } from 'node:crypto';
import {
  banks,
  type BankCode,
  formatKurus,
  maskPersonName,
  type Refund,
  type RefundableOrder,
  refundApproverRoles,
  refundMessages,
  revenueDeskRoles,
  refundWindowDays,
} from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { type OperationContext, defineDomain } from '../../domain';
import { errors } from '../../errors';
import { createOutbound, type Outbound } from '../../outbound';
import { releaseHolds } from '../debts/collecting';
import { holdForReversal, type ReversalRefusal, reversalRefusal, reverseCollection } from '../debts/reversal';
import { recordRefundSucceeded } from '../events/outbox';
import { enqueueSms } from '../sms/outbox';
import { recordStaffAction } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import type { AttemptRow } from './attempts';
import { gatewayOf } from './gateway';
import type { RefundAnswer } from './nestpay';
import { transition } from './state-machine';
import {
  attemptForRefund,
  attemptsNeedingRefund,
  endStaleRefunds,
  insertRefund,
  lockAttemptForRefund,
  moveRefund,
  refundById,
  refundedKurusByOrder,
  refundedKurusOf,
  type RefundRow,
  refundView,
  type RefundView,
  refundViews,
  saleMomentOf,
  setRefundCollection,
  unknownRefunds,
} from './store/refunds';

/**
 * Refunds through the bank (docs/payments.md "Refunds", decision 083). Never sent twice:
 * - one unfinished refund per order (a partial unique index), so two requests at once make one row;
 * - the row is claimed (→ sending) by a conditional update before the bank is called, so two approvals
 *   or two processes never both call;
 * - the refund's own id goes to the bank, which answers a repeat with its first answer;
 * - no answer makes it unknown, and only the bank's record (ORDERSTATUS / SearchRequest) ends it.
 * Failures change nothing but the refund's own row. Only after the bank said yes, in one transaction:
 * the refund succeeded, the collection reversed (the debt open again), the order's state, the
 * `refund.succeeded` event and the citizen's SMS.
 */

const bankName = (code: string) => banks[code as BankCode]?.name ?? code;

const reversalMessages: Record<ReversalRefusal, string> = {
  restructured: refundMessages.restructured,
  held: refundMessages.debtInPayment,
};

/** A claim the debts refused: thrown to roll its transaction back. */
class ClaimRefused extends Error {
  constructor(readonly refusal: ReversalRefusal) {
    super(refusal);
  }
}

/**
 * Claims a refund for the bank (→ sending) and, in the same transaction, holds the debts its reversal
 * will reopen (debts/reversal.ts), so nothing restructures or pays them while the bank is asked.
 * Answers the claimed row; nothing when another caller claimed it first; the refusal when the debts
 * can no longer be reopened (then nothing changed).
 */
async function claimForBank(
  db: Database,
  refund: Pick<RefundRow, 'id' | 'orderNo' | 'amountKurus'>,
  attempt: AttemptRow,
  from: 'requested' | 'awaiting_approval',
  patch: Parameters<typeof moveRefund>[4],
  only: Parameters<typeof moveRefund>[5] = {},
  audit?: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<void>,
): Promise<{ claimed?: RefundRow; refusal?: ReversalRefusal }> {
  try {
    return await db.transaction(async (tx) => {
      // The attempt first, then the refund, then the accruals: the order a request and a made refund lock in.
      await lockAttemptForRefund(tx, refund.orderNo);
      const claimed = await moveRefund(tx, refund.id, [from], 'sending', patch, only);
      if (!claimed) return {};
      if (attempt.collectionId !== null) {
        const refusal = await holdForReversal(tx, {
          orderNo: refund.orderNo,
          collectionId: attempt.collectionId,
          amountKurus: refund.amountKurus,
          now: patch?.sentAt ?? new Date(),
        });
        if (refusal) throw new ClaimRefused(refusal);
      }
      if (audit) await audit(tx);
      return { claimed };
    });
  } catch (error) {
    if (error instanceof ClaimRefused) return { refusal: error.refusal };
    throw error;
  }
}

/** Ends a refund the bank did not make, and lets go of the debts it held. */
async function endUnmade(
  db: Database,
  id: number,
  from: ('sending' | 'unknown' | 'requested')[],
  patch: Parameters<typeof moveRefund>[4],
): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await moveRefund(tx, id, from, 'failed', patch);
    if (ended) await releaseHolds(tx, ended.orderNo);
  });
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}

function toRefund(row: RefundView): Refund {
  return {
    id: row.id,
    orderNo: row.orderNo,
    kind: row.kind,
    amountKurus: row.amountKurus,
    reason: row.reason,
    state: row.state,
    requestedBy: row.requestedByName,
    requestedById: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    approvedBy: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    bankReference: row.bankReference,
    bankMessage: row.bankMessage ?? row.decisionNote,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const dayMs = 86_400_000;

/** What the desk may do with an order now: the sale's day allows Void, the bank's window Credit. */
async function refundableOrder(
  db: Database | Parameters<typeof refundedKurusOf>[0],
  attempt: AttemptRow,
  payer: { name: string; surname: string },
  now: Date,
  refunded?: number,
): Promise<RefundableOrder> {
  const refundedKurus = refunded ?? (await refundedKurusOf(db, attempt.orderNo));
  const soldAt = await saleMomentOf(db, attempt.orderNo);
  const open = attempt.state === 'PAID' || attempt.state === 'REFUND_NEEDED';
  const remainingKurus = open ? Math.max(attempt.amountKurus - refundedKurus, 0) : 0;
  const sameDay = soldAt !== undefined && istanbulToday(soldAt) === istanbulToday(now);
  const inWindow = soldAt !== undefined && now.getTime() - soldAt.getTime() <= refundWindowDays * dayMs;
  return {
    orderNo: attempt.orderNo,
    state: attempt.state,
    bankName: bankName(attempt.bankCode),
    amountKurus: attempt.amountKurus,
    refundedKurus,
    remainingKurus,
    maskedPan: attempt.maskedPan,
    payerName: maskPersonName(`${payer.name} ${payer.surname}`),
    paidAt: soldAt?.toISOString() ?? null,
    voidable: open && sameDay && refundedKurus === 0,
    refundable: open && remainingKurus > 0 && inWindow,
    reason: attempt.state === 'REFUND_NEEDED' ? attempt.errorMessage : null,
  };
}

type Ctx = Pick<OperationContext, 'db' | 'request' | 'staff' | 'now' | 'settings' | 'config' | 'log'> & {
  outbound: Outbound;
};

/** The refund message the citizen gets: the amount, the order, where the money goes. */
export function refundSmsText(amountKurus: number, orderNo: string, kind: 'void' | 'refund'): string {
  return `${formatKurus(amountKurus)} tutarındaki ${orderNo} numaralı ödemeniz ${
    kind === 'void' ? 'iptal edildi' : 'iade edildi'
  }; tutar kartınıza bankanızın süresi içinde yansır.`;
}

/**
 * Records a refund the bank made, in one transaction: the refund succeeded, the collection's lines
 * reversed for the amount (the debt open again with its due date), the order REFUNDED / VOIDED when
 * nothing is left, the event and the SMS. A second caller (the job and a desk call at once) finds the
 * refund already moved and does nothing.
 */
export async function recordRefundMade(
  app: Pick<FastifyInstance, 'db' | 'log'>,
  refund: RefundRow,
  bank: { reference: string; raw: Record<string, unknown> },
  now: Date,
  audit?: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<void>,
): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    await lockAttemptForRefund(tx, refund.orderNo);
    const moved = await moveRefund(tx, refund.id, ['sending', 'unknown'], 'succeeded', {
      finishedAt: now,
      bankReference: bank.reference || null,
      bankMessage: null,
      bankAnswer: bank.raw,
    });
    if (!moved) return false;
    const row = await attemptForRefund(tx, refund.orderNo);
    if (!row) throw new Error(`iade edilen ödeme yok: ${refund.orderNo}`);
    const { attempt } = row;
    if (attempt.collectionId !== null) {
      await reverseCollection(tx, {
        collectionId: attempt.collectionId,
        source: `refund:${refund.id}`,
        amountKurus: refund.amountKurus,
        now,
      });
      await setRefundCollection(tx, refund.id, attempt.collectionId);
    }
    await releaseHolds(tx, refund.orderNo);
    const refunded = await refundedKurusOf(tx, refund.orderNo);
    if (refunded >= attempt.amountKurus) {
      await transition(
        tx,
        refund.orderNo,
        ['PAID', 'REFUND_NEEDED'],
        refund.kind === 'void' ? 'VOIDED' : 'REFUNDED',
        `refund:${refund.id}`,
        now,
        {},
        { refundId: refund.id, amountKurus: refund.amountKurus },
      );
    }
    await recordRefundSucceeded(tx, {
      registryOid: attempt.registryOid,
      orderNo: refund.orderNo,
      amountKurus: refund.amountKurus,
      refundedAt: now,
      bankReference: bank.reference || null,
    });
    const phone = row.memberPhone ?? row.registryPhone;
    if (phone)
      await enqueueSms(tx, {
        phone,
        body: refundSmsText(refund.amountKurus, refund.orderNo, refund.kind),
        purpose: 'refund',
      });
    else app.log.warn({ orderNo: refund.orderNo }, 'iade yapıldı ama vatandaşın telefonu yok: SMS gönderilmedi');
    if (audit) await audit(tx);
    return true;
  });
}

/**
 * Sends a claimed refund (state sending) to the bank and ends it by the answer. No answer makes it
 * unknown and the bank's record is asked at once; what it cannot tell stays unknown for the job.
 */
async function sendClaimed(context: Ctx, claimed: RefundRow, attempt: AttemptRow): Promise<void> {
  const gateway = gatewayOf(context.settings, context.config, attempt);
  const request = { amountKurus: claimed.amountKurus, requestId: claimed.bankRequestId, clientIp: context.request.ip };
  let answer: RefundAnswer;
  try {
    answer =
      claimed.kind === 'void'
        ? await gateway.void(context.outbound, attempt, request)
        : await gateway.refund(context.outbound, attempt, request);
  } catch (error) {
    context.log.warn({ err: error, orderNo: claimed.orderNo, refundId: claimed.id }, 'iade: bankadan yanıt yok');
    const unknown = await moveRefund(context.db, claimed.id, ['sending'], 'unknown', {
      bankMessage: refundMessages.bankUnknown,
    });
    if (unknown) await settleUnknownRefund(context, unknown, attempt);
    return;
  }
  if (answer.approved) {
    await recordRefundMade(context, claimed, { reference: answer.reference, raw: answer.raw }, context.now(), (tx) =>
      recordStaffAction(context, 'payment_refund.succeeded', {
        db: tx,
        entity: 'payment_refund',
        entityId: claimed.id,
        detail: { orderNo: claimed.orderNo, kind: claimed.kind, amountKurus: claimed.amountKurus },
        subjectRegistryOid: attempt.registryOid,
      }),
    );
    return;
  }
  await endUnmade(context.db, claimed.id, ['sending'], {
    finishedAt: context.now(),
    bankMessage: refundMessages.bankRefused.replace('{message}', answer.message),
    bankAnswer: answer.raw,
  });
}

/** Asks the bank's record about an unknown refund; never sends it again. */
async function settleUnknownRefund(
  context: Pick<Ctx, 'db' | 'log' | 'settings' | 'config' | 'outbound'>,
  refund: RefundRow,
  attempt: AttemptRow,
): Promise<void> {
  const gateway = gatewayOf(context.settings, context.config, attempt);
  let outcome;
  try {
    outcome = await gateway.refundStatus(context.outbound, attempt, {
      kind: refund.kind,
      requestId: refund.bankRequestId,
      amountKurus: refund.amountKurus,
      refundedBeforeKurus: await refundedKurusOf(context.db, refund.orderNo),
    });
  } catch (error) {
    context.log.warn({ err: error, refundId: refund.id }, 'iade: bankaya sorulamadı; bilinmiyor olarak kalıyor');
    return;
  }
  const now = new Date();
  if (outcome.kind === 'made')
    await recordRefundMade(context, refund, { reference: outcome.reference, raw: { query: 'made' } }, now);
  else if (outcome.kind === 'not_made')
    await endUnmade(context.db, refund.id, ['unknown'], {
      finishedAt: now,
      bankMessage: 'Banka kaydında bu iade yok: yapılmadı. Gerekirse yeniden isteyiniz.',
    });
}

/**
 * The job's part (reconcile.ts): every refund left unknown is asked about, never resent; one a stopped
 * process left half way is ended (never sent) or made unknown (maybe sent) first.
 */
export async function settleUnknownRefunds(app: FastifyInstance): Promise<void> {
  // A bank call waits at most 30 s: a refund still requested or sending after 10 minutes was left by a stopped process.
  const now = app.now();
  await endStaleRefunds(app.db, new Date(now.getTime() - 10 * 60_000), now);
  const unknown = await unknownRefunds(app.db);
  // Most rounds have none: nothing else (the settings, the bank) is touched then.
  if (unknown.length === 0) return;
  const settings = await app.settings.get();
  const outbound = createOutbound(app);
  for (const refund of unknown) {
    const row = await attemptForRefund(app.db, refund.orderNo);
    if (!row) continue;
    await settleUnknownRefund(
      { db: app.db, log: app.log, settings, config: app.config, outbound },
      refund,
      row.attempt,
    );
  }
}

async function orderAnswer(context: Ctx, orderNo: string) {
  const row = await attemptForRefund(context.db, orderNo);
  if (!row) throw errors.notFound(refundMessages.orderNotFound);
  return refundableOrder(context.db, row.attempt, row, context.now());
}

async function answerFor(context: Ctx, refundId: number) {
  const view = await refundView(context.db, refundId);
  if (!view) throw errors.notFound(refundMessages.refundNotFound);
  return { refund: toRefund(view), order: await orderAnswer(context, view.orderNo) };
}

export const refundsDomain = defineDomain({
  name: 'payments-refunds',
  handlers: {
    GetPaymentRefunds: async ({ orderNo }, context) => {
      requireStaff(context, ...revenueDeskRoles);
      const now = context.now();
      const needing = await attemptsNeedingRefund(context.db);
      const refunded = await refundedKurusByOrder(
        context.db,
        needing.map((row) => row.attempt.orderNo),
      );
      const refundNeeded = [];
      for (const row of needing)
        refundNeeded.push(
          await refundableOrder(context.db, row.attempt, row, now, refunded.get(row.attempt.orderNo) ?? 0),
        );
      let order: RefundableOrder | null = null;
      let orderRefunds: Refund[] = [];
      if (orderNo) {
        const row = await attemptForRefund(context.db, orderNo);
        if (!row) throw errors.notFound(refundMessages.orderNotFound);
        order = await refundableOrder(context.db, row.attempt, row, now);
        orderRefunds = (await refundViews(context.db, { orderNo })).map(toRefund);
        // Opening an order's refunds shows a citizen's payment: recorded with whose it is.
        await recordStaffAction(context, 'payment_refunds.viewed', {
          entity: 'payment_attempt',
          entityId: orderNo,
          subjectRegistryOid: row.attempt.registryOid,
        });
      }
      return {
        refundNeeded,
        awaitingApproval: (await refundViews(context.db, 'awaiting')).map(toRefund),
        recent: (await refundViews(context.db, 'recent')).map(toRefund),
        order,
        orderRefunds,
        approvalLimitKurus: context.settings.public.RefundApprovalLimitKurus,
      };
    },

    RequestPaymentRefund: async ({ orderNo, kind, amountKurus, reason }, context) => {
      const staff = requireStaff(context, ...revenueDeskRoles);
      const now = context.now();
      const row = await attemptForRefund(context.db, orderNo);
      if (!row) throw errors.notFound(refundMessages.orderNotFound);
      const needsApproval = amountKurus > context.settings.public.RefundApprovalLimitKurus;
      let created: RefundRow;
      try {
        created = await context.db.transaction(async (tx) => {
          // Checked under the attempt's lock, which a made refund also takes: what remains cannot change meanwhile.
          const attempt = await lockAttemptForRefund(tx, orderNo);
          const order = await refundableOrder(tx, attempt, row, now);
          if (order.state !== 'PAID' && order.state !== 'REFUND_NEEDED')
            throw errors.badInput(refundMessages.notRefundable, 'orderNo');
          if (amountKurus > order.remainingKurus)
            throw errors.badInput(
              refundMessages.overRefund.replace('{remaining}', formatKurus(order.remainingKurus)),
              'amountKurus',
            );
          if (kind === 'void') {
            if (amountKurus !== attempt.amountKurus || order.refundedKurus > 0)
              throw errors.badInput(refundMessages.voidWhole, 'amountKurus');
            if (!order.voidable) throw errors.badInput(refundMessages.voidNotToday, 'kind');
          } else if (!order.refundable) throw errors.badInput(refundMessages.outsideWindow, 'kind');
          if (attempt.collectionId !== null) {
            const refusal = await reversalRefusal(tx, { orderNo, collectionId: attempt.collectionId, amountKurus });
            if (refusal) throw errors.conflict(reversalMessages[refusal]);
          }
          const inserted = await insertRefund(tx, {
            orderNo,
            kind,
            amountKurus,
            reason,
            state: needsApproval ? 'awaiting_approval' : 'requested',
            bankRequestId: `IA${randomBytes(12).toString('hex').toUpperCase()}`,
            requestedBy: staff.id,
            requestedAt: now,
          });
          await recordStaffAction(context, 'payment_refund.requested', {
            db: tx,
            entity: 'payment_refund',
            entityId: inserted.id,
            detail: { orderNo, kind, amountKurus, reason, needsApproval },
            subjectRegistryOid: row.attempt.registryOid,
          });
          return inserted;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'payment_refunds_one_open_idx')) throw errors.conflict(refundMessages.inProgress);
        throw error;
      }
      if (!needsApproval) {
        const { claimed, refusal } = await claimForBank(context.db, created, row.attempt, 'requested', { sentAt: now });
        if (claimed) await sendClaimed(context, claimed, row.attempt);
        // The debts changed between the request and its claim (a restructuring at that moment): never sent.
        else if (refusal)
          await endUnmade(context.db, created.id, ['requested'], {
            finishedAt: now,
            bankMessage: reversalMessages[refusal],
          });
      }
      return answerFor(context, created.id);
    },

    ApprovePaymentRefund: async ({ id }, context) => {
      const staff = requireStaff(context, ...refundApproverRoles);
      const refund = await refundById(context.db, id);
      if (!refund || refund.state !== 'awaiting_approval') throw errors.notFound(refundMessages.refundNotFound);
      if (refund.requestedBy === staff.id) throw errors.forbidden(refundMessages.sameApprover);
      const row = await attemptForRefund(context.db, refund.orderNo);
      if (!row) throw errors.notFound(refundMessages.orderNotFound);
      const now = context.now();
      // The claim is the approval: one approver, once, and never the requester, even at the same moment.
      const { claimed, refusal } = await claimForBank(
        context.db,
        refund,
        row.attempt,
        'awaiting_approval',
        { decidedBy: staff.id, decidedAt: now, sentAt: now },
        { notRequestedBy: staff.id },
        (tx) =>
          recordStaffAction(context, 'payment_refund.approved', {
            db: tx,
            entity: 'payment_refund',
            entityId: id,
            detail: { orderNo: refund.orderNo, kind: refund.kind, amountKurus: refund.amountKurus },
            subjectRegistryOid: row.attempt.registryOid,
          }),
      );
      // Still awaiting approval: the approver reads why and rejects it.
      if (refusal) throw errors.conflict(reversalMessages[refusal]);
      if (!claimed) throw errors.notFound(refundMessages.refundNotFound);
      await sendClaimed(context, claimed, row.attempt);
      return answerFor(context, id);
    },

    RejectPaymentRefund: async ({ id, note }, context) => {
      const staff = requireStaff(context, ...refundApproverRoles);
      const refund = await refundById(context.db, id);
      if (!refund || refund.state !== 'awaiting_approval') throw errors.notFound(refundMessages.refundNotFound);
      if (refund.requestedBy === staff.id) throw errors.forbidden(refundMessages.sameApprover);
      const now = context.now();
      const rejected = await context.db.transaction(async (tx) => {
        const moved = await moveRefund(tx, id, ['awaiting_approval'], 'rejected', {
          decidedBy: staff.id,
          decidedAt: now,
          decisionNote: note,
          finishedAt: now,
        });
        if (moved)
          await recordStaffAction(context, 'payment_refund.rejected', {
            db: tx,
            entity: 'payment_refund',
            entityId: id,
            detail: { orderNo: refund.orderNo, note },
          });
        return moved;
      });
      if (!rejected) throw errors.notFound(refundMessages.refundNotFound);
      const view = await refundView(context.db, id);
      if (!view) throw errors.notFound(refundMessages.refundNotFound);
      return { refund: toRefund(view) };
    },
  },
});
