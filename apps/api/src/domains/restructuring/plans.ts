import { planStateNames, restructuringMessages, type RestructuringPlan } from '@ebelediye/contract';
import { istanbulToday, planBreach, principalKeptByPayments, type InstallmentRecord } from '@ebelediye/finance';
import type { Database, Queryable } from '../../db/client';
import { movedOrSkipped } from '../../db/transition';
import { errors, guaranteed } from '../../errors';
import { addAccruals, lockAccruals, returnFromPlan, takeIntoPlan } from '../debts/accruals';
import { anyHeld, cancelAccruals } from '../debts/collecting';
import { collectedOnAccruals } from '../debts/collections';
import { loadLaw, shownDueDate } from '../law/law';
import { restructuringRevenueType } from '../../seed/restructuring';
import { consumeVerifiedCode } from '../sms/codes';
import { recordEvent } from '../events/outbox';
import type { CampaignRow } from './campaigns';
import type { CheckedQuote } from './quote';
import {
  activePlansWithCampaign,
  campaignRow,
  insertInstallments,
  insertPlanDebts,
  insertPlanEvent,
  insertPlanOnce,
  installmentAccruals,
  lockedInstallmentAccruals,
  planByConfirmation,
  planByNo,
  planDebtPrincipals,
  planDebtsWithDescriptions,
  plansOf,
  setPlanDebtOffset,
  setPlanNo,
  transitionPlan,
  type PlanRow,
} from './store';

export function planNoOf(id: number, today: string): string {
  return `YP${today.slice(0, 4)}${String(id).padStart(6, '0')}`;
}

export { planByNo, plansOf };

/** The caller's plan, or 404 / 403 — another registry's plan is refused, never shown. */
export function ownPlan(plan: PlanRow | undefined, registryOid: string): PlanRow {
  if (!plan) throw errors.notFound(restructuringMessages.planNotFound);
  if (plan.registryOid !== registryOid) throw errors.forbidden(restructuringMessages.notYourPlan);
  return plan;
}

export interface SaveInput {
  registryOid: string;
  phone: string;
  campaign: CampaignRow;
  checked: CheckedQuote;
  installments: number;
  reference: string;
  now: Date;
}

/**
 * Saves a plan in one transaction (docs/restructuring.md "Saving"). The SMS confirmation's reference
 * is unique per plan: a second submit with it waits for the first and returns that plan, so saving
 * twice creates one. The originals are locked and checked again (a payment started, a collection
 * posted since the preview), marked as restructured — never deleted — and the installments are
 * created as ordinary accruals the debt list shows and the bank windows take.
 */
