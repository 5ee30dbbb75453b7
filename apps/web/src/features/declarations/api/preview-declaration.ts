import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

/** The four `Preview…` twins of the record calls: the same computation, nothing saved. */
export type PreviewOperationName =
  | 'PreviewEMunicipalityEstateDeclaration'
  | 'PreviewEMunicipalityEntertainmentDeclaration'
  | 'PreviewEMunicipalityAdDeclaration'
  | 'PreviewEMunicipalityECTDeclaration';

export const declarationPreviewQueryOptions = <N extends PreviewOperationName>(name: N, input: InputOf<N>) =>
  queryOptions({
    // requestId changes nothing in the sum; leaving it out lets a repeated form share a cached answer.
    queryKey: [name, { ...input, requestId: undefined }],
    queryFn: () => callOperation(name, input),
    // The preview panel says why a sum could not be made (a table missing for the year, …).
    meta: { handlesOwnErrors: true },
    // Keep the last sum on screen while the next one is computed.
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });

/**
 * PreviewEMunicipality…Declaration: the live tax of a form being filled. Asked only when `input` is
 * given (the form is valid and the person stopped typing).
 */
export function useDeclarationPreview<N extends PreviewOperationName>(name: N, input: InputOf<N> | undefined) {
  return useQuery({
    ...declarationPreviewQueryOptions(name, (input ?? {}) as InputOf<N>),
    enabled: input !== undefined,
  });
}
