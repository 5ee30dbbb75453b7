import type { CancellationState } from '@ebelediye/contract';
import type { contractCancellations } from '../../db/schema';

/**
 * Which state may follow which (docs/subscriptions.md "Application states"). The member applies
 * (REQUESTED); the desk schedules the final reading (READING_SCHEDULED), records it and issues the
 * final bill (FINAL_BILLED), records the refund and closes (CLOSED). Before the reading the member
 * may withdraw and the desk may reject with a reason. CLOSED, REJECTED and WITHDRAWN are final.
 * Every change is a conditional update on the expected state with its event (store.ts,
 * db/transition.ts), so a double click or two desks cannot move an application twice.
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
