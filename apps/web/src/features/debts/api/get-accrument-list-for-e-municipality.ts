import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const accrualListQueryOptions = (year: number | undefined) =>
  queryOptions({
    queryKey: ['GetAccrumentListForEMunicipality', year ?? 'all'],
    queryFn: () => callOperation('GetAccrumentListForEMunicipality', year === undefined ? {} : { year }),
    staleTime: 0,
  });

/** Every accrual (tahakkuk), paid or open, of one year or of all years. */
export function useAccrualList(year: number | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...accrualListQueryOptions(year), enabled: options.enabled ?? true });
}
