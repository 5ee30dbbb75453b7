import type { CardInput } from '@ebelediye/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

interface SaveRequestInput {
  orderNo: string;
  /** Only in the card-form models; it goes into this one request and nowhere else. */
  card?: CardInput;
}

/**
 * Step 2: the server prepares the form the browser posts to the bank's 3D Secure page. `gcTime: 0`
 * drops the mutation (and with it the card it carried) from the cache as soon as the screen unmounts.
 */
export function useSaveOnlinePaymentRequest() {
  return useMutation({
    mutationFn: ({ orderNo, card }: SaveRequestInput) =>
      callOperation('SaveOnlinePaymentRequest', card ? { orderNo, card } : { orderNo }),
    meta: { handlesOwnErrors: true },
    gcTime: 0,
  });
}
