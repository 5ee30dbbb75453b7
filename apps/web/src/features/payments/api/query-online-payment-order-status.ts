import type { PaymentState } from '@ebelediye/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/** States after which nothing changes any more; every other state is polled. */
export const finalPaymentStates: readonly PaymentState[] = [
  'PAID',
  'DECLINED',
  'FAILED',
  'EXPIRED',
  'REFUND_NEEDED',
  'REFUNDED',
  'VOIDED',
];
export const isFinalPaymentState = (state: PaymentState) => finalPaymentStates.includes(state);

/** How often a payment whose outcome is still open is asked about again. */
export const paymentStatusPollMs = 3_000;

export const paymentStatusQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: ['QueryOnlinePaymentOrderStatus', orderNo],
    queryFn: () => callOperation('QueryOnlinePaymentOrderStatus', { orderNo }),
    staleTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state && isFinalPaymentState(state) ? false : paymentStatusPollMs;
    },
    // A 404 (not this payer's order) will not change by asking again.
    retry: false,
    meta: { handlesOwnErrors: true },
  });

/**
 * The outcome of one payment. While it is open (CREATED, AUTHORISING, UNKNOWN, PAID_NOT_POSTED) it is
 * asked again every few seconds; the server settles unknown outcomes with the bank, never by charging again.
 */
export function usePaymentStatus(orderNo: string) {
  return useQuery({ ...paymentStatusQueryOptions(orderNo), enabled: orderNo !== '' });
}
