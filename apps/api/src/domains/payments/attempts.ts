import { banks, type BankCode, type PaymentState, type PaymentSummary } from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/client';
import { accrualHolds, accruals, collectionLines, collections, paymentAttemptAccruals, paymentAttempts, paymentEvents, receiptCounters } from '../../db/schema';
import { errors } from '../../errors';
import { openDebts } from '../debts/debt-list';
import { firstRecheck } from './recheck-schedule';
import { openStates, transition } from './state-machine';

export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** Alphanumeric, ≤ 64 characters, unique: EB + date + random (NestPay oid, PayFlex OrderId). */
export function newOrderNo(now: Date): string {
  return `EB${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** A debt whose gecikme zammı the rules cannot compute is settled at the office, not online. */
export const needsOfficeMessage = 'Seçtiğiniz borçlardan birinin gecikme zammı internetten hesaplanamıyor; bu borç için belediyemize başvurunuz.';

export const holdConflictMessage = 'Seçtiğiniz borçlardan biri için başlamış bir ödeme var. Sonucunu "Ödemelerim" bölümünden görebilir ya da birkaç dakika sonra tekrar deneyebilirsiniz.';

export const restructuredMessage = 'Seçtiğiniz borçlardan biri az önce yapılandırıldı. Lütfen borç listenizi yenileyiniz.';

/**
 * Step 1 of domain/payments.md: reserve an order number and persist the attempt, with the amounts
 * fixed at today's interest, before the browser leaves for the bank. The accruals are held: a second
 * attempt on any of them is refused until this one ends.
 */
export async function createAttempt(
  db: Database,
  input: { registryOid: string; accrualIds: number[]; channel: AttemptRow['channel']; bankCode: string; storeType: string; now: Date; detail?: Record<string, unknown> },
): Promise<AttemptRow> {
  const debts = await openDebts(db, input.registryOid, input.now, { accrualIds: input.accrualIds });
  if (debts.length !== input.accrualIds.length) throw errors.badInput('Seçilen borçlardan biri bulunamadı ya da ödenmiş.', 'accrualIds');
  if (debts.some((debt) => debt.inPayment)) throw errors.conflict(holdConflictMessage);
  if (debts.some((debt) => debt.needsOffice)) throw errors.badInput(needsOfficeMessage, 'accrualIds');
  const orderNo = newOrderNo(input.now);
  const amountKurus = debts.reduce((total, debt) => total + (debt.totalKurus ?? 0), 0);
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({
        orderNo,
        registryOid: input.registryOid,
        channel: input.channel,
        bankCode: input.bankCode,
        storeType: input.storeType,
        amountKurus,
        state: 'CREATED',
        detail: input.detail ?? null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    await tx.insert(paymentAttemptAccruals).values(debts.map((debt) => ({ orderNo, accrualId: debt.accrualId, principalKurus: debt.principalKurus, interestKurus: debt.interestKurus ?? 0 })));
    const held = await tx
      .insert(accrualHolds)
      .values(debts.map((debt) => ({ accrualId: debt.accrualId, orderNo, heldAt: input.now })))
      .onConflictDoNothing()
      .returning({ accrualId: accrualHolds.accrualId });
    // Two tabs racing: the primary key lets only one attempt hold each accrual.
    if (held.length !== debts.length) throw errors.conflict(holdConflictMessage);
    // A restructuring saved meanwhile: its save locks these rows and then looks for holds, so one of the two always sees the other.
    const stillOwed = await tx
      .select({ id: accruals.id })
      .from(accruals)
      .where(and(inArray(accruals.id, input.accrualIds), isNull(accruals.restructuringPlanId), isNull(accruals.cancelledAt)))
      .for('update');
    if (stillOwed.length !== debts.length) throw errors.conflict(restructuredMessage);
    return attempt;
  });
}

export async function attemptByOrderNo(db: Queryable, orderNo: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo));
  return row;
}

/** PayFlex MPI: the internal address of the process holding this attempt's card (card-keeper.ts), as its enrollment recorded it. */
export async function cardKeeperOf(db: Queryable, orderNo: string): Promise<string | undefined> {
  const [event] = await db
    .select({ raw: paymentEvents.raw })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderNo, orderNo), eq(paymentEvents.source, 'mpi-enrollment')))
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  const keeper = (event?.raw as { cardKeeper?: unknown } | null | undefined)?.cardKeeper;
  return typeof keeper === 'string' ? keeper : undefined;
}

export async function releaseHolds(db: Queryable, orderNo: string): Promise<void> {
  await db.delete(accrualHolds).where(eq(accrualHolds.orderNo, orderNo));
}

async function nextReceiptNo(db: Queryable, year: number): Promise<string> {
  const [row] = await db
    .insert(receiptCounters)
    .values({ year, lastNo: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { lastNo: sql`${receiptCounters.lastNo} + 1` } })
    .returning({ lastNo: receiptCounters.lastNo });
  return `${year}-${String(row.lastNo).padStart(7, '0')}`;
}

/**
 * Step 4: the bank approved — post the collection against the accruals in one transaction, keyed by
 * the order number (a unique index), then mark the attempt PAID. Run again after a failure it either
 * posts or finds the collection already there; it never posts twice.
 */
export async function postCollection(db: Database, orderNo: string, now: Date): Promise<AttemptRow> {
  return db.transaction(async (tx) => {
    const attempt = await attemptByOrderNo(tx, orderNo);
    if (!attempt) throw errors.notFound('Ödeme bulunamadı.');
    if (attempt.state === 'PAID') return attempt;
    const [existing] = await tx.select({ id: collections.id }).from(collections).where(eq(collections.orderNo, orderNo));
    let collectionId = existing?.id;
    if (!collectionId) {
      const items = await tx.select().from(paymentAttemptAccruals).where(eq(paymentAttemptAccruals.orderNo, orderNo)).orderBy(asc(paymentAttemptAccruals.accrualId));
      // The receipt number is drawn last (below): the year's counter row is one lock every collection
      // of every process waits on, so it is held for one statement and the commit, not the whole posting.
      const [collection] = await tx
        .insert(collections)
        .values({ receiptNo: `numara-bekliyor-${orderNo}`, registryOid: attempt.registryOid, collectedAt: now, typeCode: 4, orderNo, totalKurus: attempt.amountKurus })
        .returning({ id: collections.id });
      collectionId = collection.id;
      await tx.insert(collectionLines).values(items.map((item) => ({ collectionId: collection.id, accrualId: item.accrualId, principalKurus: item.principalKurus, interestKurus: item.interestKurus })));
      for (const item of items) {
        await tx.update(accruals).set({ paidKurus: sql`${accruals.paidKurus} + ${item.principalKurus}` }).where(eq(accruals.id, item.accrualId));
      }
    }
    await releaseHolds(tx, orderNo);
    const paid = await transition(tx, orderNo, ['PAID_NOT_POSTED'], 'PAID', 'posting', now, { collectionId });
    if (!paid) throw new Error(`ödeme ${orderNo} PAID_NOT_POSTED durumunda değil`);
    if (!existing) {
      // Inside the transaction, so a rollback returns the number: receipt numbers stay gapless.
      const receiptNo = await nextReceiptNo(tx, Number(istanbulToday(now).slice(0, 4)));
      await tx.update(collections).set({ receiptNo }).where(eq(collections.id, collectionId));
    }
    return paid;
  });
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
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  await transition(db, orderNo, from, 'PAID_NOT_POSTED', source, now, patch, raw);
  try {
    await postCollection(db, orderNo, now);
  } catch (error) {
    log.error({ err: error, orderNo }, 'banka onayladı ama tahsilat işlenemedi; mutabakat işi yeniden deneyecek');
  }
}

/**
 * The attempt ended without money: record why and free its accruals. The bank is asked about it
 * again for a day (recheck-schedule.ts): an approval it gives late is still collected or refunded.
 */
export async function settleFailed(db: Database, orderNo: string, from: PaymentState[], to: 'DECLINED' | 'FAILED' | 'EXPIRED', source: string, now: Date, message: string, raw: Record<string, unknown>, maskedPan?: string | null) {
  await db.transaction(async (tx) => {
    const moved = await transition(tx, orderNo, from, to, source, now, { errorMessage: message, recheckAt: firstRecheck(now), rechecks: 0, ...(maskedPan ? { maskedPan } : {}) }, raw);
    if (moved) await releaseHolds(tx, orderNo);
  });
}

const stateMessages: Record<PaymentState, string> = {
  CREATED: 'Ödemeniz bankanın 3D Secure sayfasında bekliyor. Sayfayı kapattıysanız birkaç dakika içinde sonuçlanır; aynı borçları yeniden ödemeye çalışmayınız.',
  AUTHORISING: 'Ödemeniz bankada onaylanıyor. Lütfen bekleyiniz.',
  UNKNOWN: 'Bankadan yanıt alınamadı. Ödemenin sonucu bankaya soruluyor; kartınızdan iki kez çekim yapılmaz. Birkaç dakika sonra bu sayfayı yenileyiniz.',
  PAID_NOT_POSTED: 'Ödemeniz bankada onaylandı; tahsilat kaydınız hazırlanıyor. Makbuzunuz birkaç dakika içinde burada olacak.',
  PAID: 'Ödemeniz alındı. Makbuzunuzu indirebilirsiniz.',
  DECLINED: 'Ödeme gerçekleşmedi; kartınızdan para çekilmedi.',
  FAILED: 'Ödeme gerçekleşmedi; kartınızdan para çekilmedi.',
  EXPIRED: 'Ödeme tamamlanmadı ve zaman aşımına uğradı; kartınızdan para çekilmedi. Borçlarınızı yeniden seçip ödeyebilirsiniz.',
  REFUND_NEEDED:
    'Bankanız bu ödemeyi onayladı ve tutar kartınızdan çekildi, ancak borçlarınıza işlenemedi. Belediyemiz kaydı inceleyip çekilen tutarı kartınıza iade edecek; sizin bir işlem yapmanız gerekmez. Sorunuz olursa bu sipariş numarasıyla belediyemize başvurunuz.',
};

export async function paymentSummary(db: Queryable, attempt: AttemptRow): Promise<PaymentSummary> {
  const items = await db
    .select({ item: paymentAttemptAccruals, description: accruals.description })
    .from(paymentAttemptAccruals)
    .innerJoin(accruals, eq(accruals.id, paymentAttemptAccruals.accrualId))
    .where(eq(paymentAttemptAccruals.orderNo, attempt.orderNo))
    .orderBy(asc(accruals.dueDate), asc(accruals.id));
  const [collection] = attempt.collectionId ? await db.select({ receiptNo: collections.receiptNo }).from(collections).where(eq(collections.id, attempt.collectionId)) : [];
  const failed = attempt.state === 'DECLINED' || attempt.state === 'FAILED' || attempt.state === 'REFUND_NEEDED';
  return {
    orderNo: attempt.orderNo,
    state: attempt.state,
    amountKurus: attempt.amountKurus,
    bankName: banks[attempt.bankCode as BankCode]?.name ?? attempt.bankCode,
    items: items.map(({ item, description }) => ({ accrualId: item.accrualId, description, principalKurus: item.principalKurus, interestKurus: item.interestKurus })),
    maskedPan: attempt.maskedPan,
    receiptNo: collection?.receiptNo ?? null,
    message: failed && attempt.errorMessage ? `${attempt.errorMessage} ${stateMessages[attempt.state]}` : stateMessages[attempt.state],
    createdAt: attempt.createdAt.toISOString(),
  };
}

export async function openAttemptsOf(db: Queryable, registryOid: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.registryOid, registryOid), inArray(paymentAttempts.state, openStates)))
    .orderBy(asc(paymentAttempts.createdAt));
}
