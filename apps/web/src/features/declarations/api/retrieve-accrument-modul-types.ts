import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const accrualTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['RetrieveAccrumentModulTypes'],
    queryFn: () => callOperation('RetrieveAccrumentModulTypes', {}),
    meta: { handlesOwnErrors: true },
    // The revenue types change with a new tariff, not within a visit.
    staleTime: 30 * 60_000,
  });

/** The revenue (accrual) types by code, e.g. EMLAK → "Emlak Vergisi"; empty until they arrive. */
export function useAccrualTypeNames(): Map<string, string> {
  const { data } = useQuery(accrualTypesQueryOptions());
  return new Map((data?.types ?? []).map((type) => [type.code, type.name]));
}
