import type { PlanState } from '@ebelediye/contract';

/**
 * Which state may follow which (docs/restructuring.md "Plan states"). A plan is saved ACTIVE; it
 * becomes COMPLETED when every installment is paid, BROKEN when the campaign's break rule says so
 * (the daily job, plans.ts). Both are final. Every change is a conditional update on the expected
 * state with its event (store.ts, db/transition.ts), so two processes running the job cannot move a
 * plan twice.
 */
export const planTransitions: Record<PlanState, PlanState[]> = {
  ACTIVE: ['COMPLETED', 'BROKEN'],
  COMPLETED: [],
  BROKEN: [],
};
