// What a backup holds, read the same way before the dump and after the restore: every table's row
// count, and a digest of each money table's rows. Equal figures on both sides mean nothing was lost
// or changed up to the backup's point (docs/operations.md, "Backups").

/** Runs one statement and answers its rows: a pg client, a PGlite instance or a Drizzle handle behind it. */
export type RowQuery = <R>(text: string) => Promise<R[]>;

/**
 * The tables where money is owed, reserved, paid, refunded or closed: a row changed or lost here is a
 * citizen's payment or debt gone wrong, so their contents are compared, not only counted.
 */
export const moneyTables = [
  'accruals',
  'accrual_holds',
  'collections',
  'collection_lines',
  'collection_reversals',
  'collection_reversal_lines',
  'payment_attempts',
  'payment_attempt_accruals',
  'payment_events',
  'payment_refunds',
  'receipt_counters',
  'restructuring_plans',
  'restructuring_plan_debts',
  'restructuring_installments',
  'day_closes',
] as const;

/** The few tables the commands print, with their Turkish names. */
export const summaryTables: [table: string, label: string][] = [
  ['registries', 'sicil'],
  ['members', 'üye'],
  ['accruals', 'tahakkuk'],
  ['collections', 'tahsilat'],
  ['payment_attempts', 'kartlı ödeme'],
];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every ordinary table outside PostgreSQL's own schemas (the migrator's bookkeeping included), as schema.table. */
export async function tablesOf(query: RowQuery): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Rows per table (schema.table; `public.` left off), counted in one statement so they share one snapshot. */
export async function rowCounts(query: RowQuery): Promise<Record<string, number>> {
  const tables = await tablesOf(query);
  if (tables.length === 0) return {};
  const parts = tables.map((name) => {
    const [schema, table] = name.split(/\.(.*)/s);
    return `select ${literal(name)} as name, count(*)::bigint as count from ${quote(schema)}.${quote(table)}`;
  });
  const rows = await query<{ name: string; count: number | string }>(parts.join(' union all '));
  // A union's rows come in no promised order (a parallel plan mixes them): sorted, the same tables read the same.
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return Object.fromEntries(rows.map((row) => [row.name.replace(/^public\./, ''), Number(row.count)]));
}

/**
 * One md5 per money table over its rows' text, each row hashed and the hashes sorted, so the digest
 * depends on the rows alone, not on the order they lie on disk. Tables a database does not have yet
 * (an earlier release) are left out.
 */
export async function moneyDigests(query: RowQuery): Promise<Record<string, { rows: number; md5: string }>> {
  const present = new Set(await tablesOf(query));
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const table of moneyTables) {
    if (!present.has(`public.${table}`)) continue;
    const [row] = await query<{ rows: number | string; md5: string }>(
      `select count(*)::bigint as rows, md5(coalesce(string_agg(h, '' order by h), '')) as md5
         from (select md5(t::text) as h from ${quote(table)} t) hashed`,
    );
    result[table] = { rows: Number(row.rows), md5: row.md5 };
  }
  return result;
}

function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
