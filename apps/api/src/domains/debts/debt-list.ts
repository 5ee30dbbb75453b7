import type { Debt, DebtList } from '@ebelediye/contract';
import { istanbulToday, lateInterest, type LateInterestRate } from '@ebelediye/finance';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { cachedPerDatabase } from '../../db/cache';
import type { Queryable } from '../../db/client';
import { accrualHolds, accruals, lateInterestRates, revenueTypes } from '../../db/schema';

/** Rates change once in a few years; every debt list needs them. */
export const loadRates = cachedPerDatabase(async (db): Promise<LateInterestRate[]> => {
  const rows = await db.select().from(lateInterestRates).orderBy(asc(lateInterestRates.fromDate));
  return rows.map((row) => ({ from: row.fromDate, monthlyBasisPoints: row.monthlyBasisPoints }));
});

export interface DebtFilter {
  revenueCodes?: string[];
  feesOnly?: boolean;
  accrualIds?: number[];
}

/**
 * The open accruals of a registry with the interest each has run up to `today` — the one place the
 * amounts a citizen sees and pays are computed.
 */
export async function openDebts(db: Queryable, registryOid: string, now: Date, filter: DebtFilter = {}): Promise<Debt[]> {
  const today = istanbulToday(now);
  const conditions = [eq(accruals.registryOid, registryOid), gt(accruals.principalKurus, accruals.paidKurus)];
  if (filter.revenueCodes?.length) conditions.push(inArray(accruals.revenueCode, filter.revenueCodes));
  if (filter.feesOnly) conditions.push(eq(revenueTypes.isFee, true));
  if (filter.accrualIds) conditions.push(inArray(accruals.id, filter.accrualIds.length ? filter.accrualIds : [-1]));
  const rows = await db
    .select({
      accrual: accruals,
      revenueName: revenueTypes.name,
      lateInterest: revenueTypes.lateInterest,
      heldBy: accrualHolds.orderNo,
    })
    .from(accruals)
    .innerJoin(revenueTypes, eq(revenueTypes.code, accruals.revenueCode))
    .leftJoin(accrualHolds, eq(accrualHolds.accrualId, accruals.id))
    .where(and(...conditions))
    .orderBy(asc(accruals.dueDate), asc(accruals.id));
  const rates = await loadRates(db);
  return rows.map(({ accrual, revenueName, lateInterest: runsInterest, heldBy }) => {
    const principalKurus = accrual.principalKurus - accrual.paidKurus;
    const interestKurus = runsInterest ? lateInterest(principalKurus, accrual.dueDate, today, rates).interestKurus : 0;
    return {
      accrualId: accrual.id,
      revenueCode: accrual.revenueCode,
      revenueName,
      year: accrual.year,
      installment: accrual.installment,
      dueDate: accrual.dueDate,
      description: accrual.description,
      subscriberNo: accrual.subscriberNo,
      principalKurus,
      interestKurus,
      totalKurus: principalKurus + interestKurus,
      overdue: accrual.dueDate < today,
      inPayment: heldBy !== null,
    };
  });
}

export function groupDebts(debts: Debt[], now: Date): DebtList {
  const groups = new Map<string, DebtList['groups'][number]>();
  for (const debt of debts) {
    const key = `${debt.revenueCode}:${debt.year}`;
    const group = groups.get(key) ?? { revenueCode: debt.revenueCode, revenueName: debt.revenueName, year: debt.year, principalKurus: 0, interestKurus: 0, totalKurus: 0, debts: [] };
    group.debts.push(debt);
    group.principalKurus += debt.principalKurus;
    group.interestKurus += debt.interestKurus;
    group.totalKurus += debt.totalKurus;
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => a.year - b.year || a.revenueName.localeCompare(b.revenueName, 'tr'));
  const sum = (pick: (d: Debt) => number) => debts.reduce((total, debt) => total + pick(debt), 0);
  return {
    asOf: istanbulToday(now),
    groups: sorted,
    principalKurus: sum((d) => d.principalKurus),
    interestKurus: sum((d) => d.interestKurus),
    totalKurus: sum((d) => d.totalKurus),
  };
}

