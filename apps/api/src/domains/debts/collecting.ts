import type { SQL } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import {
  cancelSourceAccruals,
  collectionsByReceiptNos,
  deleteHoldsOf,
  lastReceiptsOn,
  firstHoldOn,
  holdsOn,
  insertHolds,
  lockedAccrualStates,
  markAccrualsCancelled,
  postCollection,
} from './store';

/**
 * The one rule that decides whether an accrual may be collected now (DESIGN "The municipality's
 * revenue system"). Every path that takes money onto accruals — a card payment on time or late, a
 * restructuring installment or a final bill paid by card, and the revenue system's counter payments
 * — collects through `collect` below, which applies the rule in the same statement that raises the
 * paid amounts. A payment the rule refuses is not collected: the bank's money goes back
 * (REFUND_NEEDED, decision 015).
 *
 * An accrual may take a line of `principalKurus` when
 * - it exists and is not cancelled (a broken plan's unpaid installment, a cancellation by the
 *   revenue system),
 * - it is not taken into a restructuring plan (the plan's installments are owed instead),
 * - at least that much of it is still owed (nothing is collected twice), and
 * - no other payment holds it (an attempt at the bank keeps it until it ends).
 */
export type CollectRefusal = 'missing' | 'cancelled' | 'restructured' | 'paid' | 'held';

export interface CollectLine {
  accrualId: number;
  principalKurus: number;
  interestKurus: number;
}

interface AccrualState {
  principalKurus: number;
  paidKurus: number;
  restructuringPlanId: number | null;
  cancelledAt: Date | null;
}

/** The rule for one accrual and one line; `holder` is the payment asking (its own hold is no obstacle). */
export function refusalOf(
  accrual: AccrualState | undefined,
  principalKurus: number,
  heldBy: string | null,
  holder: string | null,
): CollectRefusal | null {
  if (!accrual) return 'missing';
  if (accrual.cancelledAt !== null) return 'cancelled';
  if (accrual.restructuringPlanId !== null) return 'restructured';
  if (accrual.principalKurus - accrual.paidKurus < principalKurus) return 'paid';
  if (heldBy !== null && heldBy !== holder) return 'held';
  return null;
}

/**
 * Why these lines cannot be collected now, or null when they can: the rule applied to each accrual,
 * read under a row lock (so a restructuring, a cancellation or another collection of them waits for
 * the caller's transaction). Locked in id order, the order every locker of several accruals uses.
 */
export async function collectRefusal(
  tx: Transaction,
  lines: Pick<CollectLine, 'accrualId' | 'principalKurus'>[],
  holder: string | null,
): Promise<CollectRefusal | null> {
  const ids = lines.map((line) => line.accrualId);
  if (ids.length === 0) return null;
  const rows = await lockedAccrualStates(tx, ids);
  const holds = await holdsOn(tx, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const heldBy = new Map(holds.map((hold) => [hold.accrualId, hold.orderNo]));
  for (const line of lines) {
    const refusal = refusalOf(
      byId.get(line.accrualId),
      line.principalKurus,
      heldBy.get(line.accrualId) ?? null,
      holder,
    );
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Holds the accruals for a payment that is taking money now (a late bank approval), as an attempt
 * does while at the bank: a restructuring or another payment started meanwhile sees it. True when
 * every accrual is held by `orderNo`.
 */
export async function holdForPayment(
  tx: Transaction,
  orderNo: string,
  accrualIds: number[],
  now: Date,
): Promise<boolean> {
  if (accrualIds.length === 0) return true;
  const ours = await insertHolds(tx, orderNo, accrualIds, now);
  return ours.length === accrualIds.length;
}

export async function releaseHolds(db: Queryable, orderNo: string): Promise<void> {
  await deleteHoldsOf(db, orderNo);
}

export interface Collection {
  registryOid: string;
  /** SPEC §9 collection type; 4 = online. */
  typeCode: number;
  /** The bank order number (one collection per order, ever: a unique index), or null for a counter payment. */
  orderNo: string | null;
  /** The receipt number when the payment brings its own (a counter's); otherwise drawn at commit (migration 0016). */
  receiptNo?: string;
  /** The payment whose holds may stand on these accruals (the order itself), null for none. */
  holder: string | null;
  /**
   * A collection made elsewhere is a fact, not a request: the money is already in a counter's till.
   * A card attempt's hold does not refuse it; that card payment, if the bank approves it, is then
   * refused by the rule (nothing left owed) and becomes REFUND_NEEDED. Never set for a card payment.
   */
  overridesHolds?: boolean;
  totalKurus: number;
  collectedAt: Date;
  /** The lines to collect, or a query that yields them (accrual_id, principal_kurus, interest_kurus). */
  lines: CollectLine[] | SQL;
}

/** The rule refused a line: nothing of the collection may stay (the caller's transaction rolls back). */
export class CollectionRefused extends Error {
  constructor() {
    super('tahsilat kuralı reddetti');
  }
}

/**
 * Posts a collection and its lines and raises the accruals' paid amounts — in one statement, so a
 * payment costs one round trip here — under the rule: the update of each accrual re-checks it on the
 * row's newest version, and unless every line's accrual passes, `CollectionRefused` is thrown for the
 * caller's transaction to roll back (`collectRefusal` then says why). The holder's holds are released
 * in the same statement.
 */
export async function collect(tx: Transaction, collection: Collection): Promise<{ collectionId: number }> {
  const receiptNo = collection.receiptNo ?? (collection.orderNo ? `numara-bekliyor-${collection.orderNo}` : undefined);
  if (!receiptNo) throw new Error('bir tahsilatın sipariş numarası ya da makbuz numarası olmalı');
  const row = await postCollection(tx, { ...collection, receiptNo });
  if (row.items === 0 || row.paid !== row.items) throw new CollectionRefused();
  return { collectionId: row.id };
}

/**
 * Cancels accruals that are no longer owed (a broken plan's unpaid installments; the revenue system's
 * cancellations): they leave every debt list, and a payment that lands on one later is refused by the
 * rule and refunded. What was paid on one stays recorded.
 */
export async function cancelAccruals(tx: Queryable, accrualIds: number[], now: Date): Promise<void> {
  if (accrualIds.length === 0) return;
  await markAccrualsCancelled(tx, accrualIds, now);
}

/**
 * The revenue system's terkin of its accruals by number, each with its reason and version: those whose
 * stored version is older are cancelled as `cancelAccruals` does (a payment landing later is refused
 * and refunded); answers the numbers changed.
 */
export function cancelAccrualsByNo(
  tx: Transaction,
  rows: { accrualNo: string; reason: string; version: number }[],
  now: Date,
): Promise<string[]> {
  return cancelSourceAccruals(tx, rows, now);
}

/** The collections already posted under these receipt numbers (a receipt posted twice is one collection). */
export function collectionsWithReceipts(
  db: Queryable,
  receiptNos: string[],
): Promise<{ receiptNo: string; registryOid: string; typeCode: number }[]> {
  return collectionsByReceiptNos(db, receiptNos);
}

/** The newest receipt that collected on each of these accruals (to name when money is to be returned). */
export function lastReceiptOn(db: Queryable, accrualIds: number[]): Promise<Map<number, string>> {
  return lastReceiptsOn(db, accrualIds);
}

/** Whether a payment holds any of the accruals (read after locking them, so a new hold sees the lock's outcome). */
export async function anyHeld(db: Queryable, accrualIds: number[]): Promise<boolean> {
  return (await firstHoldOn(db, accrualIds)).length > 0;
}
