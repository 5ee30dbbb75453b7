import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useSendCancellationCode() {
  return useMutation({ mutationFn: () => callOperation('SendContractCancellationConfirmationCode', {}) });
}
