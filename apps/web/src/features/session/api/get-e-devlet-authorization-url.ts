import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';
import { pageLocation } from '../page-location';

/** Asks the server for e-Devlet's authorization address (it keeps the random state) and goes there. */
export function useEDevletRedirect() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await callOperation('GetEDevletAuthorizationUrl', {});
      pageLocation.assign(url);
    },
  });
}
