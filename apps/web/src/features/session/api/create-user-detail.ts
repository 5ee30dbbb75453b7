import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';
import { registryDetailQueryOptions } from './get-registry-detail';

/** Adds an address to one's own registry; the registry on screen is replaced by the answer. */
export function useCreateUserDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'CreateUserDetail'>) => callOperation('CreateUserDetail', input),
    meta: { handlesOwnErrors: true },
    onSuccess: (data) => queryClient.setQueryData(registryDetailQueryOptions().queryKey, data),
  });
}
