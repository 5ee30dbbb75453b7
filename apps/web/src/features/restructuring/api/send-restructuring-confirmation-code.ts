import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useSendRestructuringCode() {
  return useMutation({ mutationFn: () => callOperation('SendRestructuringConfirmationCode', {}) });
}
