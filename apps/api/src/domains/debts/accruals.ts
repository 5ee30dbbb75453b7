import type { Queryable, Transaction } from '../../db/client';
import {
  accrualRowById,
  addPaid,
  addPaidAndClearPlan,
  accrualRowWithHold,
  accrualsFromSource,
  amountsBySourcePrefix,
  insertAccruals,
  knownRevenueCodes,
  lockedAccrualsByNo,
  upsertSourceAccruals,
  type SourceAccrual,
  lockedAccrualRows,
  lockedCollectableAccrualIds,
  lockedOpenAccrualRows,
  owedAccrualRow,
  restructuredAccrualRows,
  setRestructuringPlanOf,
  type AccrualRow,
  type NewAccrual,
} from './store';

export type { AccrualRow, NewAccrual, SourceAccrual } from './store';

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

export function accrualById(db: Queryable, accrualId: number): Promise<AccrualRow | undefined> {
  return accrualRowById(db, accrualId);
}

/** An accrual with the payment holding it (null when none does), or undefined when there is no such accrual. */
export async function accrualWithHold(
  db: Queryable,
  accrualId: number,
): Promise<{ accrual: AccrualRow; heldBy: string | null } | undefined> {
  return accrualRowWithHold(db, accrualId);
}

/** The ids of those of the registry's accruals that a restructuring plan has taken. */
export async function restructuredAccrualIds(db: Queryable, registryOid: string, accrualIds: number[]) {
  return (await restructuredAccrualRows(db, registryOid, accrualIds)).map((row) => row.id);
}

/** The accruals locked until the caller's transaction ends (a plan taking them, a payment on them). */
export function lockAccruals(tx: Transaction, accrualIds: number[]): Promise<AccrualRow[]> {
  return lockedAccrualRows(tx, accrualIds);
}

/** Locks the accruals and answers the ids of those still owed as such (not restructured, not cancelled). */
export async function lockCollectableAccruals(tx: Transaction, accrualIds: number[]): Promise<number[]> {
  return (await lockedCollectableAccrualIds(tx, accrualIds)).map((row) => row.id);
}

/** Locks the accruals and answers those still owed as such, by due date (an offset pays the oldest first). */
export function lockOpenAccruals(tx: Transaction, accrualIds: number[]): Promise<AccrualRow[]> {
  return lockedOpenAccrualRows(tx, accrualIds);
}

/** The registry's accrual of this revenue and description still owed, if any. */
export function owedAccrualOf(
  db: Queryable,
  registryOid: string,
  revenueCode: string,
  description: string,
): Promise<AccrualRow | undefined> {
  return owedAccrualRow(db, registryOid, revenueCode, description);
}

/** Takes the (locked) accruals into a restructuring plan, whose installments are owed instead. */
export function takeIntoPlan(tx: Transaction, accrualIds: number[], planId: number): Promise<void> {
  return setRestructuringPlanOf(tx, accrualIds, planId);
}

/** Gives a broken plan's original accrual back, the share its payments kept counted as paid (decision 061). */
export function returnFromPlan(tx: Transaction, accrualId: number, offsetKurus: number): Promise<void> {
  return addPaidAndClearPlan(tx, accrualId, offsetKurus);
}

/** Pays part of a (locked) accrual from a deposit: no money moves, so there is no collection. */
export function payByOffset(tx: Transaction, accrualId: number, kurus: number): Promise<void> {
  return addPaid(tx, accrualId, kurus);
}

/** The revenue system's accruals with these numbers as stored, locked until the caller's transaction ends. */
export function lockAccrualsByNo(tx: Transaction, accrualNos: string[]) {
  return lockedAccrualsByNo(tx, accrualNos);
}

/** Which of these revenue codes are defined (revenue_types). */
export function definedRevenueCodes(db: Queryable, codes: string[]): Promise<Set<string>> {
  return knownRevenueCodes(db, [...new Set(codes)]);
}

/**
 * The revenue system's accruals by its numbers, in one statement whatever their count: new ones are
 * added, those stored with an older version are overwritten (amount, due date, status …), the rest
 * are left. Every process's debt list hears of the change at commit (the accruals' triggers).
 */
export function upsertAccrualsFromSource(
  tx: Transaction,
  rows: SourceAccrual[],
  now: Date,
): Promise<{ accrualNo: string; inserted: boolean }[]> {
  return upsertSourceAccruals(tx, rows, now);
}
