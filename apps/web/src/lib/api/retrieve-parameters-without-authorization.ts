import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../api-client';

export const retrieveParametersQueryOptions = (group: string) =>
  queryOptions({
    queryKey: ['RetrieveParametersWithoutAuthorization', group],
    queryFn: () => callOperation('RetrieveParametersWithoutAuthorization', { group }),
    staleTime: 10 * 60_000,
  });

export function usePublicParameters(group: string) {
  return useQuery(retrieveParametersQueryOptions(group));
}

export const documentParametersQueryOptions = () =>
  queryOptions({
    queryKey: ['RetrieveParametersWithoutAuthorization', 'DOSYA'],
    queryFn: () => callOperation('RetrieveParametersWithoutAuthorization', { group: 'DOSYA' }),
    meta: { handlesOwnErrors: true },
    staleTime: 10 * 60_000,
  });

/** The server's fallback when the parameter is missing (apps/api declarations/documents.ts). */
export const DEFAULT_DOCUMENT_LIMIT_MB = 5;

/**
 * RetrieveParametersWithoutAuthorization (group DOSYA): the size limit of an uploaded document as
 * the server enforces it (DOSYA_AZAMI_BOYUT_MB), so the screen states the same number.
 */
export function useDocumentSizeLimitMb(): number {
  const { data } = useQuery(documentParametersQueryOptions());
  const value = Number(data?.parameters.find((parameter) => parameter.code === 'DOSYA_AZAMI_BOYUT_MB')?.value);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_DOCUMENT_LIMIT_MB;
}
