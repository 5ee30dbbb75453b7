import {
  cancellationMessage,
  cancellationMessages,
  cancellationStateNames,
  formatKurus,
  type BillRange,
  type DepositMethod,
} from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import type { Database, Queryable } from '../../db/client';
import type { OperationContext } from '../../domain';
import { IllegalTransition } from '../../db/transition';
import { errors, guaranteed } from '../../errors';
import { accrualById, addAccruals, lockOpenAccruals, payByOffset } from '../debts/accruals';
import { anyHeld } from '../debts/collecting';
import { consumeVerifiedCode } from '../sms/codes';
import { recordStaffAction } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import { enqueueSms } from '../sms/outbox';
import { recordEvent } from '../events/outbox';
import { billRangeFor, isPlausible } from './bill-range';
import type { CancellationRow, EventInput } from './cancellation-state';
import {
  applicationByConfirmation,
  endSubscription,
  insertApplicationOnce,
  insertTimelineEvent,
  lockedProposal,
  proposeBill,
  recordStep,
  setApplicationNo,
  subscriptionRow,
  transitionCancellation,
} from './store';
import { closeRefusal, refundRefusal, type CancellationFacts } from './cancellation-rules';
import { applicationNoOf, owedToday, smsDate, subscriptionDebts, type SubscriptionRow } from './cancellations';

// The steps of an application after the member's (docs/subscriptions.md): each one a conditional
// update with its event and an SMS to the member, in one transaction, so a step either happened
// whole — state, timeline and message — or not at all.

/** Who acted, for the timeline and the audit: a member, or the desk's staff. */
export function actorOf(context: OperationContext): string {
  if (context.staff) return `staff:${context.staff.id}`;
  return context.member
    ? context.member.memberId
      ? `member:${context.member.memberId}`
      : `registry:${context.member.registryOid}`
    : 'system';
}

/** The staff audit trail's row for a desk step, in the step's transaction (commits with it or not at all). */
async function deskAudit(
  tx: Queryable,
  context: OperationContext,
  row: CancellationRow,
  event: EventInput,
): Promise<void> {
  requireStaff(context);
  await recordStaffAction(context, `contract_cancellation.${event.kind}`, {
    entity: 'contract_cancellation',
    entityId: row.applicationNo,
    subjectRegistryOid: row.registryOid,
    detail: { state: row.state, ...event.detail },
    db: tx,
  });
}

async function notify(tx: Queryable, context: OperationContext, row: CancellationRow, text: string): Promise<void> {
  await enqueueSms(tx, {
    phone: row.phone,
    purpose: 'notice',
    body: `${context.settings.public.MunicipalityName}: ${row.applicationNo} numaralı abonelik iptal başvurunuz: ${text}`,
  });
}

function stateRefusal(row: CancellationRow): never {
  throw errors.conflict(
    cancellationMessage(cancellationMessages.wrongState, { state: cancellationStateNames[row.state] }),
  );
}

/**
 * A step that lost a race with another desk (or a double click) is refused, never applied twice: the
 * refusal names the state the step was asked in (`refuse` gives another answer where a step has its own).
 */
async function moved(
  tx: Queryable,
  moving: Promise<CancellationRow>,
  before: CancellationRow,
  refuse: () => never = () => stateRefusal(before),
): Promise<CancellationRow> {
  let next: CancellationRow;
  try {
    next = await moving;
  } catch (error) {
    if (error instanceof IllegalTransition) refuse();
    throw error;
  }
  if (next.state !== before.state) await recordCancellationEvent(tx, before.state, next, next.updatedAt);
  return next;
}

/** The step as the revenue system books it: the subscription by its number, no IBAN or phone (the desk pays refunds). */
async function recordCancellationEvent(
  tx: Queryable,
  fromState: CancellationRow['state'] | null,
  row: CancellationRow,
  now: Date,
): Promise<void> {
  await recordEvent(tx, {
    type: 'cancellation.state_changed',
    registryOid: row.registryOid,
    now,
    data: {
      applicationNo: row.applicationNo,
      subscriberNo: row.subscriberNo,
      fromState,
      toState: row.state,
      moveOutDate: row.moveOutDate,
      finalReading: row.finalReading,
      finalReadingOn: row.finalReadingOn,
      depositKurus: row.depositKurus,
      depositMethod: row.depositMethod,
      offsetKurus: row.offsetKurus,
      refundDueKurus: row.refundDueKurus,
      rejectionReason: row.rejectionReason,
    },
  });
}

