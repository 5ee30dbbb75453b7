import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/** GetRestructuringCurrentParameter: the campaign open today and the past ones. */
export function useRestructuringParameter() {
  return useQuery({
    queryKey: ['GetRestructuringCurrentParameter'],
    queryFn: () => callOperation('GetRestructuringCurrentParameter', {}),
  });
}
