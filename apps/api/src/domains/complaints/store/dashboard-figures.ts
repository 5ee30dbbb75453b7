// The desk dashboard's complaint figures (decision 085): open applications (received or in progress)
// by unit and by where they stand against their legal deadline (the `deadline` column, its last day).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';

export interface OpenComplaintCountRow {
  unitId: number | null;
  unitName: string | null;
  overdue: number;
  dueToday: number;
  thisWeek: number;
  later: number;
}

/**
 * Per unit (null: not yet assigned), how many open applications are past their deadline, due on
 * `today`, due after it up to `weekEnd`, and due later. With `unitId`, that unit's only.
 */
export async function openComplaintCounts(
  db: Queryable,
  days: { today: string; weekEnd: string },
  unitId?: number,
): Promise<OpenComplaintCountRow[]> {
  const result = await db.execute(sql`
    select c.unit_id as "unitId", u.name as "unitName",
           count(*) filter (where c.deadline < ${days.today}::date)::bigint as "overdue",
           count(*) filter (where c.deadline = ${days.today}::date)::bigint as "dueToday",
           count(*) filter (where c.deadline > ${days.today}::date and c.deadline <= ${days.weekEnd}::date)::bigint as "thisWeek",
           count(*) filter (where c.deadline > ${days.weekEnd}::date)::bigint as "later"
      from complaints c
      left join staff_units u on u.id = c.unit_id
     where c.status in ('received', 'in_progress')
       ${unitId === undefined ? sql`` : sql`and c.unit_id = ${unitId}`}
     group by 1, 2`);
  type Raw = Record<keyof OpenComplaintCountRow, unknown>;
  return (result as unknown as { rows: Raw[] }).rows.map((row) => ({
    unitId: row.unitId === null ? null : Number(row.unitId),
    unitName: (row.unitName as string | null) ?? null,
    overdue: Number(row.overdue),
    dueToday: Number(row.dueToday),
    thisWeek: Number(row.thisWeek),
    later: Number(row.later),
  }));
}