export interface StartInput {
  registryOid: string;
  phone: string;
  subscription: SubscriptionRow;
  moveOutDate: string;
  memberReading: number | null;
  meterPhotoFileId: string | null;
  depositMethod: DepositMethod;
  refundAccount: { iban: string; bankCode: string; branchCode: string | null; accountHolder: string } | null;
  openDebtsKurus: number;
  reference: string;
  actor: string;
  municipalityName: string;
  now: Date;
}

/**
 * Saves the application in one transaction. The SMS confirmation's reference is unique: a second
 * submit with it returns the first application. The partial unique index on open applications per
 * subscription refuses a second one even when two tabs submit at once.
 */
export async function startApplication(
  db: Database,
  input: StartInput,
): Promise<{ row: CancellationRow; created: boolean }> {
  const today = istanbulToday(input.now);
  try {
    const saved = await db.transaction(async (tx) => {
      const row = await insertApplicationOnce(tx, {
        applicationNo: `bekliyor-${input.reference}`,
        registryOid: input.registryOid,
        subscriberNo: input.subscription.subscriberNo,
        state: 'REQUESTED',
        moveOutDate: input.moveOutDate,
        memberReading: input.memberReading,
        meterPhotoFileId: input.meterPhotoFileId,
        depositKurus: input.subscription.depositKurus,
        depositMethod: input.depositMethod,
        iban: input.refundAccount?.iban ?? null,
        bankCode: input.refundAccount?.bankCode ?? null,
        branchCode: input.refundAccount?.branchCode ?? null,
        accountHolder: input.refundAccount?.accountHolder ?? null,
        openDebtsAtApplicationKurus: input.openDebtsKurus,
        phone: input.phone,
        confirmationReference: input.reference,
        createdAt: input.now,
        updatedAt: input.now,
      });
      if (!row) return undefined;
      // The code must have been sent to this phone for a cancellation, and not be used yet.
      await consumeVerifiedCode(
        tx,
        input.reference,
        input.phone,
        'contract_cancellation',
        input.now,
        'userEntredCode',
      ).catch(() => {
        throw errors.badInput(cancellationMessages.codeNotVerified, 'userEntredCode');
      });
      const applicationNo = applicationNoOf(row.id, today);
      const numbered = await setApplicationNo(tx, row.id, applicationNo);
      const deposit =
        input.depositMethod === 'iban'
          ? `güvence bedeli ${formatKurus(numbered.depositKurus)} IBAN'a iade edilecek`
          : `güvence bedeli ${formatKurus(numbered.depositKurus)} borçlara mahsup edilecek`;
      await insertTimelineEvent(tx, {
        cancellationId: row.id,
        at: input.now,
        fromState: null,
        toState: 'REQUESTED',
        kind: 'requested',
        text: `Başvuru alındı: taşınma tarihi ${smsDate(input.moveOutDate)}, ${deposit}.`,
        actor: input.actor,
        detail: { subscriberNo: numbered.subscriberNo, depositMethod: numbered.depositMethod },
      });
      await recordCancellationEvent(tx, null, numbered, input.now);
      await enqueueSms(tx, {
        phone: input.phone,
        purpose: 'notice',
        body: `${input.municipalityName}: ${numbered.subscriberNo} numaralı aboneliğiniz için iptal başvurunuz alındı. Başvuru no: ${applicationNo}. Sayaç okuma günü size bildirilecektir.`,
      });
      return numbered;
    });
    if (saved) return { row: saved, created: true };
  } catch (error) {
    if (!isUniqueViolation(error, 'contract_cancellations_open_idx')) throw error;
    // A double submit racing its twin may meet the open-application index before the confirmation's
    // (PostgreSQL checks them in either order): the twin's application is the answer, not a refusal.
    const twin = await applicationByConfirmation(db, input.reference);
    if (twin && twin.registryOid === input.registryOid) return { row: twin, created: false };
    throw errors.conflict(cancellationMessages.openApplication);
  }
  const existing = await applicationByConfirmation(db, input.reference);
  if (!existing || existing.registryOid !== input.registryOid)
    throw errors.badInput(cancellationMessages.codeNotVerified, 'userEntredCode');
  return { row: existing, created: false };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}

