import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, type OutputOf } from '../../../lib/api-client';

export type Payslip = OutputOf<'GetEmployeePayroll'>;

export const employeePayrollQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: ['GetEmployeePayroll', year, month],
    queryFn: () => callOperation('GetEmployeePayroll', { year, month }),
  });

/** One month's payslip, line by line. */
export function useEmployeePayroll(period: { year: number; month: number } | undefined) {
  return useQuery({
    ...employeePayrollQueryOptions(period?.year ?? 0, period?.month ?? 0),
    enabled: period !== undefined,
  });
}
