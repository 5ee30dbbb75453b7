import type { CancellationState } from '@ebelediye/contract';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import {
  bankBranches,
  banks,
  contractCancellationEvents,
  contractCancellations,
  documents,
  subscriptions,
  waterTariffs,
} from '../../db/schema';
import { IllegalTransition, transition } from '../../db/transition';
import { cancellationTransitions, type CancellationRow, type EventInput } from './cancellation-state';

type SubscriptionRow = typeof subscriptions.$inferSelect;

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

export async function bankOf(db: Queryable, code: string) {
  const [bank] = await db.select().from(banks).where(eq(banks.code, code));
  return bank;
}

export async function bankList(db: Queryable) {
  return db.select().from(banks).orderBy(asc(banks.name));
}

export async function branchesOf(db: Queryable, bankCode: string) {
  return db.select().from(bankBranches).where(eq(bankBranches.bankCode, bankCode)).orderBy(asc(bankBranches.code));
}

export async function branchOf(db: Queryable, bankCode: string, branchCode: string) {
  const [branch] = await db
    .select()
    .from(bankBranches)
    .where(and(eq(bankBranches.bankCode, bankCode), eq(bankBranches.code, branchCode)));
  return branch;
}

/** An uploaded document's owner and type (the documents table), to check a meter photo. */
export async function documentOwnerAndType(db: Queryable, id: string) {
  const [photo] = await db
    .select({ registryOid: documents.registryOid, mimeType: documents.mimeType })
    .from(documents)
    .where(eq(documents.id, id));
  return photo;
}

export async function applicationByConfirmation(
  db: Queryable,
  reference: string,
): Promise<CancellationRow | undefined> {
  const [row] = await db
    .select()
    .from(contractCancellations)
    .where(eq(contractCancellations.confirmationReference, reference));
  return row;
}

/** The desk's queue: up to 200 applications, oldest first, of one state or all. */
export async function cancellationQueue(
  db: Queryable,
  state: CancellationState | undefined,
): Promise<CancellationRow[]> {
  return db
    .select()
    .from(contractCancellations)
    .where(state ? eq(contractCancellations.state, state) : undefined)
    .orderBy(asc(contractCancellations.createdAt), asc(contractCancellations.id))
    .limit(200);
}

export async function subscriptionRow(db: Queryable, subscriberNo: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.subscriberNo, subscriberNo));
  return row;
}

/** The subscription's application in one of `states`, if any. */
export async function applicationInStates(
  db: Queryable,
  subscriberNo: string,
  states: CancellationState[],
): Promise<CancellationRow | undefined> {
  const [row] = await db
    .select()
    .from(contractCancellations)
    .where(and(eq(contractCancellations.subscriberNo, subscriberNo), inArray(contractCancellations.state, states)))
    .limit(1);
  return row;
}

export async function applicationRow(db: Queryable, applicationNo: string): Promise<CancellationRow | undefined> {
  const [row] = await db
    .select()
    .from(contractCancellations)
    .where(eq(contractCancellations.applicationNo, applicationNo));
  return row;
}

export async function applicationsOfRegistry(db: Queryable, registryOid: string): Promise<CancellationRow[]> {
  return db
    .select()
    .from(contractCancellations)
    .where(eq(contractCancellations.registryOid, registryOid))
    .orderBy(desc(contractCancellations.createdAt), desc(contractCancellations.id));
}

export async function timelineOf(db: Queryable, cancellationId: number) {
  return db
    .select()
    .from(contractCancellationEvents)
    .where(eq(contractCancellationEvents.cancellationId, cancellationId))
    .orderBy(asc(contractCancellationEvents.at), asc(contractCancellationEvents.id));
}

/** The tariff row in force on a day for a subscription type: the newest one that started by then. */
export async function tariffRowOn(db: Queryable, subscriptionType: string, day: string) {
  const [row] = await db
    .select()
    .from(waterTariffs)
    .where(and(eq(waterTariffs.subscriptionType, subscriptionType), lte(waterTariffs.validFrom, day)))
    .orderBy(desc(waterTariffs.validFrom))
    .limit(1);
  return row;
}

/** A new application, or undefined when its confirmation reference saved one already (a double submit). */
export async function insertApplicationOnce(
  tx: Queryable,
  values: typeof contractCancellations.$inferInsert,
): Promise<CancellationRow | undefined> {
  const [row] = await tx
    .insert(contractCancellations)
    .values(values)
    .onConflictDoNothing({ target: contractCancellations.confirmationReference })
    .returning();
  return row;
}

