import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../../lib/api-client';

export const deskDashboardKey = ['desk', 'GetDeskDashboard'] as const;

/** The desk home's figures, only the parts of the signed-in role; read again every five minutes while open. */
export function useDeskDashboard() {
  return useQuery({
    queryKey: deskDashboardKey,
    queryFn: () => callOperation('GetDeskDashboard', {}),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
