import { eventDeskMessages, type WebhookEndpoint } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import type { Handlers } from '../../domain';
import { errors } from '../../errors';
import { recordStaffAction } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import { createEndpoint, endpointsWithState, eventIdOf, replayFrom, setEndpointState } from './endpoints';

/**
 * The desk's calls on webhook endpoints (administrators): list them with their delivery state, add one
 * (its secret shown once), disable or enable it, replay from a point. Every change writes the staff
 * audit trail in its transaction; the secret never reaches the trail or a later answer.
 */
async function endpointView(db: Queryable, id: number, now: Date): Promise<WebhookEndpoint> {
  const found = (await endpointsWithState(db, now)).find((endpoint) => endpoint.id === id);
  if (!found) throw errors.notFound(eventDeskMessages.endpointNotFound);
  return found;
}

export const eventDeskHandlers: Handlers = {
  GetWebhookEndpoints: async (_input, context) => {
    requireStaff(context, 'administrator');
    return { endpoints: await endpointsWithState(context.db, context.now()) };
  },

  AddWebhookEndpoint: async ({ url, description }, context) => {
    const staff = requireStaff(context, 'administrator');
    const now = context.now();
    const { endpoint, secret } = await context.db.transaction(async (tx) => {
      const created = await createEndpoint(tx, { url, description, staffId: staff.id, now });
      await recordStaffAction(context, 'webhook_endpoint.added', {
        db: tx,
        entity: 'webhook_endpoint',
        entityId: created.endpoint.id,
        detail: { url, description },
      });
      return created;
    });
    return { endpoint: await endpointView(context.db, endpoint.id, now), secret };
  },

  SetWebhookEndpointEnabled: async ({ id, enabled }, context) => {
    requireStaff(context, 'administrator');
    const now = context.now();
    await context.db.transaction(async (tx) => {
      if (!(await setEndpointState(tx, id, enabled, enabled ? null : eventDeskMessages.disabledByStaff, now)))
        throw errors.notFound(eventDeskMessages.endpointNotFound);
      await recordStaffAction(context, enabled ? 'webhook_endpoint.enabled' : 'webhook_endpoint.disabled', {
        db: tx,
        entity: 'webhook_endpoint',
        entityId: id,
      });
    });
    return { endpoint: await endpointView(context.db, id, now) };
  },

  ReplayWebhookEvents: async ({ id, fromEventId, fromTime }, context) => {
    requireStaff(context, 'administrator');
    const now = context.now();
    let from: { eventId: number } | { at: Date };
    if (fromEventId) {
      const eventId = eventIdOf(fromEventId);
      if (eventId === undefined) throw errors.badInput(eventDeskMessages.replayEventInvalid, 'fromEventId');
      from = { eventId };
    } else if (fromTime) from = { at: new Date(fromTime) };
    else throw errors.badInput(eventDeskMessages.replayFromRequired, 'fromEventId');
    const queued = await context.db.transaction(async (tx) => {
      await endpointView(tx, id, now);
      const count = await replayFrom(tx, id, from, now);
      await recordStaffAction(context, 'webhook_endpoint.replayed', {
        db: tx,
        entity: 'webhook_endpoint',
        entityId: id,
        detail: { fromEventId: fromEventId ?? null, fromTime: fromTime ?? null, queued: count },
      });
      return count;
    });
    return { queued };
  },
} as Handlers;