export async function setApplicationNo(tx: Queryable, id: number, applicationNo: string): Promise<CancellationRow> {
  const [numbered] = await tx
    .update(contractCancellations)
    .set({ applicationNo })
    .where(eq(contractCancellations.id, id))
    .returning();
  return numbered;
}

export async function insertTimelineEvent(
  tx: Queryable,
  event: typeof contractCancellationEvents.$inferInsert,
): Promise<void> {
  await tx.insert(contractCancellationEvents).values(event);
}

/** Keeps a proposed final bill on an application still as read and awaiting its bill; undefined when it moved. */
export async function proposeBill(
  tx: Queryable,
  row: CancellationRow,
  proposal: Pick<CancellationRow, 'proposedBillKurus' | 'proposedDueDate' | 'proposedBy' | 'proposedAt' | 'updatedAt'>,
): Promise<CancellationRow | undefined> {
  const [next] = await tx
    .update(contractCancellations)
    .set(proposal)
    .where(
      and(
        eq(contractCancellations.id, row.id),
        eq(contractCancellations.state, 'READING_SCHEDULED'),
        eq(contractCancellations.updatedAt, row.updatedAt),
      ),
    )
    .returning();
  return next;
}

/** The proposal on the application, its row locked until the caller's transaction ends. */
export async function lockedProposal(tx: Queryable, id: number) {
  const [current] = await tx
    .select({ kurus: contractCancellations.proposedBillKurus, by: contractCancellations.proposedBy })
    .from(contractCancellations)
    .where(eq(contractCancellations.id, id))
    .for('update');
  return current;
}

export async function endSubscription(tx: Queryable, subscriberNo: string, at: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(eq(subscriptions.subscriberNo, subscriberNo));
}

// ---- The revenue system's subscriptions -----------------------------------------------------------

/** A subscription as the revenue system pushes it, its registry resolved to the portal's oid. */
export interface SourceSubscription {
  subscriberNo: string;
  registryOid: string;
  type: 'G' | 'Y' | 'T' | 'K' | 'D';
  service: string;
  address: string;
  status: 'active' | 'cancelled';
  startedOn: string;
  depositKurus: number;
  version: number;
}

/** The subscriptions with these numbers: whose they are and the version stored. */
export function subscriptionsByNos(db: Queryable, subscriberNos: string[]) {
  return db
    .select({
      subscriberNo: subscriptions.subscriberNo,
      registryOid: subscriptions.registryOid,
      sourceVersion: subscriptions.sourceVersion,
    })
    .from(subscriptions)
    .where(inArray(subscriptions.subscriberNo, subscriberNos.length ? subscriberNos : ['']));
}

/**
 * Inserts the new subscriptions and overwrites those stored with an older version (or made by the
 * portal, with none), in one statement; answers the numbers written and whether each was new.
 */
export async function upsertSourceSubscriptions(
  tx: Transaction,
  rows: SourceSubscription[],
  now: Date,
): Promise<{ subscriberNo: string; inserted: boolean }[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((row) => ({
      subscriber_no: row.subscriberNo,
      registry_oid: row.registryOid,
      type: row.type,
      service: row.service,
      address: row.address,
      status: row.status,
      started_at: row.startedOn,
      deposit_kurus: row.depositKurus,
      version: row.version,
    })),
  );
  const at = now.toISOString();
  const { rows: written } = (await tx.execute(sql`
    insert into ${subscriptions} (subscriber_no, registry_oid, type, service, address, status, started_at, cancelled_at,
      deposit_kurus, source_version)
    select r.subscriber_no, r.registry_oid, r.type, r.service, r.address, r.status, r.started_at::date,
      case when r.status = 'cancelled' then ${at}::timestamptz end, r.deposit_kurus, r.version
    from json_to_recordset(${json}::json) as r(subscriber_no text, registry_oid text, type text, service text,
      address text, status text, started_at text, deposit_kurus bigint, version bigint)
    on conflict (subscriber_no) do update set
      registry_oid = excluded.registry_oid,
      type = excluded.type,
      service = excluded.service,
      address = excluded.address,
      status = excluded.status,
      started_at = excluded.started_at,
      cancelled_at = case when excluded.status = 'cancelled' then coalesce(${subscriptions}.cancelled_at, excluded.cancelled_at) end,
      deposit_kurus = excluded.deposit_kurus,
      source_version = excluded.source_version
    where ${subscriptions}.source_version is null or ${subscriptions}.source_version < excluded.source_version
    returning subscriber_no, (xmax = 0) as inserted`)) as unknown as {
    rows: { subscriber_no: string; inserted: boolean }[];
  };
  return written.map((row) => ({ subscriberNo: row.subscriber_no, inserted: row.inserted }));
}
