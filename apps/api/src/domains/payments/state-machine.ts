import type { PaymentState } from '@ebelediye/contract';
import { type Column, getTableColumns, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { queriesPerDatabase } from '../../db/cache';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from '../../db/client';
import { paymentAttempts, paymentEvents } from '../../db/schema';

/**
 * Which state may follow which (domain/payments.md, docs/payments.md). Every change is a conditional
 * update on the expected state, so a replayed callback, a double click or two processes cannot move
 * an attempt twice: the loser finds no row and reads the recorded outcome instead.
 *
 * DECLINED, FAILED and EXPIRED are final for the citizen but not for the bank: an approval found
 * later is collected (→ PAID_NOT_POSTED) when the debts are still open, otherwise it becomes
 * REFUND_NEEDED for the municipality's staff. REFUND_NEEDED also takes an approval whose amount
 * differs from the attempt's.
 */
export const allowedTransitions: Record<PaymentState, PaymentState[]> = {
  CREATED: ['AUTHORISING', 'DECLINED', 'FAILED', 'EXPIRED', 'UNKNOWN', 'PAID_NOT_POSTED', 'REFUND_NEEDED'],
  AUTHORISING: ['PAID_NOT_POSTED', 'DECLINED', 'FAILED', 'UNKNOWN', 'REFUND_NEEDED'],
  UNKNOWN: ['PAID_NOT_POSTED', 'DECLINED', 'FAILED', 'EXPIRED', 'REFUND_NEEDED'],
  PAID_NOT_POSTED: ['PAID', 'REFUND_NEEDED'],
  PAID: [],
  DECLINED: ['PAID_NOT_POSTED', 'REFUND_NEEDED'],
  FAILED: ['PAID_NOT_POSTED', 'REFUND_NEEDED'],
  EXPIRED: ['PAID_NOT_POSTED', 'REFUND_NEEDED'],
  REFUND_NEEDED: [],
};

export const openStates: PaymentState[] = ['CREATED', 'AUTHORISING', 'UNKNOWN', 'PAID_NOT_POSTED'];
/** Ended without money as far as we know; the bank is asked again for a day (late approvals). */
export const endedWithoutMoney: PaymentState[] = ['DECLINED', 'FAILED', 'EXPIRED'];

type AttemptRow = typeof paymentAttempts.$inferSelect;
type AttemptPatch = Partial<
  Pick<
    AttemptRow,
    'maskedPan' | 'authCode' | 'hostRefNum' | 'transId' | 'errorMessage' | 'collectionId' | 'recheckAt' | 'rechecks'
  >
>;

/** Runs `work` in the caller's transaction, or in a new one when the caller has none. */
export function inTransaction<T>(db: Queryable, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? work(db as Transaction) : db.transaction(work);
}

const attemptColumns = getTableColumns(paymentAttempts);

/**
 * Moves an attempt from one of `from` to `to` and writes its event, atomically (a crash never leaves
 * a state without its event); returns the row, or undefined when it had already moved. One statement,
 * so one round trip and the row's lock held only while it runs: `locked` takes the row lock when the
 * state is still a legal one (a concurrent mover makes PostgreSQL re-check it on the newest row, so
 * the recorded from-state is the one really moved from), `moved` updates it, `event` records it.
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
  let rows;
  if (db instanceof PgTransaction) {
    rows = await transitionQuery(db, legal, to, keys, values);
  } else {
    // Outside a transaction (a bank return's first moves) the statement is prepared once per shape and
    // process: building it costs more than PostgreSQL spends running it.
    const shape = `${legal.join(',')}>${to}:${keys.join(',')}`;
    let prepared = preparedTransitions(db).get(shape);
    if (!prepared) {
      prepared = transitionQuery(db, legal, to, keys).prepare(
        `payment_transition_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`,
      );
      preparedTransitions(db).set(shape, prepared);
    }
    rows = await prepared.execute(values);
  }
  const [row] = rows;
  if (!row) return undefined;
  const { previous: _previous, ...attempt } = row;
  return attempt;
}

const preparedTransitions = queriesPerDatabase(
  () => new Map<string, ReturnType<ReturnType<typeof transitionQuery>['prepare']>>(),
);

/** The transition's statement; with `values` its parameters are bound, without them they are placeholders for a prepared statement. */
function transitionQuery(
  db: Queryable,
  legal: PaymentState[],
  to: PaymentState,
  keys: (keyof AttemptPatch)[],
  values?: Record<string, unknown>,
) {
  const value = (name: string, column?: Column) => {
    const bound = values ? values[name] : sql.placeholder(name);
    return column ? sql.param(bound, column) : sql`${bound}`;
  };
  const assignments = [
    sql`state = ${to}`,
    sql`updated_at = ${value('now', paymentAttempts.updatedAt)}`,
    ...keys.map((key) => {
      const column = attemptColumns[key];
      return sql`${sql.identifier(column.name)} = ${value(key, column)}`;
    }),
  ];
  const moved = db.$with('moved', { ...attemptColumns, previous: sql<PaymentState>`previous`.as('previous') }).as(sql`
    with locked as (
      select order_no, state from ${paymentAttempts} where order_no = ${value('orderNo')} and ${inArray(paymentAttempts.state, legal)} for update
    )
    update ${paymentAttempts} set ${sql.join(assignments, sql`, `)}
      from locked where ${paymentAttempts}.order_no = locked.order_no and ${inArray(paymentAttempts.state, legal)}
      returning ${paymentAttempts}.*, locked.state as previous`);
  const event = db.$with('event', {}).as(sql`
    insert into ${paymentEvents} (order_no, at, from_state, to_state, source, raw)
    select order_no, ${value('now', paymentEvents.at)}::timestamptz, previous, ${to}, ${value('source')}, ${value('raw', paymentEvents.raw)}::jsonb from moved`);
  return db.with(moved, event).select().from(moved);
}
