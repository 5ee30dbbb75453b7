import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export const onlinePaymentQueryKey = (orderNo: string) => ['GetOnlinePaymentAccrumentList', orderNo] as const;

export const onlinePaymentQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: onlinePaymentQueryKey(orderNo),
    queryFn: () => callOperation('GetOnlinePaymentAccrumentList', { orderNo }),
    staleTime: 0,
  });

/** One payment attempt: its items, amount and state (the bank window after a reload or a "back"). */
export function useOnlinePayment(orderNo: string | undefined) {
  return useQuery({ ...onlinePaymentQueryOptions(orderNo ?? ''), enabled: Boolean(orderNo) });
}
