import { cancellationStateNames, cancellationStates, type DashboardCancellations } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { cancellationCountsByState } from './store/dashboard-figures';

/** The desk dashboard's contract cancellations by state, every state named (decision 085). */
export async function cancellationFigures(db: Queryable): Promise<DashboardCancellations> {
  const counts = new Map((await cancellationCountsByState(db)).map((row) => [row.state, row.count]));
  return {
    byState: cancellationStates.map((state) => ({
      state,
      name: cancellationStateNames[state],
      count: counts.get(state) ?? 0,
    })),
  };
}
