import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

/**
 * UploadFile: a declaration document goes to the member's Declaration_TempFileList; the record call
 * later names it in `documents`, and the server moves it to that declaration's Declaration_UploadList.
 */
export function useUploadFile() {
  return useMutation({
    mutationFn: ({ fileName, contentBase64 }: { fileName: string; contentBase64: string }) =>
      callOperation('UploadFile', { key: 'Declaration_TempFileList', fileName, contentBase64 }),
    // The upload field shows the server's sentence (wrong type, too big) beside the file.
    meta: { handlesOwnErrors: true },
  });
}
