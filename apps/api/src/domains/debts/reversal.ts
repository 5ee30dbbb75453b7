import type { Queryable } from '../../db/client';
import { insertReversal, linesForReversal, lowerPaid, reversedOn } from './store/reversals';

/**
 * Gives (part of) a collection back (a card refund, decision 083) and puts the debt back where the law
 * has it: the principal returned is owed again on its accrual, with the accrual's original due date,
 * so gecikme zammı runs from that date as if it had never been paid (6183 art. 51, taxes.md); the
 * interest collected on the returned part goes back with it and is computed afresh when paid again.
 *
 * A part is taken from the lines whose accruals fall due last first (payments close the oldest debts
 * first, so a reversal opens the newest first); within a line principal and interest in the line's own
 * proportion, rounded down for principal. The collection and its lines stay as posted: the reversal
 * rows are the record. Call it inside the transaction that records the refund as made.
 */
export async function reverseCollection(
  tx: Queryable,
  reversal: { collectionId: number; source: string; amountKurus: number; now: Date },
): Promise<{ reversalId: number; lines: { accrualId: number; principalKurus: number; interestKurus: number }[] }> {
  const lines = await linesForReversal(tx, reversal.collectionId);
  const before = new Map((await reversedOn(tx, reversal.collectionId)).map((row) => [row.accrualId, row]));
  let left = reversal.amountKurus;
  const taken: { accrualId: number; principalKurus: number; interestKurus: number }[] = [];
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
    const finalPrincipal = take - takeInterest;
    taken.push({ accrualId: line.accrualId, principalKurus: finalPrincipal, interestKurus: takeInterest });
    left -= take;
  }
  if (left > 0) throw new Error('geri alınacak tutar tahsilatta kalan tutardan fazla');
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
