import type { CancellationState } from '@ebelediye/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contractCancellationEvents, contractCancellations } from '../../db/schema';
import { IllegalTransition, transition } from '../../db/transition';
import { cancellationTransitions, type CancellationRow, type EventInput } from './cancellation-state';

/** The data-access module of subscriptions: subscriptions, contract cancellations and their timeline. */

/**
 * Moves an application from its state to `to` with its event; throws IllegalTransition when the
 * table does not allow it or it had already moved. Run inside the caller's transaction.
 */
export async function transitionCancellation(
  tx: Queryable,
  row: CancellationRow,
  to: CancellationState,
  event: EventInput,
  now: Date,
  patch: Partial<CancellationRow> = {},
): Promise<CancellationRow> {
  return transition(tx, {
    entity: 'contract_cancellation',
    table: contractCancellations,
    key: 'id',
    id: row.id,
    state: 'state',
    from: [row.state],
    to,
    allowed: cancellationTransitions,
    set: { ...patch, updatedAt: now },
    event: {
      table: contractCancellationEvents,
      values: (fromState) => ({
        cancellationId: row.id,
        at: now,
        fromState,
        toState: to,
        kind: event.kind,
        text: event.text,
        actor: event.actor,
        detail: event.detail ?? null,
      }),
    },
  });
}

/**
 * A step that does not change the state (the reading recorded, the refund paid), still on the timeline;
 * conditional on the row being as read, and refused like a transition when it is not.
 */
export async function recordStep(
  tx: Queryable,
  row: CancellationRow,
  event: EventInput,
  now: Date,
  patch: Partial<CancellationRow>,
): Promise<CancellationRow> {
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
  if (!updated) {
    const [found] = await tx
      .select({ state: contractCancellations.state })
      .from(contractCancellations)
      .where(eq(contractCancellations.id, row.id));
    throw new IllegalTransition('contract_cancellation', row.id, found?.state ?? null, {
      from: [row.state],
      to: row.state,
    });
  }
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
