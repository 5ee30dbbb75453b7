import { integrationClientMessages, type IntegrationClient } from '@ebelediye/contract';
import type { Handlers } from '../../domain';
import { errors } from '../../errors';
import { recordStaffAction } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import { issueIntegrationKey } from './clients';
import {
  integrationClientById,
  integrationClientList,
  revokeIntegrationClient,
  type IntegrationClientRow,
} from './store/clients';

/** The desk's calls on the integration credentials: administrators only, every issue and revocation on the audit trail. */

function toClient(row: IntegrationClientRow, createdByName: string | null): IntegrationClient {
  return {
    id: row.id,
    name: row.name,
    keyPrefix: row.keyPrefix,
    allowList: row.allowList,
    createdBy: createdByName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export const integrationDeskHandlers: Handlers = {
  GetIntegrationClients: async (_input, context) => {
    requireStaff(context, 'administrator');
    const rows = await integrationClientList(context.db);
    return { clients: rows.map(({ row, createdByName }) => toClient(row, createdByName)) };
  },

  IssueIntegrationClient: async ({ name, allowList }, context) => {
    const staff = requireStaff(context, 'administrator');
    const { row, apiKey } = await context.db.transaction(async (tx) => {
      const issued = await issueIntegrationKey(tx, { name, allowList, createdBy: staff.id, now: context.now() });
      await recordStaffAction(context, 'integration_client.issued', {
        db: tx,
        entity: 'integration_client',
        entityId: issued.row.id,
        detail: { name, keyPrefix: issued.row.keyPrefix, allowList: issued.row.allowList },
      });
      return issued;
    });
    return { client: toClient(row, staff.fullName), apiKey };
  },

  RevokeIntegrationClient: async ({ id }, context) => {
    requireStaff(context, 'administrator');
    const row = await context.db.transaction(async (tx) => {
      const updated = await revokeIntegrationClient(tx, id, context.now());
      if (!updated) {
        const existing = await integrationClientById(tx, id);
        throw existing
          ? errors.conflict(integrationClientMessages.alreadyRevoked)
          : errors.notFound(integrationClientMessages.notFound);
      }
      await recordStaffAction(context, 'integration_client.revoked', {
        db: tx,
        entity: 'integration_client',
        entityId: id,
        detail: { name: updated.name, keyPrefix: updated.keyPrefix },
      });
      return updated;
    });
    const listed = (await integrationClientList(context.db)).find((entry) => entry.row.id === row.id);
    return { client: toClient(row, listed?.createdByName ?? null) };
  },
} as Handlers;
