import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

// The desk's complaint calls. Errors not handled by a screen reach the desk's own query
// client (desk-app.tsx): a 401 sends the person to the desk's sign-in.

export function useComplaintQueue(filters: InputOf<'GetComplaintQueue'>) {
  return useQuery({
    queryKey: ['desk', 'GetComplaintQueue', filters],
    queryFn: () => callOperation('GetComplaintQueue', filters),
    staleTime: 0,
  });
}

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

export function useStaffUnits() {
  return useQuery({
    queryKey: ['desk', 'GetStaffUnits'],
    queryFn: () => callOperation('GetStaffUnits', {}),
    staleTime: 10 * 60_000,
  });
}

export function useDeskCategories() {
  return useQuery({
    queryKey: ['desk', 'GetDeskComplaintCategories'],
    queryFn: () => callOperation('GetDeskComplaintCategories', {}),
    staleTime: 0,
  });
}

/** A change to one application: the answer is the application as it now is; the queue is read anew. */
function useComplaintChange<N extends 'AssignComplaint' | 'ChangeComplaintStatus' | 'AddComplaintNote'>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<N>) => callOperation(name, input),
    meta: { handlesOwnErrors: true },
    onSuccess: (answer) => {
      queryClient.setQueriesData({ queryKey: ['desk', 'GetDeskComplaint', answer.complaint.id] }, answer);
      void queryClient.invalidateQueries({ queryKey: ['desk', 'GetComplaintQueue'] });
    },
  });
}

export const useAssignComplaint = () => useComplaintChange('AssignComplaint');
export const useChangeComplaintStatus = () => useComplaintChange('ChangeComplaintStatus');
export const useAddComplaintNote = () => useComplaintChange('AddComplaintNote');

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'SaveComplaintCategory'>) => callOperation('SaveComplaintCategory', input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['desk', 'GetDeskComplaintCategories'] }),
  });
}

export function useOpen311Keys() {
  return useQuery({
    queryKey: ['desk', 'GetOpen311Keys'],
    queryFn: () => callOperation('GetOpen311Keys', {}),
    staleTime: 0,
  });
}

export function useIssueOpen311Key() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'IssueOpen311Key'>) => callOperation('IssueOpen311Key', input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['desk', 'GetOpen311Keys'] }),
  });
}

export function useRevokeOpen311Key() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'RevokeOpen311Key'>) => callOperation('RevokeOpen311Key', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['desk', 'GetOpen311Keys'] }),
  });
}
