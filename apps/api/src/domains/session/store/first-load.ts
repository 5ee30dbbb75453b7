// The first load of the revenue system's registries (decision 080): the file's rows, checked line by
// line, wait in a staging table; one INSERT … SELECT moves them into registries and their addresses.
import type { LoadSession } from '../../../db/bulk-load';

/** What a staged row may be refused for once the file itself was right. */
export type StagedProblemKind =
  'duplicate' | 'exists' | 'registryUnknown' | 'revenueTypeUnknown' | 'subscriptionUnknown';
export interface StagedProblem {
  line: number;
  field: string;
  kind: StagedProblemKind;
}

/** The tables a registry load fills: their indexes and foreign keys are set aside while it runs. */
export const registryTables = ['registries', 'registry_addresses'];

export const registryStaging = {
  table: 'first_load_registries',
  columns: ['line', 'registry_no', 'kind', 'identity_no', 'name', 'surname', 'phone', 'email', 'address', 'version'],
  create: `create temp table first_load_registries (
    line int not null, registry_no text not null, kind text not null, identity_no text not null, name text not null,
    surname text not null, phone text, email text, address text, version bigint not null) on commit drop`,
} as const;

/** Whether any registry came from the revenue system already (then a first load is refused). */
export async function revenueSystemRegistriesExist(session: LoadSession): Promise<boolean> {
  const { rows } = await session.query<{ found: boolean }>(
    `select exists (select 1 from registries where registry_no is not null) as found`,
  );
  return rows[0].found;
}

/**
 * Moves the staged rows into registries and their addresses into registry_addresses; answers the
 * registries written. The portal id is `G-<registry number>`: unique because the key is, known without
 * a lookup, and a million of them go into the primary key in order, where random ids would scatter
 * the index's pages (a load several times slower). The revenue system still never sees it.
 */
export async function insertStagedRegistries(session: LoadSession, now: Date): Promise<number> {
  const { rowCount } = await session.query(
    `insert into registries (oid, kind, identity_no, name, surname, phone, email, registry_no, source_version, created_at)
     select 'G-' || registry_no, kind, identity_no, name, surname, phone, email, registry_no, version, $1
       from first_load_registries order by 'G-' || registry_no`,
    [now.toISOString()],
  );
  await session.query(
    `insert into registry_addresses (registry_oid, kind, text)
     select 'G-' || registry_no, 'ikamet', address from first_load_registries
      where address is not null and address <> '' order by 'G-' || registry_no`,
  );
  return rowCount;
}

/** Why staged rows cannot go in: a registry number twice in the file, or already in the database. */
export async function stagedRegistryProblems(session: LoadSession, limit: number): Promise<StagedProblem[]> {
  const { rows } = await session.query<StagedProblem>(
    `select line, 'registryNo' as field, kind from (
       select line, 'duplicate' as kind
         from (select line, row_number() over (partition by registry_no order by line) as nth from first_load_registries) d
        where nth > 1
       union all
       select s.line, 'exists' from first_load_registries s where exists (select 1 from registries r where r.registry_no = s.registry_no)
     ) problems order by line limit $1`,
    [limit],
  );
  return rows;
}
