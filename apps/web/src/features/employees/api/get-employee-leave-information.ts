import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const employeeLeaveQueryOptions = (year: number | undefined) =>
  queryOptions({
    queryKey: ['GetEmployeeLeaveInformation', year ?? null],
    queryFn: () => callOperation('GetEmployeeLeaveInformation', year === undefined ? {} : { year }),
  });

/** The year's leave account and records (the latest year when none is chosen). */
export function useEmployeeLeaveInformation(year: number | undefined, enabled: boolean) {
  return useQuery({ ...employeeLeaveQueryOptions(year), enabled, placeholderData: keepPreviousData });
}
