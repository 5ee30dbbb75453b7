import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../../lib/api-client';

export function useDeskPayment(orderNo: string) {
  return useQuery({
    queryKey: ['desk', 'GetDeskPayment', orderNo],
    queryFn: () => callOperation('GetDeskPayment', { orderNo }),
    staleTime: 0,
    retry: false,
  });
}
