import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';

export const refundsKey = ['desk', 'GetPaymentRefunds'] as const;

/** The queue (orders to refund, refunds awaiting approval, recent ones) and, with an order number, its refunds. */
export function usePaymentRefunds(orderNo?: string) {
  return useQuery({
    queryKey: [...refundsKey, orderNo ?? null],
    queryFn: () => callOperation('GetPaymentRefunds', orderNo ? { orderNo } : {}),
    staleTime: 0,
  });
}

function useRefundMutation<N extends 'RequestPaymentRefund' | 'ApprovePaymentRefund' | 'RejectPaymentRefund'>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<N>) => callOperation(name, input),
    onSettled: async () => {
      // An order's page (payments) shows its state and lines: a refund changes both.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: refundsKey }),
        queryClient.invalidateQueries({ queryKey: ['desk', 'GetDeskPayment'] }),
        queryClient.invalidateQueries({ queryKey: ['desk', 'SearchDeskPayments'] }),
      ]);
    },
  });
}

export const useRequestPaymentRefund = () => useRefundMutation('RequestPaymentRefund');
export const useApprovePaymentRefund = () => useRefundMutation('ApprovePaymentRefund');
export const useRejectPaymentRefund = () => useRefundMutation('RejectPaymentRefund');
