import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/** Everything the portal holds about the signed-in person, as JSON (KVKK art. 11); saved as a file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => callOperation('CitizenSupportDownloadMyData', {}),
    // The screen shows the failure itself (under the field, or in the error dialog once).
    meta: { handlesOwnErrors: true },
  });
}
