import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';

/** The desk's list of orders; null filters: nothing asked yet (the screen opens on an empty form). */
export function useDeskPayments(input: InputOf<'SearchDeskPayments'> | null) {
  return useQuery({
    queryKey: ['desk', 'SearchDeskPayments', input],
    queryFn: () => callOperation('SearchDeskPayments', input ?? {}),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