export async function withdrawApplication(context: OperationContext, row: CancellationRow): Promise<CancellationRow> {
  if ((row.state !== 'REQUESTED' && row.state !== 'READING_SCHEDULED') || row.finalReading !== null)
    throw errors.conflict(cancellationMessages.cannotWithdraw);
  const at = context.now();
  return context.db.transaction(async (tx) => {
    const event: EventInput = {
      kind: 'withdrawn',
      text: 'Başvuru sahibi başvurusunu geri çekti.',
      actor: actorOf(context),
    };
    const next = await moved(tx, transitionCancellation(tx, row, 'WITHDRAWN', event, at), row, () => {
      throw errors.conflict(cancellationMessages.cannotWithdraw);
    });
    await notify(tx, context, next, 'geri çekildi. Aboneliğiniz devam ediyor.');
    return next;
  });
}

export async function scheduleReading(
  context: OperationContext,
  row: CancellationRow,
  readingDate: string,
): Promise<CancellationRow> {
  if (row.state !== 'REQUESTED') stateRefusal(row);
  const at = context.now();
  return context.db.transaction(async (tx) => {
    const event: EventInput = {
      kind: 'reading_scheduled',
      text: `Son sayaç okuması ${smsDate(readingDate)} gününe planlandı.`,
      actor: actorOf(context),
      detail: { readingDate },
    };
    const next = await moved(
      tx,
      transitionCancellation(tx, row, 'READING_SCHEDULED', event, at, { readingScheduledFor: readingDate }),
      row,
    );
    await notify(
      tx,
      context,
      next,
      `son sayaç okuması ${smsDate(readingDate)} günü yapılacak. Lütfen sayaca erişim sağlayınız.`,
    );
    await deskAudit(tx, context, row, event);
    return next;
  });
}

export async function recordReading(
  context: OperationContext,
  row: CancellationRow,
  finalReading: number,
  readingDate: string,
): Promise<CancellationRow> {
  if (row.state !== 'READING_SCHEDULED') stateRefusal(row);
  const subscription = guaranteed(
    await subscriptionRow(context.db, row.subscriberNo),
    `subscription ${row.subscriberNo}`,
  );
  if (subscription.lastReading !== null && finalReading < subscription.lastReading) {
    throw errors.badInput(
      cancellationMessage(cancellationMessages.readingBelowLast, { last: String(subscription.lastReading) }),
      'finalReading',
    );
  }
  const at = context.now();
  return context.db.transaction(async (tx) => {
    const event: EventInput = {
      kind: 'reading_recorded',
      text: `Son sayaç okuması yapıldı: ${finalReading} m³ (${smsDate(readingDate)}).`,
      actor: actorOf(context),
      detail: { finalReading, readingDate },
    };
    const next = await moved(tx, recordStep(tx, row, event, at, { finalReading, finalReadingOn: readingDate }), row);
    await notify(
      tx,
      context,
      next,
      `son sayaç okuması ${finalReading} m³ olarak kaydedildi. Son faturanız kesilecektir.`,
    );
    await deskAudit(tx, context, row, event);
    return next;
  });
}

/**
 * Issues the final bill as an ordinary water accrual (revenue SU) the debt list shows and the bank
 * windows take (decision 040). With the offset method the deposit is set against the subscription's
 * open debts and the bill, oldest due first, as an increase of their paid amount; what is left of
 * the deposit is paid at the counter. With the IBAN method the whole deposit is refunded.
 */
