import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { complaintCategories } from '../../db/schema';

/**
 * The one attribute every service has: which kind of application (şikâyet, talep, öneri, bilgi
 * edinme). It lives in code, so a change to it moves `definitionChangedAt` by hand.
 */
export const definitionChangedAt = new Date('2026-11-23T00:00:00Z');

export const kindAttribute = {
  variable: true,
  code: 'basvuru_turu',
  datatype: 'singlevaluelist',
  required: false,
  datatype_description: 'Başvurunun türü; verilmezse şikâyet sayılır.',
  order: 1,
  description: 'Başvuru türü',
  values: [
    { key: 'sikayet', name: 'Şikâyet' },
    { key: 'talep', name: 'Talep' },
    { key: 'oneri', name: 'Öneri' },
    { key: 'bilgi_edinme', name: 'Bilgi edinme' },
  ],
};

/** W3C date-time to the second, as GeoReport v2 writes them: 2026-11-27T03:10:00Z. */
function w3c(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Discovery's `changeset`: the last time the service list or a definition changed, so a client that
 * caches them knows to refresh. Every category counts, inactive ones too: switching a service off at
 * the desk moves its row's updated_at, and the list changes by losing it.
 */
export async function servicesChangeset(db: Queryable): Promise<string> {
  const [row] = await db.select({ latest: sql<string | null>`max(${complaintCategories.updatedAt})` }).from(complaintCategories);
  const latest = row?.latest ? new Date(row.latest) : definitionChangedAt;
  return w3c(latest > definitionChangedAt ? latest : definitionChangedAt);
}
