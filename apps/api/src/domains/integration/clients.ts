import type { Queryable } from '../../db/client';
import { newIntegrationKey } from './credentials';
import { insertIntegrationClient, type IntegrationClientRow } from './store/clients';

/**
 * Issues a connected system's key: the one way a key comes to be, for the desk and for whatever seeds
 * a demo (the sandbox's revenue-system stand-in). The key is in the answer and nowhere else.
 */
export async function issueIntegrationKey(
  db: Queryable,
  values: { name: string; allowList: readonly string[]; createdBy: number | null; now: Date; demoKey?: string },
): Promise<{ row: IntegrationClientRow; apiKey: string }> {
  const { apiKey, keyHash, keyPrefix } = newIntegrationKey(values.demoKey);
  const row = await insertIntegrationClient(db, {
    name: values.name,
    keyHash,
    keyPrefix,
    allowList: [...new Set(values.allowList)],
    createdBy: values.createdBy,
    createdAt: values.now,
  });
  return { row, apiKey };
}
