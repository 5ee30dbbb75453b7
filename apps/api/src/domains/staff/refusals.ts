import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { recordStaffAction } from './audit';

/**
 * Refused attempts at the desk go on the audit trail (decision 058): whenever a
 * signed-in staff member is answered 403 — a role the operation does not allow, another unit's
 * complaint, an approval of one's own bill — one `access.refused` row says who tried what, on which
 * record, from where. It is written apart from the refused call's transaction, which rolled back.
 */
async function staffRefusals(app: FastifyInstance) {
  app.addHook('onError', async (request, _reply, error) => {
    if (!request.staff || !(error instanceof AppError) || error.code !== 'forbidden') return;
    const operation = /^\/api\/([A-Za-z0-9]+)$/.exec(request.routeOptions.url ?? '')?.[1];
    const body = (request.body ?? {}) as Record<string, unknown>;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const target = [body.id, body.applicationNo, params.id].find(
      (value) => typeof value === 'string' || typeof value === 'number',
    );
    try {
      await recordStaffAction({ db: app.db, request, staff: request.staff, now: app.now }, 'access.refused', {
        entity: operation ? 'operation' : 'route',
        entityId: (operation ?? request.routeOptions.url ?? '').slice(0, 80),
        detail: { message: error.message, ...(target === undefined ? {} : { target: String(target).slice(0, 64) }) },
      });
    } catch (failure) {
      // The refusal stands either way; a database outage must not turn it into a 500.
      request.log.error({ err: failure }, 'refused desk attempt not recorded');
    }
  });
}

export const staffRefusalsPlugin = fp(staffRefusals, { name: 'staff-refusals', dependencies: ['staff-sessions'] });