export async function issueFinalBill(
  context: OperationContext,
  row: CancellationRow,
  amountKurus: number,
  dueDate: string,
): Promise<CancellationRow> {
  if (row.state !== 'READING_SCHEDULED') stateRefusal(row);
  if (row.finalReading === null) throw errors.conflict(cancellationMessages.readingMissing);
  const staff = requireStaff(context);
  // Four eyes (decision 057): a bill outside the plausible range of the reading × tariff is only a
  // proposal until a second subscriptions operator approves it; no accrual exists, nothing is payable.
  const subscription = guaranteed(
    await subscriptionRow(context.db, row.subscriberNo),
    `subscription ${row.subscriberNo}`,
  );
  const range = await billRangeFor(context.db, row, subscription);
  if (!isPlausible(range, amountKurus)) return proposeFinalBill(context, row, amountKurus, dueDate, range);
  return writeFinalBill(context, row, amountKurus, dueDate, { issuedBy: staff.id, approvedBy: null });
}

/** Keeps an implausible bill as a proposal (desk and audit trail only; the member hears nothing yet). */
async function proposeFinalBill(
  context: OperationContext,
  row: CancellationRow,
  amountKurus: number,
  dueDate: string,
  range: BillRange | null,
): Promise<CancellationRow> {
  const staff = requireStaff(context);
  const at = context.now();
  return context.db.transaction(async (tx) => {
    const next = await proposeBill(tx, row, {
      proposedBillKurus: amountKurus,
      proposedDueDate: dueDate,
      proposedBy: staff.id,
      proposedAt: at,
      updatedAt: at,
    });
    if (!next) stateRefusal(row);
    const proposed = next;
    const why = range
      ? cancellationMessage(cancellationMessages.billNeedsApproval, {
          low: formatKurus(range.lowKurus),
          high: formatKurus(range.highKurus),
        })
      : cancellationMessages.billNeedsApprovalNoRange;
    await recordStaffAction(context, 'contract_cancellation.final_bill_proposed', {
      db: tx,
      entity: 'contract_cancellation',
      entityId: row.applicationNo,
      subjectRegistryOid: row.registryOid,
      detail: { amountKurus, dueDate, range, why },
    });
    return proposed;
  });
}

/** A second subscriptions operator approves the proposal: only then is the bill written and payable. */
export async function approveFinalBill(
  context: OperationContext,
  row: CancellationRow,
  amountKurus: number,
): Promise<CancellationRow> {
  const staff = requireStaff(context);
  if (row.state !== 'READING_SCHEDULED') stateRefusal(row);
  if (row.proposedBillKurus === null || row.proposedDueDate === null || row.proposedBy === null)
    throw errors.conflict(cancellationMessages.noBillToApprove);
  if (row.proposedBy === staff.id) throw errors.forbidden(cancellationMessages.approverIsProposer);
  if (row.proposedBillKurus !== amountKurus) throw errors.conflict(cancellationMessages.proposalChanged);
  return writeFinalBill(context, row, row.proposedBillKurus, row.proposedDueDate, {
    issuedBy: row.proposedBy,
    approvedBy: staff.id,
  });
}

/**
 * Writes the final bill (plausible, or approved by a second person) and sets off the deposit.
 * `issuedBy` may not record the refund later (recordRefund).
 */
