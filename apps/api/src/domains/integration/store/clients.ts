import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { integrationClients, staffAccounts } from '../../../db/schema';

/** The credentials of the connected systems: the desk issues and revokes them, the door reads them. */

export type IntegrationClientRow = typeof integrationClients.$inferSelect;

/** Last use is written at most this often per client: a busy system must not write a row per call. */
const lastUsedEveryMs = 60_000;

export async function integrationClientList(
  db: Queryable,
): Promise<{ row: IntegrationClientRow; createdByName: string | null }[]> {
  return db
    .select({ row: integrationClients, createdByName: staffAccounts.fullName })
    .from(integrationClients)
    .leftJoin(staffAccounts, eq(staffAccounts.id, integrationClients.createdBy))
    .orderBy(desc(integrationClients.id));
}

export async function insertIntegrationClient(
  tx: Queryable,
  values: Pick<IntegrationClientRow, 'name' | 'keyHash' | 'keyPrefix' | 'allowList' | 'createdBy' | 'createdAt'>,
): Promise<IntegrationClientRow> {
  const [created] = await tx.insert(integrationClients).values(values).returning();
  return created;
}

/** Undefined when there is no such client or it was already revoked (its first revocation time stands). */
export async function revokeIntegrationClient(
  tx: Queryable,
  id: number,
  now: Date,
): Promise<IntegrationClientRow | undefined> {
  const [updated] = await tx
    .update(integrationClients)
    .set({ revokedAt: now })
    .where(and(eq(integrationClients.id, id), isNull(integrationClients.revokedAt)))
    .returning();
  return updated;
}

export async function integrationClientById(db: Queryable, id: number): Promise<IntegrationClientRow | undefined> {
  const [row] = await db.select().from(integrationClients).where(eq(integrationClients.id, id));
  return row;
}

/** The client a key belongs to, revoked or not (the door tells a revoked key apart from an unknown one). */
export async function integrationClientByKeyHash(
  db: Queryable,
  keyHash: string,
): Promise<IntegrationClientRow | undefined> {
  const [row] = await db.select().from(integrationClients).where(eq(integrationClients.keyHash, keyHash));
  return row;
}

export async function markIntegrationClientUsed(db: Queryable, id: number, now: Date): Promise<void> {
  await db
    .update(integrationClients)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(integrationClients.id, id),
        or(
          isNull(integrationClients.lastUsedAt),
          lt(integrationClients.lastUsedAt, new Date(now.getTime() - lastUsedEveryMs)),
        ),
      ),
    );
}
