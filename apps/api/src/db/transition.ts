import { and, eq, getTableColumns, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { PgTransaction, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from './client';

/**
 * The one way an entity with a state (a plan, a cancellation, a complaint) changes state: a conditional
 * update on the expected states and its event row, in one transaction (decision 073). The update is
 * conditional so that a double click, two desks or two processes running a job cannot move a row twice;
 * the loser gets `IllegalTransition`, never a silent undefined, and each caller turns it into the answer
 * its operation gives (a 409 with its own message, or "try again on the next run").
 */

/** No row moved: the transition is not allowed from the state the row is in, or another mover got there first. */
export class IllegalTransition extends Error {
  constructor(
    readonly entity: string,
    readonly id: string | number,
    /** The state the row was found in after the refusal; null when there is no such row. */
    readonly found: string | null,
    readonly wanted: { from: readonly string[]; to: string },
  ) {
    super(`${entity} ${id}: ${found ?? 'yok'} durumundan ${wanted.to} durumuna geçilemez (${wanted.from.join('|')})`);
    this.name = 'IllegalTransition';
  }
}

type Columns<T extends PgTable> = keyof T['$inferSelect'] & string;

export interface TransitionSpec<T extends PgTable, E extends PgTable, S extends string> {
  /** Names the entity in the error (and logs). */
  entity: string;
  table: T;
  /** The property of `table` that identifies the row, and its value. */
  key: Columns<T>;
  id: string | number;
  /** The property of `table` holding the state. */
  state: Columns<T>;
  from: readonly S[];
  to: S;
  /** Which state may follow which; from-states that may not go to `to` are refused without an update. */
  allowed?: Readonly<Record<S, readonly S[]>>;
  /** Other columns changed with the state. */
  set?: Partial<T['$inferInsert']>;
  /** The event row written with the move, given the state really moved from. */
  event: { table: E; values: (from: S) => E['$inferInsert'] };
}

/**
 * Moves the row from one of `from` to `to`, changes `set` with it and writes the event, in the caller's
 * transaction or in a new one; returns the moved row. With one from-state a single conditional UPDATE …
 * RETURNING decides; with several, the row is locked and read first so the event records the state it
 * really left. Throws `IllegalTransition` when no row moved, and then writes nothing.
 */
export async function transition<T extends PgTable, E extends PgTable, S extends string>(
  db: Queryable,
  spec: TransitionSpec<T, E, S>,
): Promise<T['$inferSelect']> {
  const columns = getTableColumns(spec.table) as Record<string, PgColumn>;
  const keyColumn = columns[spec.key];
  const stateColumn = columns[spec.state];
  const legal = spec.from.filter((state) => !spec.allowed || spec.allowed[state].includes(spec.to));
  const refused = async (tx: Queryable): Promise<never> => {
    const [row] = await tx
      .select({ state: stateColumn })
      .from(spec.table as PgTable)
      .where(eq(keyColumn, spec.id));
    throw new IllegalTransition(spec.entity, spec.id, (row?.state as string | undefined) ?? null, {
      from: spec.from,
      to: spec.to,
    });
  };
  return inTransaction(db, async (tx) => {
    if (legal.length === 0) return refused(tx);
    let from = legal[0];
    if (legal.length > 1) {
      const [locked] = await tx
        .select({ state: stateColumn })
        .from(spec.table as PgTable)
        .where(and(eq(keyColumn, spec.id), inArray(stateColumn, legal)))
        .for('update');
      if (!locked) return refused(tx);
      from = locked.state as S;
    }
    const [moved] = (await tx
      .update(spec.table as PgTable)
      .set({ ...spec.set, [spec.state]: spec.to } as never)
      .where(and(eq(keyColumn, spec.id), eq(stateColumn, from)))
      .returning()) as T['$inferSelect'][];
    if (!moved) return refused(tx);
    await tx.insert(spec.event.table).values(spec.event.values(from) as never);
    return moved;
  });
}

/** The moved row, or undefined when the move was refused: for callers whose answer to a refusal is to skip. */
export async function movedOrSkipped<R>(moving: Promise<R>): Promise<R | undefined> {
  try {
    return await moving;
  } catch (error) {
    if (error instanceof IllegalTransition) return undefined;
    throw error;
  }
}

/** Runs `work` in the caller's transaction, or in a new one when the caller has none. */
export function inTransaction<R>(db: Queryable, work: (tx: Transaction) => Promise<R>): Promise<R> {
  return db instanceof PgTransaction ? work(db as Transaction) : db.transaction(work);
}

/** What `transitionInOneStatement` moves: values may be placeholders, so the statement can be prepared. */
export interface OneStatementTransitionSpec<T extends PgTable> {
  table: T;
  /** The row's key column and its value. */
  key: PgColumn;
  id: SQLWrapper;
  state: PgColumn;
  /** The legal from-states (already filtered by the caller's transition table); at least one. */
  from: readonly string[];
  to: string;
  /** Assignments changed with the state, e.g. sql`updated_at = ${now}`. */
  set: SQLWrapper[];
  /** The event row: its table, columns, and the values given `previous`, the state really moved from. */
  event: { table: PgTable; columns: string[]; values: (previous: SQLWrapper) => SQLWrapper[] };
  /** One more insert … select … from moved, written by the same statement (the integration outbox's row). */
  also?: SQLWrapper;
}

/**
 * The single-statement mode of `transition`, for hot paths that cannot afford its round trips: one statement locks
 * the row while it is still in a legal state (a concurrent mover makes PostgreSQL re-check it on the newest row, so
 * the recorded from-state is the one really moved from), updates it and inserts the event, with any number of
 * from-states. A crash never leaves a state without its event. It returns the query: no row means nothing moved,
 * and the caller decides what a refusal answers.
 */
export function transitionInOneStatement<T extends PgTable>(db: Queryable, spec: OneStatementTransitionSpec<T>) {
  const columns = getTableColumns(spec.table) as Record<string, PgColumn>;
  const moved = db.$with('moved', { ...columns, previous: sql<string>`previous`.as('previous') }).as(sql`
    with locked as (
      select ${sql.identifier(spec.key.name)}, ${sql.identifier(spec.state.name)} from ${spec.table} where ${sql.identifier(spec.key.name)} = ${spec.id} and ${inArray(spec.state, [...spec.from])} for update
    )
    update ${spec.table} set ${sql.join([sql`${sql.identifier(spec.state.name)} = ${spec.to}`, ...spec.set], sql`, `)}
      from locked where ${spec.table}.${sql.identifier(spec.key.name)} = locked.${sql.identifier(spec.key.name)} and ${inArray(spec.state, [...spec.from])}
      returning ${spec.table}.*, locked.${sql.identifier(spec.state.name)} as previous`);
  const event = db.$with('event', {}).as(sql`
    insert into ${spec.event.table} (${sql.join(
      spec.event.columns.map((name) => sql.identifier(name)),
      sql`, `,
    )})
    select ${sql.join(spec.event.values(sql`previous`), sql`, `)} from moved`);
  if (!spec.also) return db.with(moved, event).select().from(moved);
  const also = db.$with('also', {}).as(sql`${spec.also}`);
  return db.with(moved, event, also).select().from(moved);
}
