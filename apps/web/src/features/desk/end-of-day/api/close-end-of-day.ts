import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';
import { endOfDayKey } from './get-end-of-day';

export function useCloseEndOfDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'EndOfDayCloseDay'>) => callOperation('EndOfDayCloseDay', input),
    onSuccess: (result, input) => queryClient.setQueryData(endOfDayKey(input), result),
  });
}
