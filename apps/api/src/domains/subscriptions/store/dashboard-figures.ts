// The desk dashboard's contract-cancellation figures (decision 085): applications by state.
import type { CancellationState } from '@ebelediye/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';

export async function cancellationCountsByState(db: Queryable): Promise<{ state: CancellationState; count: number }[]> {
  const result = await db.execute(sql`
    select state as "state", count(*)::bigint as "count" from contract_cancellations group by 1`);
  return (result as unknown as { rows: { state: CancellationState; count: unknown }[] }).rows.map((row) => ({
    state: row.state,
    count: Number(row.count),
  }));
}
