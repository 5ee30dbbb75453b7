// The webhook endpoints a bench database holds before the bench measures: the demo seed's (the
// sandbox's revenue-system stand-in, reached in process only in demo mode) is switched off, as a person
// would at the desk, so that no measured payment also pays for deliveries that can only fail.
import type pg from 'pg';
import type { Queryable } from '../src/db/client';
import { setEndpointState } from '../src/domains/events/endpoints';

export async function disableEndpoints(db: Queryable, client: pg.Client, now: Date): Promise<number> {
  const { rows } = await client.query<{ id: number }>(`select id from webhook_endpoints where enabled`);
  for (const { id } of rows)
    await setEndpointState(db, id, false, 'Bench: bu alıcı bench sürecinde yok (demo modu kapalı).', now);
  return rows.length;
}