export async function savePlan(db: Database, input: SaveInput): Promise<{ plan: PlanRow; created: boolean }> {
  const { checked, campaign, now } = input;
  const option = checked.quote.options.find((candidate) => candidate.installments === input.installments);
  if (!option) throw errors.badInput(restructuringMessages.noOption, 'installments');
  const today = istanbulToday(now);
  const ids = checked.debts.map((debt) => debt.accrualId);
  const saved = await db.transaction(async (tx) => {
    const plan = await insertPlanOnce(tx, {
      planNo: `bekliyor-${input.reference}`,
      registryOid: input.registryOid,
      campaignId: campaign.id,
      installments: option.installments,
      coefficient: option.coefficient,
      state: 'ACTIVE',
      principalKurus: checked.quote.principalKurus,
      lateInterestKurus: checked.quote.lateInterestKurus,
      indexKurus: checked.quote.indexKurus,
      discountKurus: option.discountKurus,
      totalKurus: option.totalKurus,
      confirmationReference: input.reference,
      createdAt: now,
      updatedAt: now,
    });
    if (!plan) return undefined; // the same confirmation saved a plan already (double submit)
    // The code must have been sent to this member's phone for a restructuring, and not be used yet.
    await consumeVerifiedCode(tx, input.reference, input.phone, 'restructuring', now, 'userEntredCode').catch(() => {
      throw errors.badInput(restructuringMessages.codeNotVerified, 'userEntredCode');
    });

    // Locked first, then the holds are read: a payment starting meanwhile sees the plan (payments/attempts.ts).
    const locked = await lockAccruals(tx, ids);
    const principalNow = new Map(
      locked
        .filter(
          (row) =>
            row.registryOid === input.registryOid && row.restructuringPlanId === null && row.cancelledAt === null,
        )
        .map((row) => [row.id, row.principalKurus - row.paidKurus]),
    );
    if (checked.debts.some((debt) => principalNow.get(debt.accrualId) !== debt.principalKurus))
      throw errors.conflict(restructuringMessages.amountChanged);
    if (await anyHeld(tx, ids)) throw errors.conflict(restructuringMessages.inPayment);

    const planNo = planNoOf(plan.id, today);
    await setPlanNo(tx, plan.id, planNo);
    await takeIntoPlan(tx, ids, plan.id);
    const indexOf = new Map(checked.quote.lines.map((line) => [line.accrualId, line.indexKurus]));
    await insertPlanDebts(
      tx,
      checked.debts.map((debt) => ({
        planId: plan.id,
        accrualId: debt.accrualId,
        principalKurus: debt.principalKurus,
        lateInterestKurus: debt.interestKurus ?? 0,
        indexKurus: indexOf.get(debt.accrualId) ?? 0,
      })),
    );
    const created = await addAccruals(
      tx,
      option.schedule.map((item) => ({
        registryOid: input.registryOid,
        revenueCode: restructuringRevenueType.code,
        year: Number(item.dueDate.slice(0, 4)),
        installment: item.no,
        dueDate: item.dueDate,
        principalKurus: item.amountKurus,
        description: `Yapılandırma ${planNo} (${campaign.lawNo === 'DEMO' ? 'demo' : `${campaign.lawNo} s. Kanun`}) ${item.no}/${option.installments}. taksit`,
        source: `restructuring:${planNo}`,
        createdAt: now,
      })),
    );
    await insertInstallments(
      tx,
      created.map((row) => ({ planId: plan.id, no: row.installment, accrualId: row.id })),
    );
    await insertPlanEvent(tx, {
      planId: plan.id,
      at: now,
      fromState: null,
      toState: 'ACTIVE',
      source: 'save',
      detail: {
        campaign: campaign.code,
        accruals: ids,
        installments: option.installments,
        totalKurus: option.totalKurus,
      },
    });
    await recordEvent(tx, {
      type: 'restructuring_plan.created',
      registryOid: input.registryOid,
      now,
      data: {
        ...planEventData({ ...plan, planNo }),
        campaignCode: campaign.code,
        lawNo: campaign.lawNo,
        // The revenue system's own debts taken into the plan, by its keys (null for a portal-made one).
        originalAccruals: locked
          .filter((row) => principalNow.has(row.id))
          .map((row) => ({
            accrualNo: row.accrualNo,
            accrualId: row.id,
            principalKurus: row.principalKurus - row.paidKurus,
          })),
        schedule: created.map((row) => ({
          accrualId: row.id,
          installment: row.installment,
          dueDate: row.dueDate,
          amountKurus: row.principalKurus,
        })),
      },
    });
    return { ...plan, planNo };
  });
  if (saved) return { plan: saved, created: true };
  const existing = await planByConfirmation(db, input.reference);
  if (!existing || existing.registryOid !== input.registryOid)
    throw errors.badInput(restructuringMessages.codeNotVerified, 'userEntredCode');
  return { plan: existing, created: false };
}

export async function planView(db: Queryable, plan: PlanRow, now: Date): Promise<RestructuringPlan> {
  const today = istanbulToday(now);
  const [campaign, debts, installments, law] = await Promise.all([
    campaignRow(db, plan.campaignId).then((row) => guaranteed(row, `campaign ${plan.campaignId}`)),
    planDebtsWithDescriptions(db, plan.id),
    installmentAccruals(db, plan.id),
    loadLaw(db),
  ]);
  const schedule = installments.map(({ no, accrual, heldBy }) => {
    const dueDate = shownDueDate(accrual.dueDate, law.calendar);
    const paid = accrual.paidKurus >= accrual.principalKurus;
    const status = accrual.cancelledAt
      ? ('cancelled' as const)
      : paid
        ? ('paid' as const)
        : dueDate < today
          ? ('overdue' as const)
          : ('open' as const);
    return {
      no,
      accrualId: accrual.id,
      dueDate,
      amountKurus: accrual.principalKurus,
      paidKurus: accrual.paidKurus,
      status,
      inPayment: heldBy !== null,
    };
  });
  return {
    planNo: plan.planNo,
    state: plan.state,
    stateName: planStateNames[plan.state],
    campaign: { code: campaign.code, lawNo: campaign.lawNo, title: campaign.title, demo: campaign.demo },
    createdAt: plan.createdAt.toISOString(),
    installments: plan.installments,
    coefficient: plan.coefficient,
    principalKurus: plan.principalKurus,
    lateInterestKurus: plan.lateInterestKurus,
    indexKurus: plan.indexKurus,
    discountKurus: plan.discountKurus,
    totalKurus: plan.totalKurus,
    paidKurus: schedule.reduce((sum, item) => sum + item.paidKurus, 0),
    brokenReason: plan.brokenReason,
    debts: debts.map(({ debt, description }) => ({
      accrualId: debt.accrualId,
      description,
      principalKurus: debt.principalKurus,
      lateInterestKurus: debt.lateInterestKurus,
      indexKurus: debt.indexKurus,
      offsetKurus: debt.offsetKurus,
    })),
    schedule,
    pdfUrl: `/api/restructuring-plans/${plan.planNo}.pdf`,
  };
}

