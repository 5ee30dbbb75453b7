import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { integrationEvents, webhookEndpoints } from '../../db/schema';

/** The data-access module of events: the outbox, the webhook endpoints and their deliveries. */

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** Both drivers answer execute() with { rows }. */
async function rowsOf<R>(db: Queryable, query: SQLWrapper): Promise<R[]> {
  const result = (await db.execute(query as never)) as unknown as { rows: R[] };
  return result.rows;
}

export async function insertEvent(
  db: Queryable,
  event: { type: string; registryOid: string | null; data: Record<string, unknown>; now: Date },
): Promise<void> {
  await db.insert(integrationEvents).values({
    type: event.type,
    registryOid: event.registryOid,
    data: event.data,
    createdAt: event.now,
  });
}

/**
 * A card collection's event, its payload read from the collection in the same statement (one round
 * trip on the payment path). The receipt number is not in it: the collection's is a placeholder until
 * the deferred trigger draws the real one at commit (migration 0016), so the reader takes it from the
 * collection (`collection_id`); a collection never changes after its commit.
 */
export async function insertCollectionEvent(db: Queryable, collectionId: number, now: Date): Promise<void> {
  await db.execute(sql`
    insert into integration_events (type, registry_oid, data, collection_id, created_at)
    select 'collection.succeeded', c.registry_oid, jsonb_build_object(
        'orderNo', c.order_no,
        'collectedAt', to_char(c.collected_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'totalKurus', c.total_kurus,
        'bankCode', a.bank_code,
        'channel', a.channel,
        'lines', (
          select coalesce(jsonb_agg(jsonb_build_object(
              'accrualNo', ac.accrual_no, 'accrualId', ac.id, 'revenueCode', ac.revenue_code, 'year', ac.year,
              'installment', ac.installment, 'principalKurus', l.principal_kurus, 'interestKurus', l.interest_kurus
            ) order by l.id), '[]'::jsonb)
          from collection_lines l join accruals ac on ac.id = l.accrual_id where l.collection_id = c.id)),
      c.id, ${now.toISOString()}::timestamptz
    from collections c left join payment_attempts a on a.order_no = c.order_no
    where c.id = ${collectionId}`);
}

/**
 * The outbox row of a payment attempt moved to REFUND_NEEDED, as one more part of the transition's own
 * statement (db/transition.ts `also`): it selects from the `moved` rows, so it is written exactly when
 * the state moved and in the same statement — the hot path keeps its one round trip.
 */
export function refundNeededEventInsert(now: SQLWrapper): SQLWrapper {
  return sql`
    insert into integration_events (type, registry_oid, data, created_at)
    select 'collection.refund_needed', registry_oid,
      jsonb_build_object('orderNo', order_no, 'amountKurus', amount_kurus, 'reason', error_message),
      ${now}::timestamptz
    from moved`;
}

export interface EventRowRead {
  id: number;
  seq: number;
  type: string;
  created_at: string | Date;
  registry_no: string | null;
  registry_oid: string | null;
  data: Record<string, unknown>;
  receipt_no: string | null;
}

/**
 * The events after position `afterSeq`, in commit order. THE ORDERING TRAP: a bigserial id is taken at
 * insert, not at commit, so a transaction can commit its event with id 5 after another's id 6 was read;
 * a reader of "id > cursor" would then skip 5 for ever. So readers go by `seq`, which a deferred trigger
 * draws as the writing transaction commits, under one lock held until the commit is visible
 * (migration 0021): a row with a higher seq is never visible before one with a lower seq, and a row
 * still being written has no seq. (The other known fix, handing out only rows of transactions below the
 * snapshot's xmin, stalls the feed behind any long transaction anywhere in the cluster — an import.)
 */
export async function eventsAfterSeq(db: Queryable, afterSeq: number, limit: number): Promise<EventRowRead[]> {
  return rowsOf<EventRowRead>(db, sql`${selectEvents} where e.seq > ${afterSeq} order by e.seq limit ${limit}`);
}

const selectEvents = sql`
  select e.id::float8 as id, e.seq::float8 as seq, e.type, e.created_at, e.registry_oid, r.registry_no, e.data,
    c.receipt_no
  from integration_events e
  left join registries r on r.oid = e.registry_oid
  left join collections c on c.id = e.collection_id`;

export async function eventsByIds(db: Queryable, ids: number[]): Promise<EventRowRead[]> {
  if (ids.length === 0) return [];
  return rowsOf<EventRowRead>(
    db,
    sql`${selectEvents} where e.id = any(${sql`array[${sql.join(
      ids.map((id) => sql`${id}::bigint`),
      sql`, `,
    )}]`})`,
  );
}

// ---- Webhook endpoints ----

