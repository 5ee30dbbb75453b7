import {
  districtAndStreet,
  type CitizenComplaint,
  complaintKindNames,
  complaintStatusNames,
  complaintTransitions,
  type ComplaintKind,
  type ComplaintStatus,
} from '@ebelediye/contract';
import { addDays, complaintDeadline, istanbulToday, type IsoDate } from '@ebelediye/finance';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client';
import {
  addressDistricts,
  addressInnerDoors,
  addressOuterDoors,
  addressStreets,
  complaintCategories,
  complaintCounters,
  complaintEvents,
  complaintPhotos,
  complaints,
  open311Keys,
  staffAccounts,
  staffActions,
  staffUnits,
} from '../../db/schema';
import { transition } from '../../db/transition';
import { loadLaw } from '../law/law';

/** The data-access module of complaints: the citizen's calls, the desk and Open311 all go through it. */

export type ComplaintRow = typeof complaints.$inferSelect;
export type EventRow = typeof complaintEvents.$inferSelect;
export type Open311KeyRow = typeof open311Keys.$inferSelect;
type CategoryRow = typeof complaintCategories.$inferSelect;

/** The service list as the desk edits it (every category), or as citizens and Open311 see it (the active ones). */
function categories(db: Queryable, activeOnly: boolean) {
  return db
    .select({
      id: complaintCategories.id,
      code: complaintCategories.code,
      name: complaintCategories.name,
      description: complaintCategories.description,
      keywords: complaintCategories.keywords,
      groupName: complaintCategories.groupName,
      unitId: complaintCategories.unitId,
      unitName: staffUnits.name,
      active: complaintCategories.active,
    })
    .from(complaintCategories)
    .leftJoin(staffUnits, eq(staffUnits.id, complaintCategories.unitId))
    .where(activeOnly ? eq(complaintCategories.active, true) : undefined)
    .orderBy(asc(complaintCategories.position), asc(complaintCategories.id));
}

export const activeCategories = (db: Queryable) => categories(db, true);
export const allCategories = (db: Queryable) => categories(db, false);

export async function categoryByCode(db: Queryable, code: string) {
  const [row] = await db.select().from(complaintCategories).where(eq(complaintCategories.code, code));
  return row;
}

/** The place as a person reads it, from the address register; undefined when the codes do not fit together. */
export async function placeText(
  db: Queryable,
  place: { districtCode: string; streetCode: string; outerDoorCode?: string | null; note?: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ district: addressDistricts.name, street: addressStreets.name })
    .from(addressStreets)
    .innerJoin(addressDistricts, eq(addressDistricts.code, addressStreets.districtCode))
    .where(and(eq(addressStreets.code, place.streetCode), eq(addressStreets.districtCode, place.districtCode)));
  if (!row) return undefined;
  let text = districtAndStreet(row.district, row.street);
  if (place.outerDoorCode) {
    const [door] = await db
      .select({ doorNo: addressOuterDoors.doorNo })
      .from(addressOuterDoors)
      .where(and(eq(addressOuterDoors.code, place.outerDoorCode), eq(addressOuterDoors.streetCode, place.streetCode)));
    if (!door) return undefined;
    text += ` No: ${door.doorNo}`;
  }
  if (place.note) text += ` (${place.note})`;
  return text;
}

/** Şikâyet, talep and öneri are petitions (3071); bilgi edinme is an information request (4982). */
export function lawOf(kind: ComplaintKind): '3071' | '4982' {
  return kind === 'bilgi_edinme' ? '4982' : '3071';
}

export async function deadlineFor(
  db: Queryable,
  kind: ComplaintKind,
  at: Date,
): Promise<{ law: '3071' | '4982'; deadline: IsoDate }> {
  const law = lawOf(kind);
  const { calendar } = await loadLaw(db);
  return { law, deadline: complaintDeadline(istanbulToday(at), law, calendar) };
}

