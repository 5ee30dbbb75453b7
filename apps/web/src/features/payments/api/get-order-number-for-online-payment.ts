import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';
import { onlinePaymentQueryKey } from './get-online-payment-accrument-list';

/**
 * Step 1 of the payment: the server reserves an order number and saves the attempt with today's
 * amounts before anything leaves for the bank. The screen shows a refused attempt (409) itself.
 */
export function useCreatePaymentAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accrualIds: number[]) => callOperation('GetOrderNumberForOnlinePayment', { accrualIds }),
    meta: { handlesOwnErrors: true },
    onSuccess: (summary) => queryClient.setQueryData(onlinePaymentQueryKey(summary.orderNo), summary),
  });
}
