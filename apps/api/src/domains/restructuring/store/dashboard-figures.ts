// The desk dashboard's restructuring figures (decision 085): how many plans stand in each state.
import type { PlanState } from '@ebelediye/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';

export async function planCountsByState(db: Queryable): Promise<{ state: PlanState; count: number }[]> {
  const result = await db.execute(sql`
    select state as "state", count(*)::bigint as "count" from restructuring_plans group by 1`);
  return (result as unknown as { rows: { state: PlanState; count: unknown }[] }).rows.map((row) => ({
    state: row.state,
    count: Number(row.count),
  }));
}
