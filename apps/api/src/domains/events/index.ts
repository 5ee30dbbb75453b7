import { defineDomain } from '../../domain';
import { eventDeskHandlers } from './desk';

/**
 * Events out to the revenue system: the outbox (outbox.ts), the pull feed (feed.ts), signed webhooks
 * (webhooks.ts, run by jobs.ts) and the desk's endpoints (desk.ts).
 */
export const eventsDomain = defineDomain({
  name: 'events',
  handlers: eventDeskHandlers,
});
