import type { PlanState } from '@ebelediye/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import {
  accrualHolds,
  accruals,
  priceIndexChanges,
  restructuringCampaigns,
  restructuringInstallments,
  restructuringPlanDebts,
  restructuringPlanEvents,
  restructuringPlans,
  revenueTypes,
} from '../../db/schema';
import { transition } from '../../db/transition';
import { planTransitions } from './plan-state';

/**
 * The data-access module of restructuring: campaigns, plans, their debts, installments and events.
 * A plan's debts and installments are accruals: the reads below join them in one query, and never
 * write them (the debts services do).
 */

export type PlanRow = typeof restructuringPlans.$inferSelect;
export type CampaignRow = typeof restructuringCampaigns.$inferSelect;

export async function campaignsByStart(db: Queryable): Promise<CampaignRow[]> {
  return db
    .select()
    .from(restructuringCampaigns)
    .orderBy(asc(restructuringCampaigns.applicationStart), asc(restructuringCampaigns.id));
}

export async function campaignRow(db: Queryable, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(restructuringCampaigns).where(eq(restructuringCampaigns.id, id));
  return row;
}

/** The names of these revenue types, by code (the reference table). */
export async function revenueTypeNames(db: Queryable, codes: string[]): Promise<Map<string, string>> {
  return new Map(
    (codes.length ? await db.select().from(revenueTypes).where(inArray(revenueTypes.code, codes)) : []).map((row) => [
      row.code,
      row.name,
    ]),
  );
}

export async function priceIndexRows(db: Queryable) {
  return db.select().from(priceIndexChanges);
}

export async function planByNo(db: Queryable, planNo: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(restructuringPlans).where(eq(restructuringPlans.planNo, planNo));
  return row;
}

export async function planByConfirmation(db: Queryable, reference: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(restructuringPlans)
    .where(eq(restructuringPlans.confirmationReference, reference));
  return row;
}

export async function plansOf(db: Queryable, registryOid: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(restructuringPlans)
    .where(eq(restructuringPlans.registryOid, registryOid))
    .orderBy(desc(restructuringPlans.createdAt), desc(restructuringPlans.id));
}

/** A new plan, or undefined when its confirmation reference saved one already (a double submit). */
export async function insertPlanOnce(
  tx: Queryable,
  values: typeof restructuringPlans.$inferInsert,
): Promise<PlanRow | undefined> {
  const [plan] = await tx
    .insert(restructuringPlans)
    .values(values)
    .onConflictDoNothing({ target: restructuringPlans.confirmationReference })
    .returning();
  return plan;
}

export async function setPlanNo(tx: Queryable, planId: number, planNo: string): Promise<void> {
  await tx.update(restructuringPlans).set({ planNo }).where(eq(restructuringPlans.id, planId));
}

export async function insertPlanDebts(
  tx: Queryable,
  rows: (typeof restructuringPlanDebts.$inferInsert)[],
): Promise<void> {
  await tx.insert(restructuringPlanDebts).values(rows);
}

export async function insertInstallments(
  tx: Queryable,
  rows: (typeof restructuringInstallments.$inferInsert)[],
): Promise<void> {
  await tx.insert(restructuringInstallments).values(rows);
}

export async function insertPlanEvent(
  tx: Queryable,
  event: typeof restructuringPlanEvents.$inferInsert,
): Promise<void> {
  await tx.insert(restructuringPlanEvents).values(event);
}

export async function activePlansWithCampaign(db: Queryable) {
  return db
    .select({ plan: restructuringPlans, campaign: restructuringCampaigns })
    .from(restructuringPlans)
    .innerJoin(restructuringCampaigns, eq(restructuringCampaigns.id, restructuringPlans.campaignId))
    .where(eq(restructuringPlans.state, 'ACTIVE'));
}

/** The original debts' principals as fixed on the plan, by accrual. */
export async function planDebtPrincipals(tx: Queryable, planId: number) {
  return tx
    .select({ accrualId: restructuringPlanDebts.accrualId, principalKurus: restructuringPlanDebts.principalKurus })
    .from(restructuringPlanDebts)
    .where(eq(restructuringPlanDebts.planId, planId))
    .orderBy(asc(restructuringPlanDebts.accrualId));
}

export async function setPlanDebtOffset(
  tx: Queryable,
  planId: number,
  accrualId: number,
  offsetKurus: number,
): Promise<void> {
  await tx
    .update(restructuringPlanDebts)
    .set({ offsetKurus })
    .where(and(eq(restructuringPlanDebts.planId, planId), eq(restructuringPlanDebts.accrualId, accrualId)));
}

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

/** A plan's installments with their accruals and the payment holding each, by installment number. */
export function installmentAccruals(db: Queryable, planId: number) {
  return db
    .select({ no: restructuringInstallments.no, accrual: accruals, heldBy: accrualHolds.orderNo })
    .from(restructuringInstallments)
    .innerJoin(accruals, eq(accruals.id, restructuringInstallments.accrualId))
    .leftJoin(accrualHolds, eq(accrualHolds.accrualId, accruals.id))
    .where(eq(restructuringInstallments.planId, planId))
    .orderBy(asc(restructuringInstallments.no));
}

/** A plan's original debts with each accrual's description, by due date. */
export function planDebtsWithDescriptions(db: Queryable, planId: number) {
  return db
    .select({ debt: restructuringPlanDebts, description: accruals.description })
    .from(restructuringPlanDebts)
    .innerJoin(accruals, eq(accruals.id, restructuringPlanDebts.accrualId))
    .where(eq(restructuringPlanDebts.planId, planId))
    .orderBy(asc(accruals.dueDate), asc(accruals.id));
}

/** A plan's installment accruals, locked in id order (the order the collecting rule locks them in). */
export function lockedInstallmentAccruals(tx: Transaction, planId: number) {
  return tx
    .select({ id: accruals.id, principalKurus: accruals.principalKurus, paidKurus: accruals.paidKurus })
    .from(restructuringInstallments)
    .innerJoin(accruals, eq(accruals.id, restructuringInstallments.accrualId))
    .where(eq(restructuringInstallments.planId, planId))
    .orderBy(asc(accruals.id))
    .for('update', { of: accruals });
}
