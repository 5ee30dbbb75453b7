import { banks, type BankCode, type PaymentState, type PaymentSummary } from '@ebelediye/contract';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/client';
import {
  accrualHolds,
  accruals,
  collections,
  paymentAttemptAccruals,
  paymentAttempts,
  paymentEvents,
} from '../../db/schema';
import { errors } from '../../errors';
import { openDebts } from '../debts/debt-list';
import { collect, CollectionRefused, collectRefusal, releaseHolds } from '../debts/collecting';
import { firstRecheck } from './recheck-schedule';
import { markRefundNeeded, refundReasonFor, type RefundLog } from './refunds';
import { inTransaction, openStates, transition } from './state-machine';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { queriesPerDatabase } from '../../db/cache';

export type AttemptRow = typeof paymentAttempts.$inferSelect;

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
    // The attempt, its accruals and their holds in one statement (one round trip): the foreign keys of
    // the two later inserts are checked at the statement's end, when the attempt's row is there.
    const values = JSON.stringify(
      items.map(({ accrualId, principalKurus, interestKurus }) => ({
        accrual_id: accrualId,
        principal_kurus: principalKurus,
        interest_kurus: interestKurus,
      })),
    );
    const attempt = tx.$with('attempt', attemptColumns).as(sql`
      insert into ${paymentAttempts} (order_no, registry_oid, channel, bank_code, store_type, amount_kurus, state, detail, created_at, updated_at)
      values (${orderNo}, ${input.registryOid}, ${input.channel}, ${input.bankCode}, ${input.storeType}, ${amountKurus}, 'CREATED',
        ${sql.param(input.detail ?? null, paymentAttempts.detail)}::jsonb, ${sql.param(input.now, paymentAttempts.createdAt)}::timestamptz, ${sql.param(input.now, paymentAttempts.updatedAt)}::timestamptz)
      returning *`);
    const chosen = tx
      .$with('chosen', {})
      .as(
        sql`select * from jsonb_to_recordset(${values}::jsonb) as item(accrual_id bigint, principal_kurus bigint, interest_kurus bigint)`,
      );
    const lines = tx.$with('lines', {}).as(sql`
      insert into ${paymentAttemptAccruals} (order_no, accrual_id, principal_kurus, interest_kurus) select ${orderNo}, accrual_id, principal_kurus, interest_kurus from chosen`);
    const held = tx.$with('held', {}).as(sql`
      insert into ${accrualHolds} (accrual_id, order_no, held_at) select accrual_id, ${orderNo}, ${sql.param(input.now, accrualHolds.heldAt)}::timestamptz from chosen
      on conflict do nothing returning accrual_id`);
    // Two tabs racing: the primary key lets only one attempt hold each accrual; no row comes back unless this one holds them all.
    const [row] = await tx
      .with(attempt, chosen, lines, held)
      .select()
      .from(attempt)
      .where(sql`(select count(*) from held) = ${debts.length}`);
    if (!row) throw errors.conflict(holdConflictMessage);
    // A restructuring saved meanwhile: its save locks these rows and then looks for holds, so one of the two always sees the other.
    const stillOwed = await tx
      .select({ id: accruals.id })
      .from(accruals)
      .where(
        and(inArray(accruals.id, input.accrualIds), isNull(accruals.restructuringPlanId), isNull(accruals.cancelledAt)),
      )
      .for('update');
    if (stillOwed.length !== debts.length) throw errors.conflict(restructuredMessage);
    return row;
  });
  // What the citizen is shown next is known here: no need to read it back.
  return { attempt: created, summary: summaryOf(created, items, null) };
}

const attemptColumns = getTableColumns(paymentAttempts);

/**
 * The payment paths' hot reads, prepared once per database (decision 018): every bank return, status
 * poll and receipt reads an attempt by its order number, and Drizzle would build the SQL anew each time.
 * Inside a transaction the query is built for it, since a prepared one runs on the pool, not on the
 * transaction's connection.
 */
const attemptQueries = queriesPerDatabase((db) => ({
  byOrderNo: db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderNo, sql.placeholder('orderNo')))
    .prepare('payment_attempt_by_order_no'),
  receipt: db
    .select({
      registryOid: paymentAttempts.registryOid,
      state: paymentAttempts.state,
      receiptNo: collections.receiptNo,
    })
    .from(paymentAttempts)
    .leftJoin(collections, eq(collections.id, paymentAttempts.collectionId))
    .where(eq(paymentAttempts.orderNo, sql.placeholder('orderNo')))
    .prepare('payment_receipt_by_order_no'),
}));

export async function attemptByOrderNo(db: Queryable, orderNo: string): Promise<AttemptRow | undefined> {
  const [row] =
    db instanceof PgTransaction
      ? await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo))
      : await attemptQueries(db).byOrderNo.execute({ orderNo });
  return row;
}

/** What the success page polls for: the attempt's state and, once posted, its receipt number — one round trip. */
export async function receiptStateOf(
  db: Queryable,
  orderNo: string,
): Promise<{ registryOid: string; state: PaymentState; receiptNo: string | null } | undefined> {
  const [row] = await attemptQueries(db).receipt.execute({ orderNo });
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
      const [found] = await tx
        .select({ attempt: paymentAttempts, existingId: collections.id })
        .from(paymentAttempts)
        .leftJoin(collections, eq(collections.orderNo, paymentAttempts.orderNo))
        .where(eq(paymentAttempts.orderNo, orderNo));
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
          lines: sql`select accrual_id, principal_kurus, interest_kurus from ${paymentAttemptAccruals} where order_no = ${orderNo}`,
        }));
      } else {
        await releaseHolds(tx, orderNo);
      }
      const paid = await transition(tx, orderNo, ['PAID_NOT_POSTED'], 'PAID', 'posting', now, { collectionId });
      if (!paid) throw new Error(`ödeme ${orderNo} PAID_NOT_POSTED durumunda değil`);
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
    return refused ?? (await attemptByOrderNo(db, orderNo))!;
  }
}

/** The accruals an attempt pays, with the amounts fixed when it started. */
export async function attemptLines(db: Queryable, orderNo: string) {
  return db
    .select({
      accrualId: paymentAttemptAccruals.accrualId,
      principalKurus: paymentAttemptAccruals.principalKurus,
      interestKurus: paymentAttemptAccruals.interestKurus,
    })
    .from(paymentAttemptAccruals)
    .where(eq(paymentAttemptAccruals.orderNo, orderNo));
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
};

export async function paymentSummary(db: Queryable, attempt: AttemptRow): Promise<PaymentSummary> {
  const items = await db
    .select({ item: paymentAttemptAccruals, description: accruals.description })
    .from(paymentAttemptAccruals)
    .innerJoin(accruals, eq(accruals.id, paymentAttemptAccruals.accrualId))
    .where(eq(paymentAttemptAccruals.orderNo, attempt.orderNo))
    .orderBy(asc(accruals.dueDate), asc(accruals.id));
  const [collection] = attempt.collectionId
    ? await db
        .select({ receiptNo: collections.receiptNo })
        .from(collections)
        .where(eq(collections.id, attempt.collectionId))
    : [];
  return summaryOf(
    attempt,
    items.map(({ item, description }) => ({
      accrualId: item.accrualId,
      description,
      principalKurus: item.principalKurus,
      interestKurus: item.interestKurus,
    })),
    collection?.receiptNo ?? null,
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
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.registryOid, registryOid), inArray(paymentAttempts.state, openStates)))
    .orderBy(asc(paymentAttempts.createdAt));
}