async function writeFinalBill(
  context: OperationContext,
  row: CancellationRow,
  amountKurus: number,
  dueDate: string,
  fourEyes: { issuedBy: number; approvedBy: number | null },
): Promise<CancellationRow> {
  const at = context.now();
  const subscription = guaranteed(
    await subscriptionRow(context.db, row.subscriberNo),
    `subscription ${row.subscriberNo}`,
  );
  return context.db.transaction(async (tx) => {
    if (fourEyes.approvedBy !== null) {
      // The proposal approved must still be the one on the application (not replaced meanwhile).
      const current = await lockedProposal(tx, row.id);
      if (current?.kurus !== amountKurus || current.by !== fourEyes.issuedBy)
        throw errors.conflict(cancellationMessages.proposalChanged);
    }
    const consumption =
      subscription.lastReading === null
        ? null
        : guaranteed(row.finalReading, 'finalReading') - subscription.lastReading;
    const [bill] = await addAccruals(tx, [
      {
        registryOid: row.registryOid,
        revenueCode: 'SU',
        year: Number(dueDate.slice(0, 4)),
        installment: Number(dueDate.slice(5, 7)),
        dueDate,
        principalKurus: amountKurus,
        description: `Son su faturası (${row.subscriberNo}, iptal ${row.applicationNo}${consumption === null ? '' : `, ${consumption} m³`})`,
        subscriberNo: row.subscriberNo,
        source: `contract-cancellation:${row.applicationNo}`,
        createdAt: at,
      },
    ]);

    let offsetKurus = 0;
    if (row.depositMethod === 'offset') {
      // Locked, then the holds are read: a card payment starting meanwhile sees the offset (as restructuring does).
      const open = (await subscriptionDebts(tx, subscription, at)).map((debt) => debt.accrualId);
      const ids = [...open, bill.id];
      const locked = await lockOpenAccruals(tx, ids);
      if (await anyHeld(tx, ids)) throw errors.conflict(cancellationMessages.debtInPayment);
      let left = row.depositKurus;
      for (const accrual of locked) {
        const owed = accrual.principalKurus - accrual.paidKurus;
        const take = Math.min(left, owed);
        if (take <= 0) continue;
        await payByOffset(tx, accrual.id, take);
        left -= take;
        offsetKurus += take;
      }
    }
    const refundDueKurus = row.depositKurus - offsetKurus;
    // Read after the offset, with late interest to today: what the member must still pay before the contract can end.
    const owed = await owedToday(tx, subscription, at);
    const text =
      `Son fatura kesildi: ${formatKurus(amountKurus)}` +
      (row.depositMethod === 'offset'
        ? `; güvence bedelinden ${formatKurus(offsetKurus)} borçlara mahsup edildi, veznede iade edilecek tutar ${formatKurus(refundDueKurus)}.${owed.totalKurus > 0 ? ` Sözleşmenin sonlandırılması için ödenmesi gereken kalan borç ${formatKurus(owed.totalKurus)}.` : ''}`
        : `; güvence bedeli ${formatKurus(refundDueKurus)} son fatura ödendikten sonra IBAN'ınıza iade edilecek.`);
    const event: EventInput = {
      kind: 'final_billed',
      text,
      actor: actorOf(context),
      detail: { accrualId: bill.id, amountKurus, offsetKurus },
    };
    const next = await moved(
      tx,
      transitionCancellation(tx, row, 'FINAL_BILLED', event, at, {
        finalBillAccrualId: bill.id,
        offsetKurus,
        refundDueKurus,
        finalBillIssuedBy: fourEyes.issuedBy,
        finalBillApprovedBy: fourEyes.approvedBy,
        proposedBillKurus: null,
        proposedDueDate: null,
        proposedBy: null,
        proposedAt: null,
      }),
      row,
    );
    await notify(
      tx,
      context,
      next,
      finalBillSms(amountKurus, dueDate, row.depositMethod, offsetKurus, owed.totalKurus),
    );
    await deskAudit(tx, context, row, {
      ...event,
      detail: { ...event.detail, issuedBy: fourEyes.issuedBy, approvedBy: fourEyes.approvedBy },
    });
    return next;
  });
}

/** The facts the last two steps are decided on, read now (decision 040). */
async function factsNow(db: Queryable, row: CancellationRow, now: Date): Promise<CancellationFacts> {
  const [[bill], [subscription]] = await Promise.all([
    row.finalBillAccrualId
      ? accrualById(db, row.finalBillAccrualId).then((found) => (found ? [found] : []))
      : Promise.resolve([]),
    subscriptionRow(db, row.subscriberNo).then((found) => (found ? [found] : [])),
  ]);
  const owed = await owedToday(db, subscription, now);
  return {
    state: row.state,
    refundDueKurus: row.refundDueKurus,
    refundedAt: row.refundedAt,
    billPaid: bill !== undefined && bill.paidKurus >= bill.principalKurus,
    owedKurus: owed.totalKurus,
  };
}

/**
 * The final bill's SMS says what is left to pay, so an application never waits in silence on a debt the
 * deposit did not cover (the member pays it on the application's page or the debt list).
 */
