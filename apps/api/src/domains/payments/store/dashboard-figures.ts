// The desk dashboard's payment figures (decision 085): card payments started in a period, by state.
import type { PaymentState } from '@ebelediye/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';

export interface AttemptStateRow {
  state: PaymentState;
  count: number;
  totalKurus: number;
}

/** Payment attempts created from `from` up to (not including) `to`, counted and summed by their state now. */
export async function attemptTotalsByState(db: Queryable, from: Date, to: Date): Promise<AttemptStateRow[]> {
  const result = await db.execute(sql`
    select p.state as "state", count(*)::bigint as "count", coalesce(sum(p.amount_kurus), 0)::bigint as "totalKurus"
      from payment_attempts p
     where p.created_at >= ${from.toISOString()}::timestamptz and p.created_at < ${to.toISOString()}::timestamptz
     group by 1`);
  return (result as unknown as { rows: { state: PaymentState; count: unknown; totalKurus: unknown }[] }).rows.map(
    (row) => ({ state: row.state, count: Number(row.count), totalKurus: Number(row.totalKurus) }),
  );
}