export async function insertEndpoint(
  db: Queryable,
  endpoint: { url: string; description: string; secret: string; createdBy: number | null; now: Date },
): Promise<WebhookEndpointRow> {
  // A new endpoint starts at the outbox's end: what came before is sent by a replay, if wanted.
  const [last] = await rowsOf<{ seq: number | null }>(db, sql`select max(seq)::float8 as seq from integration_events`);
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: endpoint.url,
      description: endpoint.description,
      secret: endpoint.secret,
      createdBy: endpoint.createdBy,
      createdAt: endpoint.now,
      queuedSeq: Number(last?.seq ?? 0),
    })
    .returning();
  if (!row) throw new Error('webhook endpoint not inserted');
  return row;
}

export async function endpointRows(db: Queryable): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
}

export async function setEndpointEnabled(
  db: Queryable,
  id: number,
  enabled: boolean,
  reason: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update webhook_endpoints set enabled = ${enabled}, disabled_reason = ${enabled ? null : reason},
      disabled_at = ${enabled ? null : now.toISOString()}::timestamptz
      where id = ${id} returning id`,
  );
  if (enabled && rows.length > 0) {
    // Enabled again by a person: what waits is tried at once, and the three days count afresh.
    await db.execute(sql`update webhook_deliveries set next_attempt_at = ${now.toISOString()}::timestamptz,
      first_failed_at = null where endpoint_id = ${id} and delivered_at is null`);
  }
  return rows.length > 0;
}

/**
 * Queues the newly committed events for every enabled endpoint, in commit order, and moves each endpoint's
 * queued position; returns how many deliveries were queued. Run by one process at a time (jobs.ts).
 */
export async function queueNewEvents(db: Queryable, now: Date, batch: number): Promise<number> {
  const rows = await rowsOf<{ queued: number }>(
    db,
    sql`
    with picked as (
      select w.id as endpoint_id, e.id as event_id, e.seq, coalesce(e.registry_oid, '') as registry_oid
      from webhook_endpoints w
      cross join lateral (
        select e.id, e.seq, e.registry_oid from integration_events e
        where e.seq > w.queued_seq order by e.seq limit ${batch}
      ) e
      where w.enabled
    ),
    queued as (
      -- Behind a registry's failing delivery an event is not due before that one's next try (markFailed).
      insert into webhook_deliveries (endpoint_id, event_id, registry_oid, queued_at, next_attempt_at)
      select endpoint_id, event_id, registry_oid, ${now.toISOString()}::timestamptz,
        greatest(${now.toISOString()}::timestamptz, (
          select max(p.next_attempt_at) from webhook_deliveries p
          where p.endpoint_id = picked.endpoint_id and p.registry_oid = picked.registry_oid and p.delivered_at is null))
      from picked order by endpoint_id, seq
      returning endpoint_id
    ),
    last as (
      select endpoint_id, max(seq) as seq from picked group by endpoint_id
    ),
    moved as (
      update webhook_endpoints w set queued_seq = last.seq from last where w.id = last.endpoint_id returning w.id
    )
    select (select count(*) from queued)::int as queued, (select count(*) from moved)::int as moved`,
  );
  return Number(rows[0]?.queued ?? 0);
}

/**
 * Queues every event from `from` (an event id, or a time) again for the endpoint, up to its queued
 * position (later ones are queued anyway); receivers de-duplicate by the event id.
 */
export async function queueReplay(
  db: Queryable,
  endpointId: number,
  from: { eventId: number } | { at: Date },
  now: Date,
): Promise<number> {
  const start =
    'eventId' in from ? sql`e.id >= ${from.eventId}` : sql`e.created_at >= ${from.at.toISOString()}::timestamptz`;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into webhook_deliveries (endpoint_id, event_id, registry_oid, queued_at, next_attempt_at)
    select w.id, e.id, coalesce(e.registry_oid, ''), ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from webhook_endpoints w join integration_events e on ${start} and e.seq <= w.queued_seq
    where w.id = ${endpointId}
    order by e.seq
    returning id`,
  );
  return rows.length;
}

export interface DueDelivery {
  id: number;
  endpoint_id: number;
  registry_oid: string;
  event_id: number;
  attempts: number;
  first_failed_at: string | Date | null;
  url: string;
  secret: string;
}

/**
 * The deliveries to send now: for each endpoint and registry only the oldest undelivered one (a
 * registry's later event waits for its earlier one; other registries go on), when its time has come.
 */
export async function dueDeliveries(db: Queryable, now: Date, limit: number): Promise<DueDelivery[]> {
  return rowsOf<DueDelivery>(
    db,
    sql`
    select d.id::float8 as id, d.endpoint_id, d.registry_oid, d.event_id::float8 as event_id, d.attempts, d.first_failed_at,
      w.url, w.secret
    from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id and w.enabled
    where d.delivered_at is null and d.next_attempt_at <= ${now.toISOString()}::timestamptz
      and not exists (
        select 1 from webhook_deliveries p
        where p.endpoint_id = d.endpoint_id and p.registry_oid = d.registry_oid and p.delivered_at is null and p.id < d.id
      )
    order by d.next_attempt_at, d.id limit ${limit}`,
  );
}

