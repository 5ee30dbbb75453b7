// The first load of the revenue system's subscriptions and accruals (decision 080): the file's rows,
// checked line by line, wait in a staging table; one INSERT … SELECT moves them in, the reference
// checks (registry, revenue type, subscription known) made by the same joins.
import type { LoadSession } from '../../../db/bulk-load';
import type { StagedProblem } from '../../session/store/first-load';

export const subscriptionStaging = {
  table: 'first_load_subscriptions',
  columns: [
    'line',
    'subscriber_no',
    'registry_no',
    'type',
    'service',
    'address',
    'status',
    'started_on',
    'deposit_kurus',
    'version',
  ],
  create: `create temp table first_load_subscriptions (
    line int not null, subscriber_no text not null, registry_no text not null, type text not null, service text not null,
    address text not null, status text not null, started_on date not null, deposit_kurus bigint not null,
    version bigint not null) on commit drop`,
} as const;

export const subscriptionTables = ['subscriptions'];
export const accrualTables = ['accruals'];

export const accrualStaging = {
  table: 'first_load_accruals',
  columns: [
    'line',
    'accrual_no',
    'registry_no',
    'revenue_code',
    'year',
    'installment',
    'due_date',
    'amount_kurus',
    'description',
    'subscriber_no',
    'status',
    'version',
  ],
  create: `create temp table first_load_accruals (
    line int not null, accrual_no text not null, registry_no text not null, revenue_code text not null, year int not null,
    installment int not null, due_date date not null, amount_kurus bigint not null, description text not null,
    subscriber_no text, status text not null, version bigint not null) on commit drop`,
} as const;

/** Whether any subscription came from the revenue system already (then a first load is refused). */
export async function revenueSystemSubscriptionsExist(session: LoadSession): Promise<boolean> {
  const { rows } = await session.query<{ found: boolean }>(
    `select exists (select 1 from subscriptions where source_version is not null) as found`,
  );
  return rows[0].found;
}

/** Whether any accrual came from the revenue system already (then a first load is refused). */
export async function revenueSystemAccrualsExist(session: LoadSession): Promise<boolean> {
  const { rows } = await session.query<{ found: boolean }>(
    `select exists (select 1 from accruals where accrual_no is not null) as found`,
  );
  return rows[0].found;
}

/**
 * Moves the staged subscriptions in, each under the portal id of its registry; a row whose registry
 * is unknown is left out (the caller compares the count and asks stagedSubscriptionProblems why).
 * A cancelled one gets the load's time as its cancellation: the file does not say when.
 */
export async function insertStagedSubscriptions(session: LoadSession, now: Date): Promise<number> {
  const { rowCount } = await session.query(
    `insert into subscriptions (subscriber_no, registry_oid, type, service, address, status, started_at, cancelled_at,
                                deposit_kurus, source_version)
     select s.subscriber_no, r.oid, s.type, s.service, s.address, s.status, s.started_on,
            case when s.status = 'cancelled' then $1::timestamptz end, s.deposit_kurus, s.version
       from first_load_subscriptions s join registries r on r.registry_no = s.registry_no`,
    [now.toISOString()],
  );
  return rowCount;
}

export async function stagedSubscriptionProblems(session: LoadSession, limit: number): Promise<StagedProblem[]> {
  const { rows } = await session.query<StagedProblem>(
    `select line, field, kind from (
       select line, 'subscriberNo' as field, 'duplicate' as kind
         from (select line, row_number() over (partition by subscriber_no order by line) as nth from first_load_subscriptions) d
        where nth > 1
       union all
       select s.line, 'subscriberNo', 'exists' from first_load_subscriptions s
        where exists (select 1 from subscriptions b where b.subscriber_no = s.subscriber_no)
       union all
       select s.line, 'registryNo', 'registryUnknown' from first_load_subscriptions s
        where not exists (select 1 from registries r where r.registry_no = s.registry_no)
     ) problems order by line, field limit $1`,
    [limit],
  );
  return rows;
}

/**
 * The change notices of migration 0017 are statement triggers that keep every inserted row in a
 * transition table only to learn which registries changed; ten million rows would be written there a
 * second time to end in one 'all'. A first load turns the insert trigger off in its own transaction
 * (ALTER TABLE is transactional: no other session ever sees it off) and says 'all' once itself; the
 * notice is sent at commit, like the trigger's.
 */
export async function suspendAccrualNotices(session: LoadSession): Promise<() => Promise<void>> {
  await session.query('alter table accruals disable trigger accruals_inserted');
  return async () => {
    await session.query('alter table accruals enable trigger accruals_inserted');
    await session.query(`select pg_notify('ebelediye_debts', 'all')`);
  };
}

/**
 * Moves the staged accruals in; a row whose registry, revenue type or subscription is unknown is left
 * out by the joins (the caller compares the count and asks stagedAccrualProblems why). A cancelled
 * row (terkin) is kept as cancelled, so a later update of the same accrual number finds it.
 */
export async function insertStagedAccruals(session: LoadSession, now: Date): Promise<number> {
  const { rowCount } = await session.query(
    `insert into accruals (registry_oid, revenue_code, year, installment, due_date, principal_kurus, description,
                           subscriber_no, source, cancelled_at, cancel_reason, accrual_no, source_version, created_at)
     select r.oid, s.revenue_code, s.year, s.installment, s.due_date, s.amount_kurus, s.description, s.subscriber_no,
            'first-load', case when s.status = 'cancelled' then $1::timestamptz end,
            case when s.status = 'cancelled' then $2 end, s.accrual_no, s.version, $1::timestamptz
       from first_load_accruals s
       join registries r on r.registry_no = s.registry_no
       join revenue_types t on t.code = s.revenue_code
      where s.subscriber_no is null or exists (select 1 from subscriptions b where b.subscriber_no = s.subscriber_no)`,
    [now.toISOString(), 'Gelir yönetim sisteminde terkin edilmiş olarak yüklendi.'],
  );
  return rowCount;
}

export async function stagedAccrualProblems(session: LoadSession, limit: number): Promise<StagedProblem[]> {
  const { rows } = await session.query<StagedProblem>(
    `select line, field, kind from (
       select line, 'accrualNo' as field, 'duplicate' as kind
         from (select line, row_number() over (partition by accrual_no order by line) as nth from first_load_accruals) d
        where nth > 1
       union all
       select s.line, 'accrualNo', 'exists' from first_load_accruals s
        where exists (select 1 from accruals a where a.accrual_no = s.accrual_no)
       union all
       select s.line, 'registryNo', 'registryUnknown' from first_load_accruals s
        where not exists (select 1 from registries r where r.registry_no = s.registry_no)
       union all
       select s.line, 'revenueCode', 'revenueTypeUnknown' from first_load_accruals s
        where not exists (select 1 from revenue_types t where t.code = s.revenue_code)
       union all
       select s.line, 'subscriberNo', 'subscriptionUnknown' from first_load_accruals s
        where s.subscriber_no is not null and not exists (select 1 from subscriptions b where b.subscriber_no = s.subscriber_no)
     ) problems order by line, field limit $1`,
    [limit],
  );
  return rows;
}
