// The desk dashboard's collection figures (decision 085): sums by the hour and by revenue type, never a
// person. Hours are counted on Istanbul's clock (UTC+3 all year since 2016) from the epoch, so neither
// driver's session time zone nor a time-zone database is needed.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';

const istanbulOffsetSeconds = 3 * 3600;

export interface CollectionHourRow {
  /** The first instant of the Istanbul hour. */
  hourStart: Date;
  count: number;
  totalKurus: number;
}

export interface RevenueTypeTotalRow {
  code: string;
  name: string;
  /** Whether the lines were collected at or after `todayFrom`. */
  today: boolean;
  count: number;
  totalKurus: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Collections from `from` up to (not including) `to`, summed per Istanbul hour; hours without any are absent. */
export async function collectionTotalsByHour(db: Queryable, from: Date, to: Date): Promise<CollectionHourRow[]> {
  const result = await db.execute(sql`
    select floor((extract(epoch from c.collected_at) + ${istanbulOffsetSeconds}) / 3600)::bigint as "bucket",
           count(*)::bigint as "count", coalesce(sum(c.total_kurus), 0)::bigint as "totalKurus"
      from collections c
     where c.collected_at >= ${from.toISOString()}::timestamptz and c.collected_at < ${to.toISOString()}::timestamptz
     group by 1
     order by 1`);
  return rowsOf<{ bucket: unknown; count: unknown; totalKurus: unknown }>(result).map((row) => ({
    hourStart: new Date(Number(row.bucket) * 3_600_000 - istanbulOffsetSeconds * 1000),
    count: Number(row.count),
    totalKurus: Number(row.totalKurus),
  }));
}

/**
 * Collection lines from `from` up to `to` by the revenue type of the accrual they paid (principal plus
 * gecikme zammı), split into those from `todayFrom` on and the earlier ones; `count` is of receipts.
 */
export async function collectionTotalsByRevenueType(
  db: Queryable,
  from: Date,
  todayFrom: Date,
  to: Date,
): Promise<RevenueTypeTotalRow[]> {
  const result = await db.execute(sql`
    select a.revenue_code as "code", coalesce(t.name, a.revenue_code) as "name",
           (c.collected_at >= ${todayFrom.toISOString()}::timestamptz) as "today",
           count(distinct c.id)::bigint as "count",
           coalesce(sum(l.principal_kurus + l.interest_kurus), 0)::bigint as "totalKurus"
      from collections c
      join collection_lines l on l.collection_id = c.id
      join accruals a on a.id = l.accrual_id
      left join revenue_types t on t.code = a.revenue_code
     where c.collected_at >= ${from.toISOString()}::timestamptz and c.collected_at < ${to.toISOString()}::timestamptz
     group by 1, 2, 3`);
  return rowsOf<{ code: string; name: string; today: unknown; count: unknown; totalKurus: unknown }>(result).map(
    (row) => ({
      code: row.code,
      name: row.name,
      today: row.today === true || row.today === 't',
      count: Number(row.count),
      totalKurus: Number(row.totalKurus),
    }),
  );
}
