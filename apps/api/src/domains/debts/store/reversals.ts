import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { accruals, collectionLines, collectionReversalLines, collectionReversals } from '../../../db/schema';

/** A collection's lines with their accrual's due date, newest due date first (the order a reversal takes them). */
export function linesForReversal(db: Queryable, collectionId: number) {
  return db
    .select({
      accrualId: collectionLines.accrualId,
      principalKurus: collectionLines.principalKurus,
      interestKurus: collectionLines.interestKurus,
      dueDate: accruals.dueDate,
    })
    .from(collectionLines)
    .innerJoin(accruals, eq(accruals.id, collectionLines.accrualId))
    .where(eq(collectionLines.collectionId, collectionId))
    .orderBy(desc(accruals.dueDate), desc(collectionLines.id));
}

/** What earlier reversals of the collection already took off each accrual. */
export async function reversedOn(db: Queryable, collectionId: number) {
  return db
    .select({
      accrualId: collectionReversalLines.accrualId,
      principalKurus: sql<number>`sum(${collectionReversalLines.principalKurus})`.mapWith(Number),
      interestKurus: sql<number>`sum(${collectionReversalLines.interestKurus})`.mapWith(Number),
    })
    .from(collectionReversalLines)
    .innerJoin(collectionReversals, eq(collectionReversals.id, collectionReversalLines.reversalId))
    .where(eq(collectionReversals.collectionId, collectionId))
    .groupBy(collectionReversalLines.accrualId);
}

export async function insertReversal(
  db: Queryable,
  reversal: { collectionId: number; source: string; reversedAt: Date; totalKurus: number },
  lines: { accrualId: number; principalKurus: number; interestKurus: number }[],
): Promise<number> {
  const [row] = await db.insert(collectionReversals).values(reversal).returning({ id: collectionReversals.id });
  if (lines.length > 0)
    await db.insert(collectionReversalLines).values(lines.map((line) => ({ reversalId: row.id, ...line })));
  return row.id;
}

/**
 * Puts principal back on accruals (paid_kurus lowered), locking them in id order. An accrual whose paid
 * amount is below what is put back would mean the books disagree with the collection's own lines:
 * that stops the transaction rather than being rounded away.
 */
export async function lowerPaid(db: Queryable, lines: { accrualId: number; principalKurus: number }[]): Promise<void> {
  const ids = [...new Set(lines.map((line) => line.accrualId))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await db
    .select({ id: accruals.id })
    .from(accruals)
    .where(inArray(accruals.id, ids))
    .orderBy(asc(accruals.id))
    .for('update');
  for (const line of lines) {
    if (line.principalKurus <= 0) continue;
    const lowered = await db
      .update(accruals)
      .set({ paidKurus: sql`${accruals.paidKurus} - ${line.principalKurus}` })
      .where(and(eq(accruals.id, line.accrualId), gte(accruals.paidKurus, line.principalKurus)))
      .returning({ id: accruals.id });
    if (lowered.length === 0)
      throw new Error(`tahakkuk ${line.accrualId}: geri alınan anapara ödenmiş tutardan fazla; kayıtlar tutarsız`);
  }
}

export function reversalsOfCollection(db: Queryable, collectionId: number) {
  return db.select().from(collectionReversals).where(eq(collectionReversals.collectionId, collectionId));
}
