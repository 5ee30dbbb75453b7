import type { DashboardBacklogs } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { webhookDeliveryBacklog } from './store/dashboard-figures';

/** The desk dashboard's webhook backlog (decision 085): undelivered, since when, endpoints turned off. */
export async function webhookBacklogFigures(db: Queryable): Promise<DashboardBacklogs['webhooks']> {
  const backlog = await webhookDeliveryBacklog(db);
  return {
    pending: backlog.pending,
    oldestAt: backlog.oldestAt?.toISOString() ?? null,
    disabledEndpoints: backlog.disabledEndpoints,
  };
}
