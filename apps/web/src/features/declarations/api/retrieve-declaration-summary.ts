import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type OutputOf } from '../../../lib/api-client';

export type DeclarationSummary = OutputOf<'RetrieveDeclarationSummary'>['declarations'][number];

export const declarationSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['RetrieveDeclarationSummary'],
    queryFn: () => callOperation('RetrieveDeclarationSummary', {}),
    // No handlesOwnErrors: an expired session must reach the app's handler and send the member to sign-in.
    // A payment elsewhere changes what is paid and what is left: always read it fresh.
    staleTime: 0,
  });

/** The signed-in member's declarations, newest first: total, paid, left, the PDF summary and the attached documents. */
export function useDeclarationSummary() {
  return useQuery(declarationSummaryQueryOptions());
}
