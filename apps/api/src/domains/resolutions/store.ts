import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { resolutionAttachments, resolutions, resolutionTypes } from '../../db/schema';
import { containsAllWords, searchWords } from '../../db/turkish';

/** The data-access module of resolutions: council and committee decisions, their types and signed PDFs. */

export interface ResolutionFilter {
  kind: (typeof resolutions.$inferSelect)['kind'];
  year?: number;
  dateFrom?: string;
  dateTo?: string;
  number?: number;
  typeCode?: string;
  search?: string;
}

export interface ResolutionPage {
  sortDirection: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

// Left-joined (one attachment per resolution at most), so a list reads only the small columns.
const hasAttachment = sql<boolean>`${resolutionAttachments.resolutionId} is not null`;

const summaryColumns = {
  id: resolutions.id,
  kind: resolutions.kind,
  year: resolutions.year,
  number: resolutions.number,
  decidedOn: resolutions.decidedOn,
  typeCode: resolutions.typeCode,
  typeName: resolutionTypes.name,
  subject: resolutions.subject,
  hasAttachment,
};

export function resolutionTypesOf(db: Queryable, kind: ResolutionFilter['kind']) {
  return db.select().from(resolutionTypes).where(eq(resolutionTypes.kind, kind)).orderBy(asc(resolutionTypes.position));
}

function whereOf(filter: ResolutionFilter) {
  return and(
    eq(resolutions.kind, filter.kind),
    filter.year ? eq(resolutions.year, filter.year) : undefined,
    filter.dateFrom ? gte(resolutions.decidedOn, filter.dateFrom) : undefined,
    filter.dateTo ? lte(resolutions.decidedOn, filter.dateTo) : undefined,
    filter.number ? eq(resolutions.number, filter.number) : undefined,
    filter.typeCode ? eq(resolutions.typeCode, filter.typeCode) : undefined,
    containsAllWords(resolutions.searchText, searchWords(filter.search)),
  );
}

/** One page of the decisions that pass the filter, and how many pass it in all. */
export async function resolutionSummaries(db: Queryable, filter: ResolutionFilter, page: ResolutionPage) {
  const where = whereOf(filter);
  const order = page.sortDirection === 'asc' ? asc : desc;
  const rows = await db
    .select(summaryColumns)
    .from(resolutions)
    .innerJoin(resolutionTypes, eq(resolutionTypes.code, resolutions.typeCode))
    .leftJoin(resolutionAttachments, eq(resolutionAttachments.resolutionId, resolutions.id))
    .where(where)
    .orderBy(order(resolutions.decidedOn), order(resolutions.year), order(resolutions.number))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(resolutions).where(where);
  return { rows, total };
}

/** The years that have decisions of this kind, oldest first. */
export async function resolutionYears(db: Queryable, kind: ResolutionFilter['kind']): Promise<number[]> {
  const years = await db
    .selectDistinct({ year: resolutions.year })
    .from(resolutions)
    .where(eq(resolutions.kind, kind))
    .orderBy(asc(resolutions.year));
  return years.map((row) => row.year);
}

/** A decision with its full text and the name and size of its PDF (null when it has none). */
export async function resolutionWithAttachmentInfo(db: Queryable, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      meeting: resolutions.meeting,
      body: resolutions.body,
      fileName: resolutionAttachments.fileName,
      sizeBytes: resolutionAttachments.sizeBytes,
    })
    .from(resolutions)
    .innerJoin(resolutionTypes, eq(resolutionTypes.code, resolutions.typeCode))
    .leftJoin(resolutionAttachments, eq(resolutionAttachments.resolutionId, resolutions.id))
    .where(eq(resolutions.id, id));
  return row;
}

export async function attachmentOf(db: Queryable, resolutionId: number) {
  const [attachment] = await db
    .select()
    .from(resolutionAttachments)
    .where(eq(resolutionAttachments.resolutionId, resolutionId));
  return attachment;
}
