import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

/** A change to one application: the answer is the application as it now is; the queue is read anew. */
export function useComplaintChange<N extends 'AssignComplaint' | 'ChangeComplaintStatus' | 'AddComplaintNote'>(
  name: N,
) {
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