export async function markDelivered(db: Queryable, id: number, status: number, now: Date): Promise<void> {
  await db.execute(sql`update webhook_deliveries set delivered_at = ${now.toISOString()}::timestamptz,
    attempts = attempts + 1, last_status = ${status}, last_error = null where id = ${id}`);
}

/**
 * Records a failed try and moves the registry's later deliveries to the same next try: they wait for
 * this one anyway, and so the due deliveries stay few (an index on next_attempt_at) however long the
 * receiver is down.
 */
export async function markFailed(
  db: Queryable,
  delivery: { id: number; endpointId: number; registryOid: string },
  failure: { status: number | null; error: string; nextAttemptAt: Date; now: Date },
): Promise<void> {
  const next = failure.nextAttemptAt.toISOString();
  await db.execute(sql`
    with failed as (
      update webhook_deliveries set attempts = attempts + 1, last_status = ${failure.status},
        last_error = ${failure.error}, next_attempt_at = ${next}::timestamptz,
        first_failed_at = coalesce(first_failed_at, ${failure.now.toISOString()}::timestamptz)
      where id = ${delivery.id} returning id
    )
    update webhook_deliveries set next_attempt_at = ${next}::timestamptz
    where endpoint_id = ${delivery.endpointId} and registry_oid = ${delivery.registryOid} and delivered_at is null
      and id > ${delivery.id} and next_attempt_at < ${next}::timestamptz`);
}

export interface EndpointDeliveryState {
  endpoint_id: number;
  delivered_up_to: number | null;
  waiting: number;
  oldest_waiting_at: string | Date | null;
  last_failure_at: string | Date | null;
  last_error: string | null;
  last_status: number | null;
}

/** What the desk shows of each endpoint's deliveries. */
export async function deliveryStates(db: Queryable): Promise<EndpointDeliveryState[]> {
  return rowsOf<EndpointDeliveryState>(
    db,
    sql`
    select w.id as endpoint_id,
      (select max(d.event_id)::float8 from webhook_deliveries d where d.endpoint_id = w.id and d.delivered_at is not null) as delivered_up_to,
      -- Waiting: queued and undelivered, and (while the endpoint is disabled) committed but not queued yet.
      (select count(*)::int from webhook_deliveries d where d.endpoint_id = w.id and d.delivered_at is null)
        + (select count(*)::int from integration_events e where e.seq > w.queued_seq) as waiting,
      least(
        (select min(e.created_at) from webhook_deliveries d join integration_events e on e.id = d.event_id
          where d.endpoint_id = w.id and d.delivered_at is null),
        (select min(e.created_at) from integration_events e where e.seq > w.queued_seq)) as oldest_waiting_at,
      f.first_failed_at as last_failure_at, f.last_error, f.last_status
    from webhook_endpoints w
    left join lateral (
      select d.first_failed_at, d.last_error, d.last_status from webhook_deliveries d
      where d.endpoint_id = w.id and d.last_error is not null and d.delivered_at is null
      order by d.id desc limit 1
    ) f on true
    order by w.id`,
  );
}

// ---- Acknowledgements ----

/** A feed reader confirms every event up to `seq` (never moves back: an old cursor asked again confirms nothing new). */
export async function confirmFeedRead(db: Queryable, clientId: number, seq: number, now: Date): Promise<void> {
  await db.execute(sql`
    insert into feed_readers (client_id, acknowledged_seq, read_at) values (${clientId}, ${seq}, ${now.toISOString()}::timestamptz)
    on conflict (client_id) do update set
      acknowledged_seq = greatest(feed_readers.acknowledged_seq, excluded.acknowledged_seq), read_at = excluded.read_at`);
}

/** The collections whose collection.succeeded event a webhook receiver took (2xx) or a feed reader confirmed. */
export async function acknowledgedCollectionIds(db: Queryable, collectionIds: number[]): Promise<number[]> {
  if (collectionIds.length === 0) return [];
  const rows = await rowsOf<{ collection_id: number }>(
    db,
    sql`select e.collection_id::float8 as collection_id from integration_events e
        where e.type = 'collection.succeeded'
          and e.collection_id = any(${sql`array[${sql.join(
            collectionIds.map((id) => sql`${id}::bigint`),
            sql`, `,
          )}]`})
          and (exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.delivered_at is not null)
               or e.seq <= (select coalesce(max(acknowledged_seq), 0) from feed_readers))`,
  );
  return rows.map((row) => Number(row.collection_id));
}
