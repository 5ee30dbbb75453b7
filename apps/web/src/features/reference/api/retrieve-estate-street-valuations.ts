import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export type RetrieveEstateStreetValuationsInput = InputOf<'RetrieveEstateStreetValuations'>;

export const estateStreetValuationsQueryOptions = (input: RetrieveEstateStreetValuationsInput) =>
  queryOptions({
    queryKey: ['RetrieveEstateStreetValuations', input],
    queryFn: () => callOperation('RetrieveEstateStreetValuations', input),
    // The screen shows its own error state with a retry button.
    meta: { handlesOwnErrors: true },
    // Keep the table on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useEstateStreetValuations(input: RetrieveEstateStreetValuationsInput) {
  return useQuery(estateStreetValuationsQueryOptions(input));
}

/** Every row the filters match, page by page (for the CSV of what the table shows across its pages). */
export async function fetchAllEstateStreetValuations(input: RetrieveEstateStreetValuationsInput) {
  const pageSize = 500;
  const first = await callOperation('RetrieveEstateStreetValuations', { ...input, pageIndex: 0, pageSize });
  const items = [...first.items];
  for (let pageIndex = 1; items.length < first.totalCount && pageIndex < 40; pageIndex++) {
    const page = await callOperation('RetrieveEstateStreetValuations', { ...input, pageIndex, pageSize });
    if (page.items.length === 0) break;
    items.push(...page.items);
  }
  return items;
}
