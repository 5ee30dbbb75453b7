import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const employeeEnforcementQueryOptions = () =>
  queryOptions({
    queryKey: ['GetEmployeeEnforcementList'],
    queryFn: () => callOperation('GetEmployeeEnforcementList', {}),
  });

/** The enforcement files deducted from the employee's salary, in queue order, with the months' deductions. */
export function useEmployeeEnforcementList(enabled: boolean) {
  return useQuery({ ...employeeEnforcementQueryOptions(), enabled });
}
