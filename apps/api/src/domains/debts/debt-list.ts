import type { Debt, DebtList } from '@ebelediye/contract';
import {
  debtInterest,
  istanbulToday,
  MissingLawDataError,
  type IsoDate,
  type LateInterestLaw,
} from '@ebelediye/finance';
import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { queriesPerDatabase } from '../../db/cache';
import type { Queryable } from '../../db/client';
import { accrualHolds, accruals, revenueTypes } from '../../db/schema';
import { loadLaw, shownDueDate } from '../law/law';

export interface DebtFilter {
  revenueCodes?: string[];
  feesOnly?: boolean;
  accrualIds?: number[];
}

/** What a debt shows, and no more: every column read is parsed and mapped on every request. */
const openAccrualColumns = {
  accrual: {
    id: accruals.id,
    revenueCode: accruals.revenueCode,
    year: accruals.year,
    installment: accruals.installment,
    dueDate: accruals.dueDate,
    principalKurus: accruals.principalKurus,
    paidKurus: accruals.paidKurus,
    description: accruals.description,
    subscriberNo: accruals.subscriberNo,
  },
  revenueName: revenueTypes.name,
  lateInterest: revenueTypes.lateInterest,
  heldBy: accrualHolds.orderNo,
};

function selectOpenAccruals(db: Queryable, ...conditions: SQL[]) {
  return (
    db
      .select(openAccrualColumns)
      .from(accruals)
      .innerJoin(revenueTypes, eq(revenueTypes.code, accruals.revenueCode))
      .leftJoin(accrualHolds, eq(accrualHolds.accrualId, accruals.id))
      // An accrual taken into a restructuring plan, or a broken plan's cancelled installment, is not owed as such.
      .where(
        and(
          gt(accruals.principalKurus, accruals.paidKurus),
          isNull(accruals.restructuringPlanId),
          isNull(accruals.cancelledAt),
          ...conditions,
        ),
      )
      .orderBy(asc(accruals.dueDate), asc(accruals.id))
  );
}

/** The debt list every citizen opens, prepared once per database; filtered lists are built per call. */
const debtQueries = queriesPerDatabase((db) => ({
  openAccruals: selectOpenAccruals(db, eq(accruals.registryOid, sql.placeholder('registryOid'))).prepare(
    'open_accruals_of_registry',
  ),
}));

function openAccrualRows(db: Queryable, registryOid: string, filter: DebtFilter) {
  const conditions: SQL[] = [eq(accruals.registryOid, registryOid)];
  if (filter.revenueCodes?.length) conditions.push(inArray(accruals.revenueCode, filter.revenueCodes));
  if (filter.feesOnly) conditions.push(eq(revenueTypes.isFee, true));
  if (filter.accrualIds) conditions.push(inArray(accruals.id, filter.accrualIds.length ? filter.accrualIds : [-1]));
  return selectOpenAccruals(db, ...conditions);
}

/**
 * The open accruals of a registry with the interest each has run up to `today` — the one place the
 * amounts a citizen sees and pays are computed. A debt the rules cannot compute is shown as
 * "needs the office" and the rest of the list stands.
 */
export async function openDebts(
  db: Queryable,
  registryOid: string,
  now: Date,
  filter: DebtFilter = {},
): Promise<Debt[]> {
  const today = istanbulToday(now);
  // Chosen accruals (every payment order asks for them) come from the prepared list, picked here: a
  // registry owes a handful, and building the filtered query costs more than reading them all.
  const filtered = filter.revenueCodes?.length || filter.feesOnly;
  const chosen = filter.accrualIds ? new Set(filter.accrualIds) : undefined;
  const all = filtered
    ? await openAccrualRows(db, registryOid, filter)
    : await debtQueries(db).openAccruals.execute({ registryOid });
  const rows = chosen && !filtered ? all.filter(({ accrual }) => chosen.has(accrual.id)) : all;
  const law = await loadLaw(db);
  return rows.map(({ accrual, revenueName, lateInterest: runsInterest, heldBy }) => {
    const principalKurus = accrual.principalKurus - accrual.paidKurus;
    const amounts = interestOf(principalKurus, accrual.dueDate, today, runsInterest, law);
    return {
      accrualId: accrual.id,
      revenueCode: accrual.revenueCode,
      revenueName,
      year: accrual.year,
      installment: accrual.installment,
      dueDate: amounts.deadline,
      originalDueDate: accrual.dueDate,
      description: accrual.description,
      subscriberNo: accrual.subscriberNo,
      principalKurus,
      interestKurus: amounts.interestKurus,
      totalKurus: amounts.interestKurus === null ? null : principalKurus + amounts.interestKurus,
      needsOffice: amounts.interestKurus === null,
      overdue: amounts.deadline < today,
      inPayment: heldBy !== null,
    };
  });
}

function interestOf(
  principalKurus: number,
  dueDate: IsoDate,
  today: IsoDate,
  runsInterest: boolean,
  law: LateInterestLaw,
): { deadline: IsoDate; interestKurus: number | null } {
  if (!runsInterest) return { deadline: shownDueDate(dueDate, law.calendar), interestKurus: 0 };
  try {
    const { deadline, interestKurus } = debtInterest(principalKurus, dueDate, today, law);
    return { deadline, interestKurus };
  } catch (error) {
    if (error instanceof MissingLawDataError)
      return { deadline: shownDueDate(dueDate, law.calendar), interestKurus: null };
    throw error;
  }
}

export function groupDebts(debts: Debt[], now: Date): DebtList {
  const groups = new Map<string, DebtList['groups'][number]>();
  for (const debt of debts) {
    const key = `${debt.revenueCode}:${debt.year}`;
    const group = groups.get(key) ?? {
      revenueCode: debt.revenueCode,
      revenueName: debt.revenueName,
      year: debt.year,
      principalKurus: 0,
      interestKurus: 0,
      totalKurus: 0,
      debts: [],
    };
    group.debts.push(debt);
    if (!debt.needsOffice) {
      group.principalKurus += debt.principalKurus;
      group.interestKurus += debt.interestKurus ?? 0;
      group.totalKurus += debt.totalKurus ?? 0;
    }
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort(
    (a, b) => a.year - b.year || a.revenueName.localeCompare(b.revenueName, 'tr'),
  );
  const known = debts.filter((debt) => !debt.needsOffice);
  const sum = (pick: (d: Debt) => number | null) => known.reduce((total, debt) => total + (pick(debt) ?? 0), 0);
  return {
    asOf: istanbulToday(now),
    groups: sorted,
    principalKurus: sum((d) => d.principalKurus),
    interestKurus: sum((d) => d.interestKurus),
    totalKurus: sum((d) => d.totalKurus),
  };
}
