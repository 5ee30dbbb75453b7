import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accountClosureRequests, auditLog, registries } from '../../db/schema';

/** The data-access module of citizens' support: account closure requests (KVKK art. 11). */

export type ClosureRow = typeof accountClosureRequests.$inferSelect;

/** A new open request; undefined when the person has one open already. */
export async function insertClosureRequest(
  db: Queryable,
  row: { registryOid: string; memberId: number; reason: string | null; requestedAt: Date },
): Promise<ClosureRow | undefined> {
  const [created] = await db.insert(accountClosureRequests).values(row).onConflictDoNothing().returning();
  return created;
}

export async function closureRequestsOf(db: Queryable, registryOid: string): Promise<ClosureRow[]> {
  return db
    .select()
    .from(accountClosureRequests)
    .where(eq(accountClosureRequests.registryOid, registryOid))
    .orderBy(desc(accountClosureRequests.requestedAt), desc(accountClosureRequests.id));
}

export async function openClosureRequestOf(db: Queryable, registryOid: string): Promise<ClosureRow | undefined> {
  const [row] = await db
    .select()
    .from(accountClosureRequests)
    .where(and(eq(accountClosureRequests.registryOid, registryOid), eq(accountClosureRequests.state, 'open')));
  return row;
}

/** Open requests, oldest first, with the registry's name and number (one statement: the desk's list). */
export function openClosureRequests(db: Queryable) {
  return db
    .select({
      request: accountClosureRequests,
      identityNo: registries.identityNo,
      name: registries.name,
      surname: registries.surname,
    })
    .from(accountClosureRequests)
    .innerJoin(registries, eq(registries.oid, accountClosureRequests.registryOid))
    .where(eq(accountClosureRequests.state, 'open'))
    .orderBy(asc(accountClosureRequests.requestedAt), asc(accountClosureRequests.id));
}

/** Moves an open request to its answer; undefined when it was not open (answered by someone else). */
export async function decideClosureRequest(
  tx: Queryable,
  id: number,
  decision: { state: 'completed' | 'refused'; decidedBy: number; decidedAt: Date; decisionNote: string | null },
): Promise<ClosureRow | undefined> {
  const [row] = await tx
    .update(accountClosureRequests)
    .set(decision)
    .where(and(eq(accountClosureRequests.id, id), eq(accountClosureRequests.state, 'open')))
    .returning();
  return row;
}

/**
 * The audit row of a PDF download, written as the operations plugin writes one for the JSON: the
 * PDF is a plain route, outside the plugin, and the download must be on record all the same.
 */
export async function recordPdfDownload(
  db: Queryable,
  row: { memberId: number | null; registryOid: string; ip: string; requestId: string; at: Date },
): Promise<void> {
  await db.insert(auditLog).values({
    at: row.at,
    actor: `member:${row.memberId}`,
    action: 'member.data_downloaded',
    entity: 'registry',
    entityId: row.registryOid,
    ip: row.ip,
    requestId: row.requestId,
    detail: { format: 'pdf' },
  });
}
