import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useComplaintLookup() {
  return useMutation({
    mutationFn: (input: InputOf<'GetComplaintByTrackingNo'>) => callOperation('GetComplaintByTrackingNo', input),
    meta: { handlesOwnErrors: true },
  });
}
