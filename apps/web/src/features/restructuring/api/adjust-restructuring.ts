import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

/** AdjustRestructuring: the preview (nothing saved). */
export function useAdjustRestructuring() {
  return useMutation({
    mutationFn: (input: InputOf<'AdjustRestructuring'>) => callOperation('AdjustRestructuring', input),
  });
}
