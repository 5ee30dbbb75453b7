import { acceptedDocumentTypes, type MemberInfo } from '@ebelediye/contract';
import { istanbulToday, scaledInteger } from '@ebelediye/finance';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { turkishDate } from '../../../components/public-table/current-year';
import { useDocumentSizeLimitMb } from '../../../lib/api/retrieve-parameters-without-authorization';
import { MAX_DOCUMENTS } from './document-upload-field';
import type { DeclarationOwner } from './owner-card';

// What the entertainment, advertising and ÇTV forms and the my-declarations screen share beside the shell.

/** A lookup list as a form field needs it: the rows, and whether they are on their way or could not be fetched. */
export interface Lookup<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
}

/** The route reads a reference call (features/reference) and hands the form this. */
export function lookupOf<T>(query: UseQueryResult<{ items: T[] }>): Lookup<T> {
  return { items: query.data?.items ?? [], loading: query.isPending, failed: query.isError };
}

/** The signed-in member's registry, the taxpayer a declaration is made for. */
export function declarationOwner(member: MemberInfo | null): DeclarationOwner | undefined {
  const registry = member?.UserDetail.Registry;
  if (!registry) return undefined;
  return {
    name: [registry.name, registry.surname].filter(Boolean).join(' '),
    identityNoMasked: registry.identityNoMasked,
    kindName: registry.kindName,
  };
}

/** The documents' introduction of one kind (`declarations.<kind>.documents`), with the types, size limit and count the server enforces. */
export function useDocumentsIntro(kind: 'entertainment' | 'ad' | 'ect'): string {
  const { t } = useTranslation();
  const megabytes = useDocumentSizeLimitMb();
  return t(`declarations.${kind}.documents`, {
    types: Object.values(acceptedDocumentTypes).join(', '),
    megabytes,
    max: MAX_DOCUMENTS,
  });
}

/** "1.250.000,50", "1250000,5" or "1250000.50" TL → kuruş; '' → undefined; anything else NaN (the form's schema says why). */
export function parseLiraToKurus(text: string): number | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  const grouped = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value);
  if (!grouped && !/^\d+([.,]\d{1,2})?$/.test(value)) return Number.NaN;
  // Read as digits, never through a binary float: "0,29" is 29 kuruş exactly.
  try {
    return scaledInteger(grouped ? value.replace(/\./g, '') : value, 2);
  } catch {
    return Number.NaN;
  }
}

/** What a lira field keeps as the person types: digits, dots (thousands) and a comma. */
export const liraCharacters = (value: string) => value.replace(/[^\d.,]/g, '');

/** A moment (ISO timestamp) as the day it was on the municipality's clock: 23.11.2026. */
export const dayOf = (iso: string) => turkishDate(istanbulToday(new Date(iso)));
