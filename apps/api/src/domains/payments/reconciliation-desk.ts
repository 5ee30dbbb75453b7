import {
  banks,
  reconciliationDifferenceTitles,
  reconciliationMessages,
  type BankCode,
  type ReconciliationDifference,
  type ReconciliationRun,
} from '@ebelediye/contract';
import { addDays, istanbulToday } from '@ebelediye/finance';
import { defineDomain } from '../../domain';
import { errors } from '../../errors';
import { recordStaffAction } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import { reconcileDay } from './daily-reconciliation';
import {
  latestRuns,
  markDifferenceResolved,
  type ReconciliationDifferenceRow,
  type ReconciliationRunRow,
  unresolvedDifferences,
} from './store/reconciliation';

/**
 * The desk's "Mutabakat" page (decision 081): administrators for now (the revenue roles come with
 * their own issue). A resolution is kept on the difference (who, when, the note) and in the staff
 * audit trail, in one transaction; a run started at the desk is recorded there too.
 */

/** How many days of runs the page shows; unresolved differences are shown whatever their age. */
const shownDays = 14;

function bankName(code: string): string {
  return banks[code as BankCode]?.name ?? code;
}

function toRun(row: ReconciliationRunRow): ReconciliationRun {
  return {
    day: row.day,
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode),
    ranAt: row.ranAt.toISOString(),
    portalCount: row.portalCount,
    portalTotalKurus: row.portalTotalKurus,
    bankCount: row.bankCount,
    bankTotalKurus: row.bankTotalKurus,
    unaskedCount: row.unaskedCount,
    differencesCount: row.differencesCount,
  };
}

function toDifference(row: ReconciliationDifferenceRow): ReconciliationDifference {
  return {
    id: row.id,
    day: row.day,
    kind: row.kind,
    title: reconciliationDifferenceTitles[row.kind],
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode),
    orderNo: row.orderNo,
    receiptNo: row.receiptNo,
    amountKurus: row.amountKurus,
    detail: row.detail,
    action: row.action,
    foundAt: row.foundAt.toISOString(),
  };
}

export const reconciliationDomain = defineDomain({
  name: 'payments-reconciliation',
  handlers: {
    GetReconciliation: async (_input, context) => {
      requireStaff(context, 'administrator');
      const since = addDays(istanbulToday(context.now()), -shownDays);
      const [runs, differences] = [await latestRuns(context.db, since), await unresolvedDifferences(context.db)];
      return { runs: runs.map(toRun), differences: differences.map(toDifference) };
    },

    RunReconciliation: async ({ day }, context) => {
      requireStaff(context, 'administrator');
      const now = context.now();
      if (day > istanbulToday(now)) throw errors.badInput(reconciliationMessages.futureDay, 'day');
      const result = await reconcileDay(context.request.server, day, now, { outbound: context.outbound });
      await recordStaffAction(context, 'reconciliation.run', {
        entity: 'reconciliation_day',
        entityId: day,
        detail: { differences: result.differences.length },
      });
      return { day, runs: result.runs.map(toRun), differences: result.differences.map(toDifference) };
    },

    ResolveReconciliationDifference: async ({ id, note }, context) => {
      const staff = requireStaff(context, 'administrator');
      const row = await context.db.transaction(async (tx) => {
        const resolved = await markDifferenceResolved(tx, id, staff.id, note, context.now());
        if (!resolved) throw errors.notFound(reconciliationMessages.differenceNotFound);
        await recordStaffAction(context, 'reconciliation_difference.resolved', {
          db: tx,
          entity: 'reconciliation_difference',
          entityId: id,
          detail: { day: resolved.day, kind: resolved.kind, orderNo: resolved.orderNo, note },
        });
        return resolved;
      });
      return { id: row.id, resolvedAt: (row.resolvedAt ?? context.now()).toISOString() };
    },
  },
});