export function finalBillSms(
  amountKurus: number,
  dueDate: string,
  method: DepositMethod,
  offsetKurus: number,
  owedKurus: number,
): string {
  const bill = `son faturanız ${formatKurus(amountKurus)}, son ödeme ${smsDate(dueDate)}.`;
  if (method === 'iban')
    return `${bill} Güvence bedeliniz son fatura ödendikten sonra IBAN'ınıza iade edilir. Başvuru ekranından ya da Borç Sorgulama ekranından kartla ödeyebilirsiniz.`;
  const offset = offsetKurus > 0 ? ` Güvence bedelinizden ${formatKurus(offsetKurus)} borçlarınıza mahsup edildi.` : '';
  if (owedKurus === 0) return `${bill}${offset} Ödenecek borcunuz kalmadı.`;
  return `${bill}${offset} Sözleşmenin sonlandırılması için kalan borcunuz ${formatKurus(owedKurus)}; başvuru ekranından ya da Borç Sorgulama ekranından kartla ödeyebilirsiniz.`;
}

export async function recordRefund(
  context: OperationContext,
  row: CancellationRow,
  reference: string,
): Promise<CancellationRow> {
  if (row.state !== 'FINAL_BILLED') stateRefusal(row);
  const at = context.now();
  // Decision 040: the deposit goes back only once the final bill is paid, so it is never owed by someone who has moved out.
  const refusal = refundRefusal(await factsNow(context.db, row, at));
  if (refusal) throw errors.conflict(refusal);
  // Whoever issued the bill (and so fixed what is left to refund) does not also pay the refund out.
  if (row.finalBillIssuedBy !== null && row.finalBillIssuedBy === requireStaff(context).id)
    throw errors.forbidden(cancellationMessages.refundByIssuer);
  const channel = row.depositMethod === 'iban' ? ('iban' as const) : ('counter' as const);
  return context.db.transaction(async (tx) => {
    const how = channel === 'iban' ? "IBAN'ınıza gönderildi" : 'veznede ödendi';
    const event: EventInput = {
      kind: 'refunded',
      text: `Güvence bedeli iadesi ${formatKurus(guaranteed(row.refundDueKurus, 'refundDueKurus'))} ${how} (dekont ${reference}).`,
      actor: actorOf(context),
      detail: { reference, channel },
    };
    const next = await moved(
      tx,
      recordStep(tx, row, event, at, { refundChannel: channel, refundReference: reference, refundedAt: at }),
      row,
    );
    await notify(
      tx,
      context,
      next,
      `güvence bedeli iadesi ${formatKurus(guaranteed(row.refundDueKurus, 'refundDueKurus'))} ${how}.`,
    );
    await deskAudit(tx, context, row, event);
    return next;
  });
}

export async function closeApplication(context: OperationContext, row: CancellationRow): Promise<CancellationRow> {
  if (row.state !== 'FINAL_BILLED') stateRefusal(row);
  const at = context.now();
  const refusal = closeRefusal(await factsNow(context.db, row, at));
  if (refusal) throw errors.conflict(refusal);
  return context.db.transaction(async (tx) => {
    const event: EventInput = { kind: 'closed', text: 'Abonelik sözleşmesi sonlandırıldı.', actor: actorOf(context) };
    const next = await moved(tx, transitionCancellation(tx, row, 'CLOSED', event, at), row);
    await endSubscription(tx, row.subscriberNo, at);
    await notify(
      tx,
      context,
      next,
      `${row.subscriberNo} numaralı aboneliğinizin sözleşmesi sonlandırıldı. Teşekkür ederiz.`,
    );
    await deskAudit(tx, context, row, event);
    return next;
  });
}

export async function rejectApplication(
  context: OperationContext,
  row: CancellationRow,
  reason: string,
): Promise<CancellationRow> {
  if ((row.state !== 'REQUESTED' && row.state !== 'READING_SCHEDULED') || row.finalReading !== null) stateRefusal(row);
  const at = context.now();
  return context.db.transaction(async (tx) => {
    const event: EventInput = { kind: 'rejected', text: `Başvuru reddedildi: ${reason}`, actor: actorOf(context) };
    const next = await moved(
      tx,
      transitionCancellation(tx, row, 'REJECTED', event, at, { rejectionReason: reason }),
      row,
    );
    await notify(tx, context, next, `reddedildi. Gerekçe: ${reason}`);
    await deskAudit(tx, context, row, event);
    return next;
  });
}
