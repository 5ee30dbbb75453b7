import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useUploadMeterPhoto() {
  return useMutation({
    mutationFn: ({ fileName, contentBase64 }: { fileName: string; contentBase64: string }) =>
      callOperation('UploadFile', { key: 'Declaration_TempFileList', fileName, contentBase64 }),
    meta: { handlesOwnErrors: true },
  });
}
