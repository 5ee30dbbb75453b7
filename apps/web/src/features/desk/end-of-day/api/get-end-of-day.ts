import { useQuery } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';

export const endOfDayKey = (input: InputOf<'EndOfDayGetDay'>) =>
  ['desk', 'EndOfDayGetDay', input.bankCode, input.day] as const;

/** A bank's day, once one is chosen: the bank is asked for its day list each time, so nothing is kept. */
export function useEndOfDay(input: InputOf<'EndOfDayGetDay'> | undefined) {
  return useQuery({
    queryKey: input ? endOfDayKey(input) : ['desk', 'EndOfDayGetDay'],
    queryFn: () => callOperation('EndOfDayGetDay', input!),
    enabled: input !== undefined,
    staleTime: 0,
    retry: false,
  });
}
