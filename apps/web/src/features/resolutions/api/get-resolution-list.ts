import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export type GetResolutionListInput = InputOf<'GetResolutionList'>;

export const resolutionListQueryOptions = (input: GetResolutionListInput) =>
  queryOptions({
    queryKey: ['GetResolutionList', input],
    queryFn: () => callOperation('GetResolutionList', input),
    meta: { handlesOwnErrors: true },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useResolutionList(input: GetResolutionListInput) {
  return useQuery(resolutionListQueryOptions(input));
}

/** Every decision the filters match (for the CSV), page by page. */
export async function fetchAllResolutions(input: GetResolutionListInput) {
  const pageSize = 500;
  const first = await callOperation('GetResolutionList', { ...input, pageIndex: 0, pageSize });
  const items = [...first.items];
  for (let pageIndex = 1; items.length < first.totalCount && pageIndex < 20; pageIndex++) {
    const page = await callOperation('GetResolutionList', { ...input, pageIndex, pageSize });
    if (page.items.length === 0) break;
    items.push(...page.items);
  }
  return items;
}
