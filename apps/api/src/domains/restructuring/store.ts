import type { PlanState } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { restructuringPlanEvents, restructuringPlans } from '../../db/schema';
import { transition } from '../../db/transition';
import { planTransitions } from './plan-state';

/** The data-access module of restructuring: campaigns, plans, their debts, installments and events. */

export type PlanRow = typeof restructuringPlans.$inferSelect;

/**
 * Moves a plan from `from` to `to` with its event; throws IllegalTransition when it had already moved.
 * Run inside the caller's transaction.
 */
export async function transitionPlan(
  tx: Queryable,
  planId: number,
  from: PlanState,
  to: PlanState,
  source: string,
  now: Date,
  patch: Partial<Pick<PlanRow, 'brokenReason'>> = {},
  detail?: Record<string, unknown>,
): Promise<PlanRow> {
  return transition(tx, {
    entity: 'restructuring_plan',
    table: restructuringPlans,
    key: 'id',
    id: planId,
    state: 'state',
    from: [from],
    to,
    allowed: planTransitions,
    set: { updatedAt: now, ...patch },
    event: {
      table: restructuringPlanEvents,
      values: (fromState) => ({ planId, at: now, fromState, toState: to, source, detail: detail ?? null }),
    },
  });
}
