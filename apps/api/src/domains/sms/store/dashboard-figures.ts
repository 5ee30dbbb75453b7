// The desk dashboard's SMS figures (decision 085): what the outbox has not sent yet, and how old it is.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';

export interface SmsBacklog {
  waiting: number;
  oldestAt: Date | null;
  failed: number;
}

export async function smsOutboxBacklog(db: Queryable): Promise<SmsBacklog> {
  const result = await db.execute(sql`
    select count(*) filter (where status in ('pending', 'sending'))::bigint as "waiting",
           min(created_at) filter (where status in ('pending', 'sending')) as "oldestAt",
           count(*) filter (where status = 'failed')::bigint as "failed"
      from sms_outbox
     where status <> 'sent'`);
  const [row] = (result as unknown as { rows: { waiting: unknown; oldestAt: unknown; failed: unknown }[] }).rows;
  return {
    waiting: Number(row?.waiting ?? 0),
    oldestAt: row?.oldestAt ? new Date(row.oldestAt as string) : null,
    failed: Number(row?.failed ?? 0),
  };
}
