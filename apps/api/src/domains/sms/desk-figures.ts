import type { DashboardBacklogs } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { smsOutboxBacklog } from './store/dashboard-figures';

/** The desk dashboard's SMS backlog (decision 085): waiting, since when, and given up. */
export async function smsBacklogFigures(db: Queryable): Promise<DashboardBacklogs['sms']> {
  const backlog = await smsOutboxBacklog(db);
  return { waiting: backlog.waiting, oldestAt: backlog.oldestAt?.toISOString() ?? null, failed: backlog.failed };
}
