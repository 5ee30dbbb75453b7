import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export type GetAdvertisingTaxAnnualGroupTariffByProcessYearInput =
  InputOf<'GetAdvertisingTaxAnnualGroupTariffByProcessYear'>;

export const advertisingTariffQueryOptions = (input: GetAdvertisingTaxAnnualGroupTariffByProcessYearInput) =>
  queryOptions({
    queryKey: ['GetAdvertisingTaxAnnualGroupTariffByProcessYear', input],
    queryFn: () => callOperation('GetAdvertisingTaxAnnualGroupTariffByProcessYear', input),
    // The screen shows its own error state with a retry button.
    meta: { handlesOwnErrors: true },
    // Keep the table on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useAdvertisingTariff(input: GetAdvertisingTaxAnnualGroupTariffByProcessYearInput) {
  return useQuery(advertisingTariffQueryOptions(input));
}