/** The next BM-<year>-<000123> for the year of `at` (Istanbul), in the caller's transaction. */
export async function nextTrackingNo(db: Queryable, at: Date): Promise<string> {
  const year = Number(istanbulToday(at).slice(0, 4));
  const [row] = await db
    .insert(complaintCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: complaintCounters.year, set: { last: sql`${complaintCounters.last} + 1` } })
    .returning({ last: complaintCounters.last });
  return `BM-${year}-${String(row.last).padStart(6, '0')}`;
}

/** Attaches uploaded photos (still waiting, not expired) to an application; false when one is gone. */
export async function attachPhotos(
  db: Queryable,
  complaintId: number,
  photoIds: string[],
  now: Date,
): Promise<boolean> {
  if (photoIds.length === 0) return true;
  const attached = await db
    .update(complaintPhotos)
    .set({ complaintId, expiresAt: null })
    .where(
      and(
        inArray(complaintPhotos.id, photoIds),
        isNull(complaintPhotos.complaintId),
        sql`${complaintPhotos.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: complaintPhotos.id });
  return attached.length === new Set(photoIds).size;
}

/** A re-encoded upload, waiting for its application until `expiresAt`; answers its id. */
export async function storeWaitingPhoto(
  db: Queryable,
  photo: { data: Buffer; mimeType: string; width: number; height: number },
  now: Date,
  expiresAt: Date,
): Promise<string> {
  const id = randomUUID();
  await db.insert(complaintPhotos).values({
    id,
    mimeType: photo.mimeType,
    data: photo.data,
    width: photo.width,
    height: photo.height,
    sizeBytes: photo.data.length,
    createdAt: now,
    expiresAt,
  });
  return id;
}

export async function pruneWaitingPhotos(db: Queryable, now: Date): Promise<void> {
  await db
    .delete(complaintPhotos)
    .where(
      and(isNull(complaintPhotos.complaintId), lt(complaintPhotos.expiresAt, sql`${now.toISOString()}::timestamptz`)),
    );
}

export async function eventsOf(db: Queryable, complaintIds: number[]): Promise<EventRow[]> {
  if (complaintIds.length === 0) return [];
  return db
    .select()
    .from(complaintEvents)
    .where(inArray(complaintEvents.complaintId, complaintIds))
    .orderBy(asc(complaintEvents.at), asc(complaintEvents.id));
}

export async function photoCounts(db: Queryable, complaintIds: number[]): Promise<Map<number, number>> {
  if (complaintIds.length === 0) return new Map();
  const rows = await db
    .select({ complaintId: complaintPhotos.complaintId, count: sql<number>`count(*)::int` })
    .from(complaintPhotos)
    .where(inArray(complaintPhotos.complaintId, complaintIds))
    .groupBy(complaintPhotos.complaintId);
  // complaint_id is null only for a photo not yet attached, which the filter on ids leaves out.
  return new Map(
    rows.flatMap((row) => (row.complaintId === null ? [] : [[row.complaintId, Number(row.count)] as const])),
  );
}

export async function categoryNames(db: Queryable): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: complaintCategories.id, name: complaintCategories.name })
    .from(complaintCategories);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The citizen's view of an application: status history and the answer, never internal notes or staff names. */
export function toCitizenComplaint(
  row: ComplaintRow,
  events: EventRow[],
  categoryName: string,
  photoCount: number,
): CitizenComplaint {
  return {
    trackingNo: row.trackingNo,
    kind: row.kind,
    kindName: complaintKindNames[row.kind],
    categoryName,
    description: row.description,
    placeText: row.placeText,
    status: row.status,
    statusName: complaintStatusNames[row.status],
    createdAt: row.createdAt.toISOString(),
    deadline: row.deadline,
    law: row.law,
    answer: row.answer,
    rejectionReason: row.rejectionReason,
    photoCount,
    phoneToVerify: row.contactPhone !== '' && !row.contactPhoneVerified,
    history: events
      .filter(
        (event) => event.complaintId === row.id && event.kind === 'status' && event.visibleToCitizen && event.status,
      )
      .map((event) => ({
        at: event.at.toISOString(),
        status: event.status as ComplaintStatus,
        statusName: complaintStatusNames[event.status as ComplaintStatus],
        text: event.text,
      })),
  };
}

export async function citizenViews(db: Queryable, rows: ComplaintRow[]): Promise<CitizenComplaint[]> {
  const ids = rows.map((row) => row.id);
  const [events, counts, names] = await Promise.all([eventsOf(db, ids), photoCounts(db, ids), categoryNames(db)]);
  return rows.map((row) => toCitizenComplaint(row, events, names.get(row.categoryId) ?? '', counts.get(row.id) ?? 0));
}

export async function complaintsOfMember(db: Queryable, memberId: number): Promise<ComplaintRow[]> {
  return db
    .select()
    .from(complaints)
    .where(eq(complaints.memberId, memberId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
}

/** Every complaint lodged for the registry, signed in or not, newest first (citizens' support, the data download). */
export async function complaintsOfRegistry(db: Queryable, registryOid: string): Promise<ComplaintRow[]> {
  return db
    .select()
    .from(complaints)
    .where(eq(complaints.registryOid, registryOid))
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
}

export async function complaintByTrackingNo(db: Queryable, trackingNo: string): Promise<ComplaintRow | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.trackingNo, trackingNo));
  return row;
}

/** The portal may text the application's phone from now on (its owner proved it). */
export async function markPhoneVerified(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(complaints).set({ contactPhoneVerified: true, updatedAt: now }).where(eq(complaints.id, id));
}

export async function complaintById(db: Queryable, id: number): Promise<ComplaintRow | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  return row;
}

/**
 * The place an address-register id names: a building code (bina kodu, 8 digits) or an address number
 * (adres no, 10 digits, one unit of a building); undefined when the register has neither. A unit
 * resolves to its building: a complaint is about a street door, not a flat.
 */
export async function placeOfAddressId(
  db: Queryable,
  addressId: string,
): Promise<{ districtCode: string; streetCode: string; outerDoorCode: string } | undefined> {
  const [unit] = await db
    .select({ outerDoorCode: addressInnerDoors.outerDoorCode })
    .from(addressInnerDoors)
    .where(eq(addressInnerDoors.code, addressId));
  const [door] = await db
    .select({
      outerDoorCode: addressOuterDoors.code,
      streetCode: addressStreets.code,
      districtCode: addressStreets.districtCode,
    })
    .from(addressOuterDoors)
    .innerJoin(addressStreets, eq(addressStreets.code, addressOuterDoors.streetCode))
    .where(eq(addressOuterDoors.code, unit?.outerDoorCode ?? addressId));
  return door;
}

/**
 * Moves an application from the status it was read in to `status`, with the other columns and its
 * history line; throws IllegalTransition when someone else moved it first. In the caller's transaction.
 */
export async function changeStatus(
  tx: Queryable,
  row: ComplaintRow,
  status: ComplaintStatus,
  set: Partial<ComplaintRow>,
  event: Omit<typeof complaintEvents.$inferInsert, 'complaintId'>,
): Promise<ComplaintRow> {
  return transition(tx, {
    entity: 'complaint',
    table: complaints,
    key: 'id',
    id: row.id,
    state: 'status',
    from: [row.status],
    to: status,
    allowed: complaintTransitions,
    set,
    event: { table: complaintEvents, values: () => ({ ...event, complaintId: row.id }) },
  });
}

// The desk's reads and writes (desk.ts).

export const openStatuses = ['received', 'in_progress'] as const;

/** Whether this staff member read the application with a reason since `since` (the staff audit trail). */
export async function hasReasonedReadSince(
  db: Queryable,
  staffId: number,
  complaintId: number,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: staffActions.id })
    .from(staffActions)
    .where(
      and(
        eq(staffActions.staffId, staffId),
        eq(staffActions.action, 'complaint.viewed'),
        eq(staffActions.entity, 'complaint'),
        eq(staffActions.entityId, String(complaintId)),
        gte(staffActions.at, sql`${since.toISOString()}::timestamptz`),
        sql`${staffActions.detail}->>'reason' is not null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type SummaryRow = ComplaintRow & { categoryCode: string; categoryName: string; unitName: string | null };

/** The desk queue's filters; `today` is the Istanbul day the deadlines are compared with. */
export interface QueueFilter {
  unitId?: number;
  categoryCode?: string;
  status?: ComplaintStatus | 'open';
  createdBefore?: Date;
  deadline?: 'overdue' | 'due_soon';
  today: string;
}

function queueWhere(filter: QueueFilter | { id: number }): SQL | undefined {
  if ('id' in filter) return eq(complaints.id, filter.id);
  const conditions: SQL[] = [];
  if (filter.unitId !== undefined) conditions.push(eq(complaints.unitId, filter.unitId));
  if (filter.categoryCode) conditions.push(eq(complaintCategories.code, filter.categoryCode));
  if (filter.status === 'open') conditions.push(inArray(complaints.status, [...openStatuses]));
  else if (filter.status) conditions.push(eq(complaints.status, filter.status));
  if (filter.createdBefore !== undefined)
    conditions.push(lte(complaints.createdAt, sql`${filter.createdBefore.toISOString()}::timestamptz`));
  if (filter.deadline) {
    conditions.push(inArray(complaints.status, [...openStatuses]));
    conditions.push(
      filter.deadline === 'overdue'
        ? lt(complaints.deadline, filter.today)
        : between(complaints.deadline, filter.today, addDays(filter.today, 3)),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const summaryColumns = {
  row: complaints,
  categoryCode: complaintCategories.code,
  categoryName: complaintCategories.name,
  unitName: staffUnits.name,
};

/** A page of the queue (or one application by id), with its category and unit names. */
export async function summaryRows(
  db: Queryable,
  filter: QueueFilter | { id: number },
  limit: number,
  offset: number,
): Promise<SummaryRow[]> {
  const rows = await db
    .select(summaryColumns)
    .from(complaints)
    .innerJoin(complaintCategories, eq(complaintCategories.id, complaints.categoryId))
    .leftJoin(staffUnits, eq(staffUnits.id, complaints.unitId))
    .where(queueWhere(filter))
    // Overdue and nearest deadlines first among open ones; settled ones after, newest first.
    .orderBy(
      sql`case when ${complaints.status} in ('received', 'in_progress') then 0 else 1 end`,
      asc(complaints.deadline),
      desc(complaints.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(({ row, ...rest }) => ({ ...row, ...rest }));
}

export async function queueCount(db: Queryable, filter: QueueFilter): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(complaints)
    .innerJoin(complaintCategories, eq(complaintCategories.id, complaints.categoryId))
    .where(queueWhere(filter));
  return total;
}

/** The application's whole history for the desk, with the names of the staff who wrote it. */
export async function deskEventsOf(db: Queryable, complaintId: number) {
  return db
    .select({ event: complaintEvents, staffName: staffAccounts.fullName })
    .from(complaintEvents)
    .leftJoin(staffAccounts, eq(staffAccounts.id, complaintEvents.staffId))
    .where(eq(complaintEvents.complaintId, complaintId))
    .orderBy(asc(complaintEvents.at), asc(complaintEvents.id));
}

export async function photoIdsOf(db: Queryable, complaintId: number): Promise<{ id: string }[]> {
  return db
    .select({ id: complaintPhotos.id })
    .from(complaintPhotos)
    .where(eq(complaintPhotos.complaintId, complaintId))
    .orderBy(asc(complaintPhotos.createdAt));
}

/** An attached photo with its application's id and unit; undefined for a waiting or unknown one. */
export async function attachedPhoto(db: Queryable, photoId: string) {
  const [photo] = await db
    .select({
      data: complaintPhotos.data,
      mimeType: complaintPhotos.mimeType,
      complaintId: complaints.id,
      unitId: complaints.unitId,
      registryOid: complaints.registryOid,
    })
    .from(complaintPhotos)
    .innerJoin(complaints, eq(complaints.id, complaintPhotos.complaintId))
    .where(and(eq(complaintPhotos.id, photoId), isNotNull(complaintPhotos.complaintId)));
  return photo;
}

export async function assignUnit(
  tx: Queryable,
  id: number,
  unitId: number,
  at: Date,
  event: { text: string; staffId: number },
): Promise<void> {
  await tx.update(complaints).set({ unitId, updatedAt: at }).where(eq(complaints.id, id));
  await tx.insert(complaintEvents).values({ complaintId: id, at, kind: 'assigned', ...event });
}

/** An internal note: on the desk's history only, never the citizen's. */
export async function addNote(
  tx: Queryable,
  id: number,
  at: Date,
  note: { text: string; staffId: number },
): Promise<void> {
  await tx.insert(complaintEvents).values({ complaintId: id, at, kind: 'note', visibleToCitizen: false, ...note });
  await tx.update(complaints).set({ updatedAt: at }).where(eq(complaints.id, id));
}

export async function unitById(db: Queryable, id: number) {
  const [unit] = await db.select().from(staffUnits).where(eq(staffUnits.id, id));
  return unit;
}

export async function unitList(db: Queryable): Promise<{ id: number; name: string }[]> {
  return db.select({ id: staffUnits.id, name: staffUnits.name }).from(staffUnits).orderBy(asc(staffUnits.name));
}

export async function categoryById(db: Queryable, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(complaintCategories).where(eq(complaintCategories.id, id));
  return row;
}

type CategoryValues = Pick<CategoryRow, 'code' | 'name' | 'description' | 'unitId' | 'active'>;

export async function updateCategory(tx: Queryable, id: number, values: CategoryValues, now: Date): Promise<void> {
  await tx
    .update(complaintCategories)
    .set({ ...values, updatedAt: now })
    .where(eq(complaintCategories.id, id));
}

/** A new category at the end of the service list. */
export async function insertCategoryLast(tx: Queryable, values: CategoryValues, now: Date): Promise<{ id: number }> {
  const [{ position }] = await tx
    .select({ position: sql<number>`coalesce(max(${complaintCategories.position}), 0)::int + 1` })
    .from(complaintCategories);
  const [created] = await tx
    .insert(complaintCategories)
    .values({ ...values, position, updatedAt: now })
    .returning({ id: complaintCategories.id });
  return created;
}

export async function open311KeyList(db: Queryable): Promise<Open311KeyRow[]> {
  return db.select().from(open311Keys).orderBy(desc(open311Keys.id));
}

export async function insertOpen311Key(
  tx: Queryable,
  values: Pick<Open311KeyRow, 'keyHash' | 'name' | 'createdBy' | 'createdAt'>,
): Promise<Open311KeyRow> {
  const [created] = await tx.insert(open311Keys).values(values).returning();
  return created;
}

/** Undefined when there is no such key. */
export async function revokeOpen311Key(tx: Queryable, id: number, now: Date): Promise<Open311KeyRow | undefined> {
  const [updated] = await tx.update(open311Keys).set({ revokedAt: now }).where(eq(open311Keys.id, id)).returning();
  return updated;
}

/** A new application with its first history line ("received", shown to the citizen). */
export async function insertComplaint(
  tx: Queryable,
  values: typeof complaints.$inferInsert & { createdAt: Date },
): Promise<ComplaintRow> {
  const [row] = await tx.insert(complaints).values(values).returning();
  await tx
    .insert(complaintEvents)
    .values({ complaintId: row.id, at: values.createdAt, kind: 'status', status: 'received', visibleToCitizen: true });
  return row;
}

export async function touch(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.update(complaints).set({ updatedAt: now }).where(eq(complaints.id, id));
}
