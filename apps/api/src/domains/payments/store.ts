import type { PaymentState } from '@ebelediye/contract';
import { and, asc, type Column, desc, eq, getTableColumns, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { queriesPerDatabase } from '../../db/cache';
import type { Queryable, Transaction } from '../../db/client';
import { transitionInOneStatement } from '../../db/transition';
import { refundNeededEventInsert } from '../events/outbox';
import {
  accrualHolds,
  accruals,
  collections,
  paymentAttemptAccruals,
  paymentAttempts,
  paymentEvents,
} from '../../db/schema';

/**
 * The data-access module of payments: the reads and writes of payment attempts, their accruals, holds and events.
 * Where a read needs debts' rows alongside an attempt it joins them here, in one statement.
 */

/** Open attempts the job should settle: unknown or unposted ones, and started ones quiet since `quietSince`. */
export async function openAttemptsToSettle(db: Queryable, quietSince: string): Promise<{ orderNo: string }[]> {
  return db
    .select({ orderNo: paymentAttempts.orderNo })
    .from(paymentAttempts)
    .where(
      or(
        inArray(paymentAttempts.state, ['UNKNOWN', 'PAID_NOT_POSTED']),
        and(
          inArray(paymentAttempts.state, ['CREATED', 'AUTHORISING']),
          lt(paymentAttempts.updatedAt, sql`${quietSince}::timestamptz`),
        ),
      ),
    )
    .orderBy(asc(paymentAttempts.updatedAt))
    .limit(20);
}

/** Attempts ended without money whose next recheck is due at `now`. */
export async function endedAttemptsDueForRecheck(
  db: Queryable,
  endedStates: PaymentState[],
  now: Date,
): Promise<{ orderNo: string }[]> {
  return db
    .select({ orderNo: paymentAttempts.orderNo })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.state, endedStates),
        lte(paymentAttempts.recheckAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(paymentAttempts.recheckAt))
    .limit(20);
}

/** Claims a due recheck by moving `recheck_at` to `retryAt`; false when another process claimed it first. */
export async function claimRecheck(
  db: Queryable,
  orderNo: string,
  state: PaymentState,
  now: Date,
  retryAt: Date,
): Promise<boolean> {
  const [claimed] = await db
    .update(paymentAttempts)
    .set({ recheckAt: retryAt })
    .where(
      and(
        eq(paymentAttempts.orderNo, orderNo),
        eq(paymentAttempts.state, state),
        lte(paymentAttempts.recheckAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ orderNo: paymentAttempts.orderNo });
  return !!claimed;
}

/** Counts a recheck that found no sale and sets the next one, while the attempt is still in `state`. */
export async function scheduleNextRecheck(
  db: Queryable,
  orderNo: string,
  state: PaymentState,
  rechecks: number,
  recheckAt: Date | null,
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ rechecks, recheckAt })
    .where(and(eq(paymentAttempts.orderNo, orderNo), eq(paymentAttempts.state, state)));
}

/** REFUND_NEEDED attempts, and open ones not settled since `stuckSince`, oldest first (report.ts). */
export async function attemptsNeedingAttention(db: Queryable, stuckSince: string) {
  return db
    .select({
      orderNo: paymentAttempts.orderNo,
      state: paymentAttempts.state,
      createdAt: paymentAttempts.createdAt,
      updatedAt: paymentAttempts.updatedAt,
      amountKurus: paymentAttempts.amountKurus,
      bankCode: paymentAttempts.bankCode,
      maskedPan: paymentAttempts.maskedPan,
      authCode: paymentAttempts.authCode,
      hostRefNum: paymentAttempts.hostRefNum,
      transId: paymentAttempts.transId,
      errorMessage: paymentAttempts.errorMessage,
    })
    .from(paymentAttempts)
    .where(
      or(
        eq(paymentAttempts.state, 'REFUND_NEEDED'),
        and(
          inArray(paymentAttempts.state, ['AUTHORISING', 'UNKNOWN', 'PAID_NOT_POSTED']),
          lt(paymentAttempts.updatedAt, sql`${stuckSince}::timestamptz`),
        ),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt));
}

/**
 * One of the payer's own attempts holding any of these accruals. Joins debts' accrual_holds with payment_attempts:
 * a hold is only "tried before" for the registry that started the attempt.
 */
export async function heldByOwnAttempt(
  db: Queryable,
  accrualIds: number[],
  registryOid: string,
): Promise<{ orderNo: string } | undefined> {
  const [hold] = await db
    .select({ orderNo: accrualHolds.orderNo })
    .from(accrualHolds)
    .innerJoin(paymentAttempts, eq(paymentAttempts.orderNo, accrualHolds.orderNo))
    .where(and(inArray(accrualHolds.accrualId, accrualIds), eq(paymentAttempts.registryOid, registryOid)))
    .limit(1);
  return hold;
}

