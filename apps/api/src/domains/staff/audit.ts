import type { Queryable } from '../../db/client';
import type { OperationContext } from '../../domain';
import { insertStaffAction, staffActionsMatching } from './store';

export interface StaffActionEntry {
  /** What was acted on, e.g. 'complaint', 'contract_cancellation', 'staff_account'. */
  entity?: string;
  entityId?: string | number;
  /** What changed (from → to, the reason); never a TCKN, password or code. */
  detail?: Record<string, unknown>;
  /** The citizen (registry oid) whose personal data was read or changed: every such read is recorded with it. */
  subjectRegistryOid?: string | null;
}

/**
 * Writes one row of the staff audit trail (staff_actions): who, what, on what, when, from which IP,
 * under which request id. Pass the handler's transaction as `db` so the row commits with the change
 * it records; `staffId` defaults to the signed-in staff member (null only for a failed sign-in).
 */
export async function recordStaffAction(
  context: Pick<OperationContext, 'db' | 'request' | 'staff' | 'now'>,
  action: string,
  entry: StaffActionEntry & { db?: Queryable; staffId?: number | null } = {},
): Promise<void> {
  const db = entry.db ?? context.db;
  await insertStaffAction(db, {
    at: context.now(),
    staffId: entry.staffId === undefined ? (context.staff?.id ?? null) : entry.staffId,
    action,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    ip: context.request.ip,
    requestId: String(context.request.id),
    detail: entry.detail ?? null,
    subjectRegistryOid: entry.subjectRegistryOid ?? null,
  });
}

/** The latest rows of the trail whose action begins with `actionPrefix`, with who acted (e.g. a page's history). */
export function latestStaffActions(db: Queryable, actionPrefix: string, limit: number) {
  return staffActionsMatching(db, { action: actionPrefix }, limit, 0);
}
