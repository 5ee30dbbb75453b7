import type { CancellationState } from '@ebelediye/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contractCancellationEvents, contractCancellations } from '../../db/schema';

/**
 * Which state may follow which (docs/subscriptions.md "Application states"). The member applies
 * (REQUESTED); the desk schedules the final reading (READING_SCHEDULED), records it and issues the
 * final bill (FINAL_BILLED), records the refund and closes (CLOSED). Before the reading the member
 * may withdraw and the desk may reject with a reason. CLOSED, REJECTED and WITHDRAWN are final.
 * Every change is a conditional update on the expected state with its event, as payments and
 * restructuring plans do, so a double click or two desks cannot move an application twice.
 */
export const cancellationTransitions: Record<CancellationState, CancellationState[]> = {
  REQUESTED: ['READING_SCHEDULED', 'REJECTED', 'WITHDRAWN'],
  READING_SCHEDULED: ['FINAL_BILLED', 'REJECTED', 'WITHDRAWN'],
  FINAL_BILLED: ['CLOSED'],
  CLOSED: [],
  REJECTED: [],
  WITHDRAWN: [],
};

/** States in which an application is still under way (one per subscription). */
export const openStates: CancellationState[] = ['REQUESTED', 'READING_SCHEDULED', 'FINAL_BILLED'];

export type CancellationRow = typeof contractCancellations.$inferSelect;

export interface EventInput {
  kind: string;
  text: string;
  actor: string;
  detail?: Record<string, unknown>;
}

/** Moves an application from `from` to `to` with its event; undefined when it had already moved. Run inside the caller's transaction. */
export async function transitionCancellation(
  tx: Queryable,
  row: CancellationRow,
  to: CancellationState,
  event: EventInput,
  now: Date,
  patch: Partial<CancellationRow> = {},
): Promise<CancellationRow | undefined> {
  const from = row.state;
  if (!cancellationTransitions[from].includes(to)) return undefined;
  const [moved] = await tx
    .update(contractCancellations)
    .set({ ...patch, state: to, updatedAt: now })
    .where(and(eq(contractCancellations.id, row.id), eq(contractCancellations.state, from)))
    .returning();
  if (moved)
    await tx.insert(contractCancellationEvents).values({
      cancellationId: row.id,
      at: now,
      fromState: from,
      toState: to,
      kind: event.kind,
      text: event.text,
      actor: event.actor,
      detail: event.detail ?? null,
    });
  return moved;
}

/** A step that does not change the state (the reading recorded, the refund paid), still on the timeline. */
export async function recordStep(
  tx: Queryable,
  row: CancellationRow,
  event: EventInput,
  now: Date,
  patch: Partial<CancellationRow>,
): Promise<CancellationRow | undefined> {
  const [updated] = await tx
    .update(contractCancellations)
    .set({ ...patch, updatedAt: now })
    .where(
      and(
        eq(contractCancellations.id, row.id),
        eq(contractCancellations.state, row.state),
        eq(contractCancellations.updatedAt, row.updatedAt),
      ),
    )
    .returning();
  if (updated)
    await tx.insert(contractCancellationEvents).values({
      cancellationId: row.id,
      at: now,
      fromState: row.state,
      toState: null,
      kind: event.kind,
      text: event.text,
      actor: event.actor,
      detail: event.detail ?? null,
    });
  return updated;
}
