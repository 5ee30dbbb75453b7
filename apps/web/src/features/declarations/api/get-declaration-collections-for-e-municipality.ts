import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type OutputOf } from '../../../lib/api-client';

export type DeclarationCollection = OutputOf<'GetDeclarationCollectionsForEMunicipality'>['collections'][number];

export const declarationCollectionsQueryOptions = (declarationId: number) =>
  queryOptions({
    queryKey: ['GetDeclarationCollectionsForEMunicipality', declarationId],
    queryFn: () => callOperation('GetDeclarationCollectionsForEMunicipality', { declarationId }),
    meta: { handlesOwnErrors: true },
    staleTime: 0,
  });

/** The payments (tahsilat) made against a declaration's accruals, newest first. */
export function useDeclarationCollections(declarationId: number) {
  return useQuery(declarationCollectionsQueryOptions(declarationId));
}
