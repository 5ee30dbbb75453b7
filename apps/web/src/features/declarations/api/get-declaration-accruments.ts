import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type OutputOf } from '../../../lib/api-client';

export type DeclarationAccrual = OutputOf<'GetDeclarationAccruments'>['accruals'][number];

export const declarationAccrualsQueryOptions = (declarationId: number) =>
  queryOptions({
    queryKey: ['GetDeclarationAccruments', declarationId],
    queryFn: () => callOperation('GetDeclarationAccruments', { declarationId }),
    meta: { handlesOwnErrors: true },
    staleTime: 0,
  });

/** The accruals (installments) a declaration made, each with what has been paid of it. */
export function useDeclarationAccruals(declarationId: number) {
  return useQuery(declarationAccrualsQueryOptions(declarationId));
}
