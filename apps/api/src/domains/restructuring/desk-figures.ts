import { type DashboardRevenue, planStateNames, planStates } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { planCountsByState } from './store/dashboard-figures';

/** The desk dashboard's restructuring plans, every state named even when none stands in it (decision 085). */
export async function planFigures(db: Queryable): Promise<DashboardRevenue['plansByState']> {
  const counts = new Map((await planCountsByState(db)).map((row) => [row.state, row.count]));
  return planStates.map((state) => ({ state, name: planStateNames[state], count: counts.get(state) ?? 0 }));
}
