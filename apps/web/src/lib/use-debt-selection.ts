import type { DebtList } from '@ebelediye/contract';
import { useCallback, useMemo, useState } from 'react';

type Debt = DebtList['groups'][number]['debts'][number];
/** A debt that can be paid online: its interest is known and no payment for it is under way. */
export type PayableDebt = Debt & { interestKurus: number; totalKurus: number };

export interface DebtSelection {
  /** The chosen debts that can still be paid, in list order. */
  selectedDebts: PayableDebt[];
  isSelected: (accrualId: number) => boolean;
  toggle: (accrualId: number, selected: boolean) => void;
  /** Selects or clears every payable debt among these ids (a group's or the whole list's). */
  setMany: (accrualIds: number[], selected: boolean) => void;
  totalKurus: number;
}

export function isPayable(debt: Debt): debt is PayableDebt {
  return !debt.inPayment && !debt.needsOffice && debt.interestKurus !== null && debt.totalKurus !== null;
}

/** Debts that can be chosen: not under payment, and not one the office has to work out. */
export function payableIds(debts: Debt[]): number[] {
  return debts.filter(isPayable).map((debt) => debt.accrualId);
}

/**
 * Which open debts the citizen chose. A debt that disappears from a refreshed list (paid elsewhere),
 * has a payment under way now, or needs the office drops out of the selection by itself.
 */
export function useDebtSelection(list: DebtList | undefined, initial: number[] = []): DebtSelection {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(initial));

  const selectedDebts = useMemo(
    () =>
      (list?.groups ?? [])
        .flatMap((group) => group.debts)
        .filter((debt): debt is PayableDebt => isPayable(debt) && chosen.has(debt.accrualId)),
    [list, chosen],
  );
  const selectedIds = useMemo(() => new Set(selectedDebts.map((debt) => debt.accrualId)), [selectedDebts]);

  const toggle = useCallback((accrualId: number, selected: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (selected) next.add(accrualId);
      else next.delete(accrualId);
      return next;
    });
  }, []);

  const setMany = useCallback((accrualIds: number[], selected: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      for (const id of accrualIds) {
        if (selected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  return {
    selectedDebts,
    isSelected: (accrualId) => selectedIds.has(accrualId),
    toggle,
    setMany,
    totalKurus: selectedDebts.reduce((total, debt) => total + debt.totalKurus, 0),
  };
}
