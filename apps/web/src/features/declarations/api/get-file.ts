import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callOperation } from '../../../lib/api-client';

export const fileQueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: ['GetFile', fileId],
    queryFn: () => callOperation('GetFile', { fileId }),
    // A document can be large: keep it only while it is being looked at.
    gcTime: 0,
    staleTime: 0,
  });

/** GetFile, asked when a person opens a document (only its owner gets it): resolves to the file. */
export function useOpenFile() {
  const queryClient = useQueryClient();
  return useCallback((fileId: string) => queryClient.fetchQuery(fileQueryOptions(fileId)), [queryClient]);
}
