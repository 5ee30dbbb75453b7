import type { Queryable, Transaction } from '../../db/client';
import { holdsOn, insertHolds, lockedAccrualStates } from './store';
import { insertReversal, linesForReversal, lowerPaid, reversedOn } from './store/reversals';

interface ReversalLine {
  accrualId: number;
  principalKurus: number;
  interestKurus: number;
}

/**
 * Why a collection cannot be (partly) given back now, or null when it can:
 * - `restructured`: an accrual the reversal would reopen has since been taken into a restructuring
 *   plan. The plan's installments were drawn from what was open on the day it was made; principal put
 *   back on the original accrual would be owed by nobody (the accrual has left every debt list), so
 *   the municipality would give money back and never ask for it again.
 * - `held`: another payment is at the bank for that accrual; the refund waits until it ends.
 * An accrual the revenue system has cancelled since is no obstacle: the money went to a debt that is
 * no longer owed, so giving it back is right, and the accrual stays cancelled.
 */
export type ReversalRefusal = 'restructured' | 'held';

/**
 * A collection's lines to give back for `amountKurus`, from the lines whose accruals fall due last
 * first (payments close the oldest debts first, so a reversal opens the newest first); within a line
 * principal and interest in the line's own proportion, rounded down for principal.
 */
async function linesToReverse(tx: Queryable, collectionId: number, amountKurus: number): Promise<ReversalLine[]> {
  const lines = await linesForReversal(tx, collectionId);
  const before = new Map((await reversedOn(tx, collectionId)).map((row) => [row.accrualId, row]));
  let left = amountKurus;
  const taken: ReversalLine[] = [];
  for (const line of lines) {
    if (left <= 0) break;
    const done = before.get(line.accrualId);
    const principal = line.principalKurus - (done?.principalKurus ?? 0);
    const interest = line.interestKurus - (done?.interestKurus ?? 0);
    const open = principal + interest;
    if (open <= 0) continue;
    const take = Math.min(left, open);
    const takePrincipal = take === open ? principal : Math.min(principal, Math.floor((take * principal) / open));
    const takeInterest = Math.min(interest, take - takePrincipal);
    taken.push({ accrualId: line.accrualId, principalKurus: take - takeInterest, interestKurus: takeInterest });
    left -= take;
  }
  if (left > 0) throw new Error('geri alınacak tutar tahsilatta kalan tutardan fazla');
  return taken;
}

/** The accruals a reversal of `amountKurus` would reopen, in id order (the order every locker uses). */
async function reopenedAccruals(tx: Queryable, collectionId: number, amountKurus: number): Promise<number[]> {
  const lines = await linesToReverse(tx, collectionId, amountKurus);
  return [...new Set(lines.map((line) => line.accrualId))].sort((a, b) => a - b);
}

async function refusalOn(tx: Transaction, ids: number[], holder: string): Promise<ReversalRefusal | null> {
  if (ids.length === 0) return null;
  const states = await lockedAccrualStates(tx, ids);
  if (states.some((accrual) => accrual.restructuringPlanId !== null)) return 'restructured';
  if ((await holdsOn(tx, ids)).some((hold) => hold.orderNo !== holder)) return 'held';
  return null;
}

/** Whether `amountKurus` of the collection could be given back now (the accruals are locked meanwhile). */
export async function reversalRefusal(
  tx: Transaction,
  reversal: { orderNo: string; collectionId: number; amountKurus: number },
): Promise<ReversalRefusal | null> {
  return refusalOn(tx, await reopenedAccruals(tx, reversal.collectionId, reversal.amountKurus), reversal.orderNo);
}

/**
 * Checks, under the accruals' row locks, that giving `amountKurus` of the collection back can reopen
 * its debts, and holds them for `orderNo` while the bank is asked — as a card attempt holds what it
 * pays — so that no restructuring and no other payment takes them before the refund ends. The caller
 * releases the holds (`releaseHolds`) when the refund ends, made or not. Answers the refusal, or null.
 */
export async function holdForReversal(
  tx: Transaction,
  reversal: { orderNo: string; collectionId: number; amountKurus: number; now: Date },
): Promise<ReversalRefusal | null> {
  const ids = await reopenedAccruals(tx, reversal.collectionId, reversal.amountKurus);
  const refusal = await refusalOn(tx, ids, reversal.orderNo);
  if (refusal || ids.length === 0) return refusal;
  const ours = await insertHolds(tx, reversal.orderNo, ids, reversal.now);
  return ours.length === ids.length ? null : 'held';
}

/**
 * Gives (part of) a collection back (a card refund, decision 083) and puts the debt back where the law
 * has it: the principal returned is owed again on its accrual, with the accrual's original due date,
 * so gecikme zammı runs from that date as if it had never been paid (6183 art. 51, taxes.md); the
 * interest collected on the returned part goes back with it and is computed afresh when paid again.
 * The collection and its lines stay as posted: the reversal rows are the record. Call it inside the
 * transaction that records the refund as made, after `holdForReversal` kept the accruals for it.
 */
export async function reverseCollection(
  tx: Queryable,
  reversal: { collectionId: number; source: string; amountKurus: number; now: Date },
): Promise<{ reversalId: number; lines: ReversalLine[] }> {
  const taken = await linesToReverse(tx, reversal.collectionId, reversal.amountKurus);
  const reversalId = await insertReversal(
    tx,
    {
      collectionId: reversal.collectionId,
      source: reversal.source,
      reversedAt: reversal.now,
      totalKurus: reversal.amountKurus,
    },
    taken,
  );
  await lowerPaid(tx, taken);
  return { reversalId, lines: taken };
}
