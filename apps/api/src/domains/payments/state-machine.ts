import type { PaymentState } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { type AttemptPatch, type AttemptRow, movedAttemptRows } from './store';

/**
 * Which state may follow which (domain/payments.md, docs/payments.md). Every change is a conditional
 * update on the expected state, so a replayed callback, a double click or two processes cannot move
 * an attempt twice: the loser finds no row and reads the recorded outcome instead.
 *
 * DECLINED, FAILED and EXPIRED are final for the citizen but not for the bank: an approval found
 * later is collected (→ PAID_NOT_POSTED) when the debts are still open, otherwise it becomes
 * REFUND_NEEDED for the municipality's staff. REFUND_NEEDED also takes an approval whose amount
 * differs from the attempt's. PAID and REFUND_NEEDED end in REFUNDED (Credit) or VOIDED (Void) once the
 * bank gave the whole amount back; a partial refund leaves PAID with its refunded total.
 */
export const allowedTransitions: Record<PaymentState, PaymentState[]> = {
  CREATED: ['AUTHORISING', 'DECLINED', 'FAILED', 'EXPIRED', 'UNKNOWN', 'PAID_NOT_POSTED', 'REFUND_NEEDED'],
  AUTHORISING: ['PAID_NOT_POSTED', 'DECLINED', 'FAILED', 'UNKNOWN', 'REFUND_NEEDED'],
  UNKNOWN: ['PAID_NOT_POSTED', 'DECLINED', 'FAILED', 'EXPIRED', 'REFUND_NEEDED'],
  PAID_NOT_POSTED: ['PAID', 'REFUND_NEEDED'],
  // The bank gave the whole amount back at the desk's request (refunds-desk.ts, decision 083).
  PAID: ['REFUNDED', 'VOIDED'],
  DECLINED: ['PAID_NOT_POSTED', 'REFUND_NEEDED'],
  FAILED: ['PAID_NOT_POSTED', 'REFUND_NEEDED'],
  EXPIRED: ['PAID_NOT_POSTED', 'REFUND_NEEDED'],
  REFUND_NEEDED: ['REFUNDED', 'VOIDED'],
  REFUNDED: [],
  VOIDED: [],
};

export const openStates: PaymentState[] = ['CREATED', 'AUTHORISING', 'UNKNOWN', 'PAID_NOT_POSTED'];
/** Ended without money as far as we know; the bank is asked again for a day (late approvals). */
export const endedWithoutMoney: PaymentState[] = ['DECLINED', 'FAILED', 'EXPIRED'];

/**
 * Moves an attempt from one of `from` to `to` and writes its event, atomically (a crash never leaves
 * a state without its event); returns the row, or undefined when it had already moved. It uses the
 * shared helper's single-statement mode (db/transition.ts) whatever the number of from-states: every
 * bank return runs it, so one round trip, prepared outside a transaction, and the row's lock held only
 * while the statement runs.
 */
export async function transition(
  db: Queryable,
  orderNo: string,
  from: PaymentState[],
  to: PaymentState,
  source: string,
  now: Date,
  patch: AttemptPatch = {},
  raw?: Record<string, unknown>,
): Promise<AttemptRow | undefined> {
  const legal = from.filter((state) => allowedTransitions[state].includes(to));
  if (legal.length === 0) throw new Error(`geçersiz ödeme durumu geçişi: ${from.join('|')} → ${to}`);
  const keys = Object.keys(patch).sort() as (keyof AttemptPatch)[];
  const values: Record<string, unknown> = { orderNo, source, now, raw: raw ?? null };
  for (const key of keys) values[key] = patch[key] ?? null;
  const rows = await movedAttemptRows(db, legal, to, keys, values);
  const [row] = rows;
  if (!row) return undefined;
  const { previous: _previous, ...attempt } = row;
  return attempt;
}