/** Records what the bank's start gave back, while the attempt has not gone to the bank yet. */
export async function rememberOnCreatedAttempt(
  db: Queryable,
  orderNo: string,
  patch: { bankToken?: string; returnSecretHash?: string },
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set(patch)
    .where(and(eq(paymentAttempts.orderNo, orderNo), eq(paymentAttempts.state, 'CREATED')));
}

/** Appends one event to an attempt's history. */
export async function insertPaymentEvent(db: Queryable, event: typeof paymentEvents.$inferInsert): Promise<void> {
  await db.insert(paymentEvents).values(event);
}

export type AttemptRow = typeof paymentAttempts.$inferSelect;

const attemptColumns = getTableColumns(paymentAttempts);

/**
 * Inserts the attempt, its accruals and their holds; undefined when another attempt already holds one of them
 * (fewer than `holdsNeeded` holds taken).
 */
export async function insertAttemptHoldingAccruals(
  tx: Transaction,
  row: {
    orderNo: string;
    registryOid: string;
    channel: AttemptRow['channel'];
    bankCode: string;
    storeType: string;
    amountKurus: number;
    detail?: Record<string, unknown>;
    now: Date;
    items: { accrualId: number; principalKurus: number; interestKurus: number }[];
    holdsNeeded: number;
  },
): Promise<AttemptRow | undefined> {
  // The attempt, its accruals and their holds in one statement (one round trip): the foreign keys of
  // the two later inserts are checked at the statement's end, when the attempt's row is there.
  const values = JSON.stringify(
    row.items.map(({ accrualId, principalKurus, interestKurus }) => ({
      accrual_id: accrualId,
      principal_kurus: principalKurus,
      interest_kurus: interestKurus,
    })),
  );
  const attempt = tx.$with('attempt', attemptColumns).as(sql`
      insert into ${paymentAttempts} (order_no, registry_oid, channel, bank_code, store_type, amount_kurus, state, detail, created_at, updated_at)
      values (${row.orderNo}, ${row.registryOid}, ${row.channel}, ${row.bankCode}, ${row.storeType}, ${row.amountKurus}, 'CREATED',
        ${sql.param(row.detail ?? null, paymentAttempts.detail)}::jsonb, ${sql.param(row.now, paymentAttempts.createdAt)}::timestamptz, ${sql.param(row.now, paymentAttempts.updatedAt)}::timestamptz)
      returning *`);
  const chosen = tx
    .$with('chosen', {})
    .as(
      sql`select * from jsonb_to_recordset(${values}::jsonb) as item(accrual_id bigint, principal_kurus bigint, interest_kurus bigint)`,
    );
  const lines = tx.$with('lines', {}).as(sql`
      insert into ${paymentAttemptAccruals} (order_no, accrual_id, principal_kurus, interest_kurus) select ${row.orderNo}, accrual_id, principal_kurus, interest_kurus from chosen`);
  const held = tx.$with('held', {}).as(sql`
      insert into ${accrualHolds} (accrual_id, order_no, held_at) select accrual_id, ${row.orderNo}, ${sql.param(row.now, accrualHolds.heldAt)}::timestamptz from chosen
      on conflict do nothing returning accrual_id`);
  // Two tabs racing: the primary key lets only one attempt hold each accrual; no row comes back unless this one holds them all.
  const [created] = await tx
    .with(attempt, chosen, lines, held)
    .select()
    .from(attempt)
    .where(sql`(select count(*) from held) = ${row.holdsNeeded}`);
  return created;
}

/**
 * The payment paths' hot reads, prepared once per database (decision 018): every bank return, status
 * poll and receipt reads an attempt by its order number, and Drizzle would build the SQL anew each time.
 * Inside a transaction the query is built for it, since a prepared one runs on the pool, not on the
 * transaction's connection.
 */
const attemptQueries = queriesPerDatabase((db) => ({
  byOrderNo: db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderNo, sql.placeholder('orderNo')))
    .prepare('payment_attempt_by_order_no'),
  receipt: db
    .select({
      registryOid: paymentAttempts.registryOid,
      state: paymentAttempts.state,
      receiptNo: collections.receiptNo,
    })
    .from(paymentAttempts)
    .leftJoin(collections, eq(collections.id, paymentAttempts.collectionId))
    .where(eq(paymentAttempts.orderNo, sql.placeholder('orderNo')))
    .prepare('payment_receipt_by_order_no'),
}));

