import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/**
 * One application. An administrator opening another unit's gives a reason (decision 056): the screen
 * asks for it when the API answers that one is needed, and every read with it is on the audit trail.
 */
export function useDeskComplaint(id: number, reason?: string) {
  return useQuery({
    queryKey: ['desk', 'GetDeskComplaint', id, reason ?? null],
    queryFn: () => callOperation('GetDeskComplaint', reason ? { id, reason } : { id }),
    staleTime: 0,
    meta: { handlesOwnErrors: true },
  });
}
