import { defaultPublicNotes, type ComplaintStatus } from '@ebelediye/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dateWindow, send, splitFormat } from './http';
import { statusChangesBetween } from './store';

/** At most this many updates per answer, oldest first, so a client continues from the last one it saw. */
const maxUpdates = 1000;

export function open311Status(status: ComplaintStatus): 'open' | 'closed' {
  return status === 'received' || status === 'in_progress' ? 'open' : 'closed';
}

/**
 * mySociety's servicerequestupdates extension (FixMyStreet's "GET Service Request Updates"): every
 * status change of every request in the window, so a back-office system follows them without
 * reading each request. Its description is the note staff wrote for the public at that change, or
 * the status's fixed sentence — never the answer or the reason given to the person, never internal
 * notes (decision 053). Photos stay with the desk, so media_url is empty.
 */
export function registerUpdates(app: FastifyInstance) {
  app.get(
    '/open311/v2/servicerequestupdates.:format',
    async (request: FastifyRequest<{ Params: { format: string }; Querystring: Record<string, string> }>, reply) => {
      const [, format] = splitFormat(`servicerequestupdates.${request.params.format}`);
      const { start, end } = dateWindow(request.query, app.now());
      const rows = await statusChangesBetween(app.db, start, end, maxUpdates);
      return send(
        reply,
        format,
        'service_request_updates',
        rows.map((row) => {
          const status = (row.status ?? 'received') as ComplaintStatus;
          return {
            update_id: String(row.id),
            service_request_id: row.trackingNo,
            status: open311Status(status),
            updated_datetime: row.at.toISOString(),
            description: row.publicNote ?? defaultPublicNotes[status],
            media_url: '',
          };
        }),
      );
    },
  );
}
