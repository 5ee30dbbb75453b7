import type { PlanState } from '@ebelediye/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { restructuringPlanEvents, restructuringPlans } from '../../db/schema';

/**
 * Which state may follow which (docs/restructuring.md "Plan states"). A plan is saved ACTIVE; it
 * becomes COMPLETED when every installment is paid, BROKEN when the campaign's break rule says so
 * (the daily job, plans.ts). Both are final. Every change is a conditional update on the expected
 * state with its event, so two processes running the job cannot move a plan twice.
 */
export const planTransitions: Record<PlanState, PlanState[]> = {
  ACTIVE: ['COMPLETED', 'BROKEN'],
  COMPLETED: [],
  BROKEN: [],
};

export type PlanRow = typeof restructuringPlans.$inferSelect;

/** Moves a plan from `from` to `to` with its event; undefined when it had already moved. Run inside the caller's transaction. */
export async function transitionPlan(
  tx: Queryable,
  planId: number,
  from: PlanState,
  to: PlanState,
  source: string,
  now: Date,
  patch: Partial<Pick<PlanRow, 'brokenReason'>> = {},
  detail?: Record<string, unknown>,
): Promise<PlanRow | undefined> {
  if (!planTransitions[from].includes(to)) throw new Error(`geçersiz plan durumu geçişi: ${from} → ${to}`);
  const [row] = await tx
    .update(restructuringPlans)
    .set({ state: to, updatedAt: now, ...patch })
    .where(and(eq(restructuringPlans.id, planId), eq(restructuringPlans.state, from)))
    .returning();
  if (row)
    await tx
      .insert(restructuringPlanEvents)
      .values({ planId, at: now, fromState: from, toState: to, source, detail: detail ?? null });
  return row;
}
