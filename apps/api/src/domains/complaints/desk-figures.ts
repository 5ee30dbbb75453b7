import { complaintDeadlineBucketNames, complaintDeadlineBuckets, type DashboardComplaints } from '@ebelediye/contract';
import { addDays, dayOfWeek } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import type { StaffMember } from '../../domain';
import { openComplaintCounts } from './store/dashboard-figures';

const unassignedUnit = 'Birimi atanmamış';

/** The Sunday closing the Monday-to-Sunday week `day` is in (a Turkish week starts on Monday). */
export function weekEndOf(day: string): string {
  return addDays(day, (7 - dayOfWeek(day)) % 7);
}

/**
 * The desk dashboard's open applications (decision 085) by unit and by their legal deadline against
 * Istanbul's `today`: an administrator's over every unit, anyone else's over their own unit only, as
 * the queue shows them (decision 056); staff of no unit see none.
 */
export async function complaintFigures(
  db: Queryable,
  staff: Pick<StaffMember, 'role' | 'unitId' | 'unitName'>,
  today: string,
): Promise<DashboardComplaints> {
  const all = staff.role === 'administrator';
  const rows = await openComplaintCounts(
    db,
    { today, weekEnd: weekEndOf(today) },
    all ? undefined : (staff.unitId ?? -1),
  );
  const byDeadline = complaintDeadlineBuckets.map((bucket) => ({
    bucket,
    name: complaintDeadlineBucketNames[bucket],
    count: rows.reduce((sum, row) => sum + row[bucket], 0),
  }));
  const byUnit = rows
    .map((row) => ({
      unitName: row.unitName ?? unassignedUnit,
      open: row.overdue + row.dueToday + row.thisWeek + row.later,
      overdue: row.overdue,
    }))
    .sort((a, b) => b.overdue - a.overdue || b.open - a.open || a.unitName.localeCompare(b.unitName, 'tr'));
  if (!all && staff.unitName && byUnit.length === 0) byUnit.push({ unitName: staff.unitName, open: 0, overdue: 0 });
  return { unitName: all ? null : staff.unitName, byUnit, byDeadline };
}
