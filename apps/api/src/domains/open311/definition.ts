import { complaintKindNames } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { latestCategoryChange } from './store';

/**
 * The attributes every service has: which kind of application (şikâyet, talep, öneri, bilgi edinme),
 * and what Law 4982 art. 6 asks of an information request's applicant. They live in code, so a change
 * to them moves `definitionChangedAt` by hand.
 */
export const definitionChangedAt = new Date('2026-11-27T00:00:00Z');

export const kindAttribute = {
  variable: true,
  code: 'basvuru_turu',
  datatype: 'singlevaluelist',
  required: false,
  datatype_description: 'Başvurunun türü; verilmezse şikâyet sayılır.',
  order: 1,
  description: 'Başvuru türü',
  values: Object.entries(complaintKindNames).map(([key, name]) => ({ key, name })),
};

/**
 * GeoReport v2 has no conditional attributes, so these say in their description when they are needed:
 * for an information request, electronic ones too (4982 art. 6). Never published.
 */
export const applicantAttributes = [
  {
    variable: true,
    code: 'tc_kimlik_no',
    datatype: 'string',
    required: false,
    datatype_description:
      'Bilgi edinme başvurusunda zorunlu: başvuranın 11 haneli T.C. Kimlik No’su (4982 sayılı Kanun md. 6). Yayımlanmaz.',
    order: 2,
    description: 'T.C. Kimlik No',
  },
  {
    variable: true,
    code: 'adres',
    datatype: 'string',
    required: false,
    datatype_description:
      'Bilgi edinme başvurusunda zorunlu: başvuranın ev ya da iş adresi, en fazla 300 karakter (4982 sayılı Kanun md. 6). Yayımlanmaz.',
    order: 3,
    description: 'Ev ya da iş adresi',
  },
];

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
  const changed = await latestCategoryChange(db);
  const latest = changed ? new Date(changed) : definitionChangedAt;
  return w3c(latest > definitionChangedAt ? latest : definitionChangedAt);
}
