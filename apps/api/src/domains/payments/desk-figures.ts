import { type DashboardRevenue, paymentStateNames, paymentStates } from '@ebelediye/contract';
import { addDays } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { attemptTotalsByState } from './store/dashboard-figures';

/** The desk dashboard's card payments started on Istanbul's `today`, by state in the states' order (decision 085). */
export async function paymentFigures(db: Queryable, today: string): Promise<DashboardRevenue['paymentsByState']> {
  const rows = await attemptTotalsByState(
    db,
    new Date(`${today}T00:00:00+03:00`),
    new Date(`${addDays(today, 1)}T00:00:00+03:00`),
  );
  const byState = new Map(rows.map((row) => [row.state, row]));
  return paymentStates.flatMap((state) => {
    const row = byState.get(state);
    return row ? [{ state, name: paymentStateNames[state], count: row.count, totalKurus: row.totalKurus }] : [];
  });
}