/** The attempt with this order number (prepared outside a transaction). */
export async function attemptRowByOrderNo(db: Queryable, orderNo: string): Promise<AttemptRow | undefined> {
  const [row] =
    db instanceof PgTransaction
      ? await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo))
      : await attemptQueries(db).byOrderNo.execute({ orderNo });
  return row;
}

/** The attempt's registry, state and receipt number; joins debts' collections. */
export async function receiptStateRow(
  db: Queryable,
  orderNo: string,
): Promise<{ registryOid: string; state: PaymentState; receiptNo: string | null } | undefined> {
  const [row] = await attemptQueries(db).receipt.execute({ orderNo });
  return row;
}

/** The raw payload of the attempt's latest MPI enrollment event. */
export async function lastEnrollmentEventRaw(db: Queryable, orderNo: string): Promise<{ raw: unknown } | undefined> {
  const [event] = await db
    .select({ raw: paymentEvents.raw })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderNo, orderNo), eq(paymentEvents.source, 'mpi-enrollment')))
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  return event;
}

/** The attempt with the id of the collection already posted for it, if any; joins debts' collections. */
export async function attemptWithCollectionId(tx: Queryable, orderNo: string) {
  const [found] = await tx
    .select({ attempt: paymentAttempts, existingId: collections.id })
    .from(paymentAttempts)
    .leftJoin(collections, eq(collections.orderNo, paymentAttempts.orderNo))
    .where(eq(paymentAttempts.orderNo, orderNo));
  return found;
}

/** The attempt's lines as the collection's source rows, for debts' `collect`. */
export function attemptLinesToCollect(orderNo: string): SQL {
  return sql`select accrual_id, principal_kurus, interest_kurus from ${paymentAttemptAccruals} where order_no = ${orderNo}`;
}

/** The accruals an attempt pays, with the amounts fixed when it started. */
export function attemptLineRows(db: Queryable, orderNo: string) {
  return db
    .select({
      accrualId: paymentAttemptAccruals.accrualId,
      principalKurus: paymentAttemptAccruals.principalKurus,
      interestKurus: paymentAttemptAccruals.interestKurus,
    })
    .from(paymentAttemptAccruals)
    .where(eq(paymentAttemptAccruals.orderNo, orderNo));
}

/** The attempt's lines with each accrual's description, by due date; joins debts' accruals. */
export function attemptItemsWithDescriptions(db: Queryable, orderNo: string) {
  return db
    .select({ item: paymentAttemptAccruals, description: accruals.description })
    .from(paymentAttemptAccruals)
    .innerJoin(accruals, eq(accruals.id, paymentAttemptAccruals.accrualId))
    .where(eq(paymentAttemptAccruals.orderNo, orderNo))
    .orderBy(asc(accruals.dueDate), asc(accruals.id));
}

/** The registry's attempts in these states, oldest first. */
export function attemptsInStatesOf(db: Queryable, registryOid: string, states: PaymentState[]): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.registryOid, registryOid), inArray(paymentAttempts.state, states)))
    .orderBy(asc(paymentAttempts.createdAt));
}

export type AttemptPatch = Partial<
  Pick<
    AttemptRow,
    'maskedPan' | 'authCode' | 'hostRefNum' | 'transId' | 'errorMessage' | 'collectionId' | 'recheckAt' | 'rechecks'
  >
>;

/**
 * Moves the attempt from one of `legal` to `to` with its event, in one statement (db/transition.ts's single-statement
 * mode); the moved row with the state it left as `previous`, or none when nothing moved.
 */
export async function movedAttemptRows(
  db: Queryable,
  legal: PaymentState[],
  to: PaymentState,
  keys: (keyof AttemptPatch)[],
  values: Record<string, unknown>,
) {
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
  return rows as (AttemptRow & { previous: PaymentState })[];
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
  return transitionInOneStatement(db, {
    table: paymentAttempts,
    key: paymentAttempts.orderNo,
    id: value('orderNo'),
    state: paymentAttempts.state,
    from: legal,
    to,
    set: [
      sql`updated_at = ${value('now', paymentAttempts.updatedAt)}`,
      ...keys.map((key) => {
        const column = attemptColumns[key];
        return sql`${sql.identifier(column.name)} = ${value(key, column)}`;
      }),
    ],
    event: {
      table: paymentEvents,
      columns: ['order_no', 'at', 'from_state', 'to_state', 'source', 'raw'],
      values: (previous) => [
        sql`order_no`,
        sql`${value('now', paymentEvents.at)}::timestamptz`,
        previous,
        sql`${to}`,
        value('source'),
        sql`${value('raw', paymentEvents.raw)}::jsonb`,
      ],
    },
    also: to === 'REFUND_NEEDED' ? refundNeededEventInsert(value('now', paymentEvents.at)) : undefined,
  });
}
