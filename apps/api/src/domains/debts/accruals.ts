import type { Queryable } from '../../db/client';
import { accrualsFromSource, amountsBySourcePrefix, insertAccruals, type AccrualRow, type NewAccrual } from './store';

export type { AccrualRow, NewAccrual } from './store';

/**
 * The one way an accrual comes to be owed: a declaration's installments, a restructuring plan's,
 * a final water bill, a marriage fee. Called inside the caller's transaction, so the accruals stand
 * or fall with what created them; answers the rows as stored (ids, defaults).
 */
export async function addAccruals(tx: Queryable, rows: NewAccrual[]): Promise<AccrualRow[]> {
  if (rows.length === 0) return [];
  return insertAccruals(tx, rows);
}

/** The accruals one source created (`declaration:<id>`, `restructuring:<planNo>` …), by due date. */
export function accrualsOf(db: Queryable, source: string): Promise<AccrualRow[]> {
  return accrualsFromSource(db, source);
}

/** Owed and paid per accrual of a registry whose source starts with `sourcePrefix` (e.g. `declaration:`). */
export function accrualAmountsBySource(
  db: Queryable,
  registryOid: string,
  sourcePrefix: string,
): Promise<{ source: string | null; principal: number; paid: number }[]> {
  return amountsBySourcePrefix(db, registryOid, sourcePrefix);
}