/** The day each installment was paid in full: when the collections on it first added up to its amount. */
async function paidOnDays(db: Queryable, accrualIds: number[]): Promise<Map<number, string>> {
  const lines = await collectedOnAccruals(db, accrualIds);
  const totals = new Map<number, number>();
  const paidOn = new Map<number, string>();
  for (const line of lines) totals.set(line.accrualId, (totals.get(line.accrualId) ?? 0) + line.principalKurus);
  const running = new Map<number, number>();
  for (const line of lines) {
    const sum = (running.get(line.accrualId) ?? 0) + line.principalKurus;
    running.set(line.accrualId, sum);
    if (!paidOn.has(line.accrualId) && sum >= (totals.get(line.accrualId) ?? 0))
      paidOn.set(line.accrualId, istanbulToday(line.at));
  }
  return paidOn;
}

/**
 * The daily job (docs/restructuring.md "Plan states"): an ACTIVE plan whose installments are all paid
 * is COMPLETED; one the campaign's break rule breaks is BROKEN — what was paid keeps the benefit for its
 * share of the plan (decision 061), the rest of the original debts comes back with gecikme zammı, and
 * its unpaid installments are cancelled. A plan with an installment in payment waits for the next run.
 */
export async function applyPlanRules(db: Database, now: Date): Promise<{ completed: number; broken: number }> {
  const today = istanbulToday(now);
  const law = await loadLaw(db);
  const active = await activePlansWithCampaign(db);
  let completed = 0;
  let broken = 0;
  for (const { plan, campaign } of active) {
    const installments = await installmentAccruals(db, plan.id);
    if (installments.every(({ accrual }) => accrual.paidKurus >= accrual.principalKurus)) {
      const done = await movedOrSkipped(
        db.transaction(async (tx) => {
          const moved = await transitionPlan(tx, plan.id, 'ACTIVE', 'COMPLETED', 'daily-job', now);
          await recordEvent(tx, {
            type: 'restructuring_plan.completed',
            registryOid: moved.registryOid,
            now,
            data: { ...planEventData(moved), completedAt: now.toISOString() },
          });
          return moved;
        }),
      );
      if (done) completed += 1;
      continue;
    }
    if (installments.some(({ heldBy }) => heldBy !== null)) continue;
    const paidOn = await paidOnDays(
      db,
      installments.map(({ accrual }) => accrual.id),
    );
    const records: InstallmentRecord[] = installments.map(({ no, accrual }) => ({
      no,
      deadline: shownDueDate(accrual.dueDate, law.calendar),
      legalDueDate: accrual.dueDate,
      paidOn: accrual.paidKurus >= accrual.principalKurus ? (paidOn.get(accrual.id) ?? today) : null,
    }));
    const breach = planBreach(records, campaign.breakRule, today, (date) => shownDueDate(date, law.calendar));
    if (!breach.broken) continue;
    const moved = await breakPlan(db, plan.id, breach.reason, now);
    if (moved) broken += 1;
  }
  return { completed, broken };
}

/**
 * Breaks an ACTIVE plan: what was paid keeps the benefit for its share of the plan, so that share of
 * each original principal counts as paid (decision 061); the rest of each comes back with gecikme
 * zammı from its original due date, and the unpaid installments are cancelled. The
 * installments are locked and read first, so a payment landing on one is either counted here or, once
 * this commits, refused by the collectability rule (debts/collecting.ts) and refunded. False when the
 * plan had already moved or an installment is in payment (the next run tries again).
 */
export async function breakPlan(db: Database, planId: number, reason: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const installments = await lockedInstallmentAccruals(tx, planId);
    const ids = installments.map((installment) => installment.id);
    if (ids.length && (await anyHeld(tx, ids))) return false;
    const paidKurus = installments.reduce((sum, installment) => sum + installment.paidKurus, 0);
    const row = await movedOrSkipped(
      transitionPlan(tx, planId, 'ACTIVE', 'BROKEN', 'daily-job', now, { brokenReason: reason }, { paidKurus }),
    );
    if (!row) return false;
    const originals = await planDebtPrincipals(tx, planId);
    for (const { accrualId, offsetKurus } of principalKeptByPayments(paidKurus, row.totalKurus, originals)) {
      await setPlanDebtOffset(tx, planId, accrualId, offsetKurus);
      await returnFromPlan(tx, accrualId, offsetKurus);
    }
    await cancelAccruals(
      tx,
      installments
        .filter((installment) => installment.paidKurus < installment.principalKurus)
        .map((installment) => installment.id),
      now,
    );
    await recordEvent(tx, {
      type: 'restructuring_plan.broken',
      registryOid: row.registryOid,
      now,
      data: { ...planEventData(row), reason, paidKurus, brokenAt: now.toISOString() },
    });
    return true;
  });
}

/** A plan as the revenue system books it: its number and amounts (the person by their registry number on the envelope). */
function planEventData(plan: PlanRow) {
  return {
    planNo: plan.planNo,
    state: plan.state,
    installments: plan.installments,
    principalKurus: plan.principalKurus,
    lateInterestKurus: plan.lateInterestKurus,
    indexKurus: plan.indexKurus,
    discountKurus: plan.discountKurus,
    totalKurus: plan.totalKurus,
    createdAt: new Date(plan.createdAt).toISOString(),
  };
}
