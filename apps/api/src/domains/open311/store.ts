import type { ComplaintStatus } from '@ebelediye/contract';
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  addressDistricts,
  addressStreets,
  complaintCategories,
  complaintEvents,
  complaints,
  open311Keys,
  staffUnits,
} from '../../db/schema';

/**
 * The data-access module of open311: the complaints, their status changes and the integrators' keys as
 * the GeoReport v2 surface reads them.
 */

/** When the service list last changed (any category, inactive ones too); null when there are none. */
export async function latestCategoryChange(db: Queryable): Promise<string | null | undefined> {
  const [row] = await db
    .select({ latest: sql<string | null>`max(${complaintCategories.updatedAt})` })
    .from(complaintCategories);
  return row?.latest;
}

/** Every status change made in the window, oldest first, with its request's tracking number. */
export function statusChangesBetween(db: Queryable, start: Date, end: Date, limit: number) {
  return db
    .select({
      id: complaintEvents.id,
      at: complaintEvents.at,
      status: complaintEvents.status,
      publicNote: complaintEvents.publicNote,
      trackingNo: complaints.trackingNo,
    })
    .from(complaintEvents)
    .innerJoin(complaints, eq(complaints.id, complaintEvents.complaintId))
    .where(
      and(
        eq(complaintEvents.kind, 'status'),
        gte(complaintEvents.at, sql`${start.toISOString()}::timestamptz`),
        lte(complaintEvents.at, sql`${end.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(complaintEvents.at), asc(complaintEvents.id))
    .limit(limit);
}

export function unitNamesAndIds(db: Queryable) {
  return db.select({ id: staffUnits.id, name: staffUnits.name }).from(staffUnits);
}

const requestColumns = {
  row: complaints,
  serviceCode: complaintCategories.code,
  serviceName: complaintCategories.name,
  districtName: addressDistricts.name,
  streetName: addressStreets.name,
};

function requestsQuery(db: Queryable, where: SQL | undefined) {
  return db
    .select(requestColumns)
    .from(complaints)
    .innerJoin(complaintCategories, eq(complaintCategories.id, complaints.categoryId))
    .leftJoin(
      addressStreets,
      and(eq(addressStreets.code, complaints.streetCode), eq(addressStreets.districtCode, complaints.districtCode)),
    )
    .leftJoin(addressDistricts, eq(addressDistricts.code, complaints.districtCode))
    .where(where);
}

/** The requests a client asks for: by tracking number, or those lodged in a window (of some services, statuses). */
export type RequestFilter =
  { trackingNos: string[] } | { start: Date; end: Date; serviceCodes?: string[]; statuses?: ComplaintStatus[] };

/** The requests that pass the filter, newest first, with their service and the register's place names. */
export function requestsMatching(db: Queryable, filter: RequestFilter, limit: number) {
  const conditions: SQL[] = [];
  if ('trackingNos' in filter) conditions.push(inArray(complaints.trackingNo, filter.trackingNos));
  else {
    conditions.push(
      gte(complaints.createdAt, sql`${filter.start.toISOString()}::timestamptz`),
      lte(complaints.createdAt, sql`${filter.end.toISOString()}::timestamptz`),
    );
    if (filter.serviceCodes) conditions.push(inArray(complaintCategories.code, filter.serviceCodes));
    if (filter.statuses) conditions.push(inArray(complaints.status, filter.statuses));
  }
  return requestsQuery(db, and(...conditions))
    .orderBy(desc(complaints.createdAt), asc(complaints.id))
    .limit(limit);
}

export async function requestByTrackingNo(db: Queryable, trackingNo: string) {
  const [found] = await requestsQuery(db, eq(complaints.trackingNo, trackingNo));
  return found;
}

export async function trackingNoOfToken(db: Queryable, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ trackingNo: complaints.trackingNo })
    .from(complaints)
    .where(eq(complaints.open311Token, token));
  return row?.trackingNo;
}

export async function activeKeyByHash(db: Queryable, keyHash: string) {
  const [key] = await db
    .select()
    .from(open311Keys)
    .where(and(eq(open311Keys.keyHash, keyHash), isNull(open311Keys.revokedAt)));
  return key;
}
