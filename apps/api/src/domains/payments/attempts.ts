import { banks, type BankCode, type PaymentState, paymentStates, type PaymentSummary } from '@ebelediye/contract';
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/client';
import { errors, guaranteed } from '../../errors';
import { lockCollectableAccruals } from '../debts/accruals';
import { receiptNoOfCollection } from '../debts/collections';
import { openDebts } from '../debts/debt-list';
import { collect, CollectionRefused, collectRefusal, releaseHolds } from '../debts/collecting';
import { recordCollectionSucceeded } from '../events/outbox';
import { firstRecheck } from './recheck-schedule';
import { markRefundNeeded, refundReasonFor, type RefundLog } from './refunds';
import { inTransaction } from '../../db/transition';
import { openStates, transition } from './state-machine';
import {
  attemptItemsWithDescriptions,
  attemptLineRows,
  attemptLinesToCollect,
  attemptRowByOrderNo,
  attemptsInStatesOf,
  attemptWithCollectionId,
  insertAttemptHoldingAccruals,
  lastEnrollmentEventRaw,
  receiptStateRow,
  type AttemptRow,
} from './store';

export type { AttemptRow } from './store';

/** Alphanumeric, ≤ 64 characters, unique: EB + date + random (NestPay oid, PayFlex OrderId). */
export function newOrderNo(now: Date): string {
  return `EB${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** A debt whose gecikme zammı the rules cannot compute is settled at the office, not online. */
export const needsOfficeMessage =
  'Seçtiğiniz borçlardan birinin gecikme zammı internetten hesaplanamıyor; bu borç için belediyemize başvurunuz.';

export const holdConflictMessage =
  'Seçtiğiniz borçlardan biri için başlamış bir ödeme var. Sonucunu "Ödemelerim" bölümünden görebilir ya da birkaç dakika sonra tekrar deneyebilirsiniz.';

export const restructuredMessage =
  'Seçtiğiniz borçlardan biri az önce yapılandırıldı. Lütfen borç listenizi yenileyiniz.';

/**
 * Step 1 of domain/payments.md: reserve an order number and persist the attempt, with the amounts
 * fixed at today's interest, before the browser leaves for the bank. The accruals are held: a second
 * attempt on any of them is refused until this one ends.
 */
export async function createAttempt(
  db: Database,
  input: {
    registryOid: string;
    accrualIds: number[];
    channel: AttemptRow['channel'];
    bankCode: string;
    storeType: string;
    now: Date;
    detail?: Record<string, unknown>;
  },
): Promise<{ attempt: AttemptRow; summary: PaymentSummary }> {
  const debts = await openDebts(db, input.registryOid, input.now, { accrualIds: input.accrualIds });
  if (debts.length !== input.accrualIds.length)
    throw errors.badInput('Seçilen borçlardan biri bulunamadı ya da ödenmiş.', 'accrualIds');
  if (debts.some((debt) => debt.inPayment)) throw errors.conflict(holdConflictMessage);
  if (debts.some((debt) => debt.needsOffice)) throw errors.badInput(needsOfficeMessage, 'accrualIds');
  const orderNo = newOrderNo(input.now);
  const amountKurus = debts.reduce((total, debt) => total + (debt.totalKurus ?? 0), 0);
  const items = debts.map((debt) => ({
    accrualId: debt.accrualId,
    description: debt.description,
    principalKurus: debt.principalKurus,
    interestKurus: debt.interestKurus ?? 0,
  }));
  const created = await db.transaction(async (tx) => {
    const row = await insertAttemptHoldingAccruals(tx, {
      orderNo,
      registryOid: input.registryOid,
      channel: input.channel,
      bankCode: input.bankCode,
      storeType: input.storeType,
      amountKurus,
      detail: input.detail,
      now: input.now,
      items,
      holdsNeeded: debts.length,
    });
    if (!row) throw errors.conflict(holdConflictMessage);
    // A restructuring saved meanwhile: its save locks these rows and then looks for holds, so one of the two always sees the other.
    const stillOwed = await lockCollectableAccruals(tx, input.accrualIds);
    if (stillOwed.length !== debts.length) throw errors.conflict(restructuredMessage);
    return row;
  });
  // What the citizen is shown next is known here: no need to read it back.
  return { attempt: created, summary: summaryOf(created, items, null) };
}

export async function attemptByOrderNo(db: Queryable, orderNo: string): Promise<AttemptRow | undefined> {
  return attemptRowByOrderNo(db, orderNo);
}

/** What the success page polls for: the attempt's state and, once posted, its receipt number — one round trip. */
export async function receiptStateOf(
  db: Queryable,
  orderNo: string,
): Promise<{ registryOid: string; state: PaymentState; receiptNo: string | null } | undefined> {
  return receiptStateRow(db, orderNo);
}

/** PayFlex MPI: the internal address of the process holding this attempt's card (card-keeper.ts), as its enrollment recorded it. */
export async function cardKeeperOf(db: Queryable, orderNo: string): Promise<string | undefined> {
  const event = await lastEnrollmentEventRaw(db, orderNo);
  const keeper = (event?.raw as { cardKeeper?: unknown } | null | undefined)?.cardKeeper;
  return typeof keeper === 'string' ? keeper : undefined;
}

/**
 * Step 4: the bank approved — post the collection against the accruals in one transaction, keyed by
 * the order number (a unique index), then mark the attempt PAID. Run again after a failure it either
 * posts or finds the collection already there; it never posts twice. The debts domain's rule decides
 * whether the accruals may still be collected (debts/collecting.ts): when it refuses — they were
 * restructured, cancelled, paid or held meanwhile — the attempt becomes REFUND_NEEDED.
 *
 * Few round trips, since every payment runs it: the collection, its lines, the accruals' paid amounts
 * and the release of the holds are one statement; the receipt number is drawn at commit (migration 0016).
 */
export async function postCollection(db: Database, orderNo: string, now: Date, log: RefundLog): Promise<AttemptRow> {
  try {
    return await db.transaction(async (tx) => {
      const found = await attemptWithCollectionId(tx, orderNo);
      if (!found) throw errors.notFound('Ödeme bulunamadı.');
      const { attempt, existingId } = found;
      if (attempt.state !== 'PAID_NOT_POSTED') return attempt;
      let collectionId = existingId ?? undefined;
      if (!collectionId) {
        ({ collectionId } = await collect(tx, {
          registryOid: attempt.registryOid,
          typeCode: 4,
          orderNo,
          holder: orderNo,
          totalKurus: attempt.amountKurus,
          collectedAt: now,
          lines: attemptLinesToCollect(orderNo),
        }));
      } else {
        await releaseHolds(tx, orderNo);
      }
      const paid = await transition(tx, orderNo, ['PAID_NOT_POSTED'], 'PAID', 'posting', now, { collectionId });
      if (!paid) throw new Error(`ödeme ${orderNo} PAID_NOT_POSTED durumunda değil`);
      await recordCollectionSucceeded(tx, collectionId, now);
      return paid;
    });
  } catch (error) {
    if (!(error instanceof CollectionRefused)) throw error;
    const refused = await inTransaction(db, async (tx) => {
      const reason = refundReasonFor((await collectRefusal(tx, await attemptLines(tx, orderNo), orderNo)) ?? 'paid');
      return markRefundNeeded(
        tx,
        orderNo,
        ['PAID_NOT_POSTED'],
        'posting',
        now,
        reason,
        { amountKurus: 0 },
        { reason },
        log,
      );
    });
    return refused ?? guaranteed(await attemptByOrderNo(db, orderNo), `attempt ${orderNo}`);
  }
}

/** The accruals an attempt pays, with the amounts fixed when it started. */
export async function attemptLines(db: Queryable, orderNo: string) {
  return attemptLineRows(db, orderNo);
}

/** The bank took the money: record it, then post; if posting fails the job retries PAID_NOT_POSTED. */
export async function settleApproved(
  db: Database,
  orderNo: string,
  from: PaymentState[],
  source: string,
  now: Date,
  patch: { maskedPan?: string | null; authCode?: string; hostRefNum?: string; transId?: string },
  raw: Record<string, unknown>,
  log: RefundLog,
): Promise<void> {
  await transition(db, orderNo, from, 'PAID_NOT_POSTED', source, now, patch, raw);
  try {
    await postCollection(db, orderNo, now, log);
  } catch (error) {
    log.error({ err: error, orderNo }, 'banka onayladı ama tahsilat işlenemedi; mutabakat işi yeniden deneyecek');
  }
}

/**
 * The attempt ended without money: record why and free its accruals. The bank is asked about it
 * again for a day (recheck-schedule.ts): an approval it gives late is still collected or refunded.
 */
export async function settleFailed(
  db: Database,
  orderNo: string,
  from: PaymentState[],
  to: 'DECLINED' | 'FAILED' | 'EXPIRED',
  source: string,
  now: Date,
  message: string,
  raw: Record<string, unknown>,
  maskedPan?: string | null,
) {
  await db.transaction(async (tx) => {
    const moved = await transition(
      tx,
      orderNo,
      from,
      to,
      source,
      now,
      { errorMessage: message, recheckAt: firstRecheck(now), rechecks: 0, ...(maskedPan ? { maskedPan } : {}) },
      raw,
    );
    if (moved) await releaseHolds(tx, orderNo);
  });
}

const stateMessages: Record<PaymentState, string> = {
  CREATED:
    'Ödemeniz bankanın 3D Secure sayfasında bekliyor. Sayfayı kapattıysanız birkaç dakika içinde sonuçlanır; aynı borçları yeniden ödemeye çalışmayınız.',
  AUTHORISING: 'Ödemeniz bankada onaylanıyor. Lütfen bekleyiniz.',
  UNKNOWN:
    'Bankadan yanıt alınamadı. Ödemenin sonucu bankaya soruluyor; kartınızdan iki kez çekim yapılmaz. Birkaç dakika sonra bu sayfayı yenileyiniz.',
  PAID_NOT_POSTED:
    'Ödemeniz bankada onaylandı; tahsilat kaydınız hazırlanıyor. Makbuzunuz birkaç dakika içinde burada olacak.',
  PAID: 'Ödemeniz alındı. Makbuzunuzu indirebilirsiniz.',
  DECLINED: 'Ödeme gerçekleşmedi; kartınızdan para çekilmedi.',
  FAILED: 'Ödeme gerçekleşmedi; kartınızdan para çekilmedi.',
  EXPIRED:
    'Ödeme tamamlanmadı ve zaman aşımına uğradı; kartınızdan para çekilmedi. Borçlarınızı yeniden seçip ödeyebilirsiniz.',
  REFUND_NEEDED:
    'Bankanız bu ödemeyi onayladı ve tutar kartınızdan çekildi, ancak borçlarınıza işlenemedi. Belediyemiz kaydı inceleyip çekilen tutarı kartınıza iade edecek; sizin bir işlem yapmanız gerekmez. Sorunuz olursa bu sipariş numarasıyla belediyemize başvurunuz.',
  REFUNDED:
    'Bu ödemenin tutarı belediyemizce kartınıza iade edildi; iade bankanızın süresi içinde kartınıza yansır. Ödenen borçlar yeniden borç listenizdedir.',
  VOIDED:
    'Bu ödeme belediyemizce bankada iptal edildi; tutar kartınızdan çekilmemiş sayılır. Ödenen borçlar yeniden borç listenizdedir.',
};

export async function paymentSummary(db: Queryable, attempt: AttemptRow): Promise<PaymentSummary> {
  const items = await attemptItemsWithDescriptions(db, attempt.orderNo);
  const receiptNo = attempt.collectionId ? await receiptNoOfCollection(db, attempt.collectionId) : undefined;
  return summaryOf(
    attempt,
    items.map(({ item, description }) => ({
      accrualId: item.accrualId,
      description,
      principalKurus: item.principalKurus,
      interestKurus: item.interestKurus,
    })),
    receiptNo ?? null,
  );
}

/** The summary of an attempt whose items (in due-date order) and receipt number are known. */
function summaryOf(attempt: AttemptRow, items: PaymentSummary['items'], receiptNo: string | null): PaymentSummary {
  const failed = attempt.state === 'DECLINED' || attempt.state === 'FAILED' || attempt.state === 'REFUND_NEEDED';
  return {
    orderNo: attempt.orderNo,
    state: attempt.state,
    amountKurus: attempt.amountKurus,
    bankName: banks[attempt.bankCode as BankCode]?.name ?? attempt.bankCode,
    items: items.map(({ accrualId, description, principalKurus, interestKurus }) => ({
      accrualId,
      description,
      principalKurus,
      interestKurus,
    })),
    maskedPan: attempt.maskedPan,
    receiptNo,
    message:
      failed && attempt.errorMessage
        ? `${attempt.errorMessage} ${stateMessages[attempt.state]}`
        : stateMessages[attempt.state],
    createdAt: attempt.createdAt.toISOString(),
  };
}

export async function openAttemptsOf(db: Queryable, registryOid: string): Promise<AttemptRow[]> {
  return attemptsInStatesOf(db, registryOid, openStates);
}

/** A registry's card payments in every state, newest first, with the receipt of each one paid (citizens' support). */
export async function ordersOfRegistry(db: Queryable, registryOid: string) {
  const rows = await attemptsInStatesOf(db, registryOid, [...paymentStates]);
  const orders = [];
  // One after another: the connection may be a single client, which runs one query at a time.
  for (const attempt of rows)
    orders.push({
      orderNo: attempt.orderNo,
      state: attempt.state,
      amountKurus: attempt.amountKurus,
      bankName: banks[attempt.bankCode as BankCode]?.name ?? attempt.bankCode,
      receiptNo: attempt.collectionId ? ((await receiptNoOfCollection(db, attempt.collectionId)) ?? null) : null,
      maskedPan: attempt.maskedPan,
      createdAt: attempt.createdAt.toISOString(),
    });
  return orders.reverse();
}
