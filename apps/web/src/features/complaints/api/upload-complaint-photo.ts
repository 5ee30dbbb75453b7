import { useMutation } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

export function useUploadComplaintPhoto() {
  return useMutation({
    mutationFn: (input: InputOf<'UploadComplaintPhoto'>) => callOperation('UploadComplaintPhoto', input),
    meta: { handlesOwnErrors: true },
  });
}
