// The desk dashboard's webhook figures (decision 085): undelivered deliveries, the oldest, and the
// endpoints turned off (their deliveries wait until someone turns them back on).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';

export interface WebhookBacklog {
  pending: number;
  oldestAt: Date | null;
  disabledEndpoints: number;
}

export async function webhookDeliveryBacklog(db: Queryable): Promise<WebhookBacklog> {
  const result = await db.execute(sql`
    select (select count(*) from webhook_deliveries where delivered_at is null)::bigint as "pending",
           (select min(queued_at) from webhook_deliveries where delivered_at is null) as "oldestAt",
           (select count(*) from webhook_endpoints where not enabled)::bigint as "disabledEndpoints"`);
  const [row] = (result as unknown as { rows: { pending: unknown; oldestAt: unknown; disabledEndpoints: unknown }[] })
    .rows;
  return {
    pending: Number(row?.pending ?? 0),
    oldestAt: row?.oldestAt ? new Date(row.oldestAt as string) : null,
    disabledEndpoints: Number(row?.disabledEndpoints ?? 0),
  };
}
