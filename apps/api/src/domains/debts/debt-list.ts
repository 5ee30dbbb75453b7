import type { Debt, DebtList } from '@ebelediye/contract';
import {
  debtInterest,
  istanbulToday,
  MissingLawDataError,
  type IsoDate,
  type LateInterestLaw,
} from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { loadLaw, shownDueDate } from '../law/law';
import { filteredOpenAccrualsOf, openAccrualsOf, type DebtFilter } from './store';

export type { DebtFilter } from './store';

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
  const all = filtered ? await filteredOpenAccrualsOf(db, registryOid, filter) : await openAccrualsOf(db, registryOid);
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
