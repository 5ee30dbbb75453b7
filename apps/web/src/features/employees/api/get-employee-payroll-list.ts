import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const employeePayrollListQueryOptions = () =>
  queryOptions({ queryKey: ['GetEmployeePayrollList'], queryFn: () => callOperation('GetEmployeePayrollList', {}) });

/** The signed-in employee's payslips, newest first, and this month's if it is still held back. */
export function useEmployeePayrollList(enabled: boolean) {
  return useQuery({ ...employeePayrollListQueryOptions(), enabled });
}
