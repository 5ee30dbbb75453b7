import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '../api-client';

export const receiptQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: ['CreateCollectionInfoReportForEMunicipality', orderNo],
    queryFn: () => callOperation('CreateCollectionInfoReportForEMunicipality', { orderNo }),
    // A posted collection's receipt never changes.
    staleTime: Infinity,
    retry: false,
    meta: { handlesOwnErrors: true },
  });

/** Where the PDF receipt of a posted online payment is (made from the collection, never from the callback). */
export function useReceipt(orderNo: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...receiptQueryOptions(orderNo), enabled: options.enabled ?? true });
}
