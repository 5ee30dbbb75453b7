import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'SaveComplaintCategory'>) => callOperation('SaveComplaintCategory', input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['desk', 'GetDeskComplaintCategories'] }),
  });
}
