import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api-client';

export function useWithdrawCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationNo: string) => callOperation('WithdrawContractCancellation', { applicationNo }),
    onSuccess: (application) => {
      queryClient.setQueryData(['GetContractCancellationDetail', application.applicationNo], application);
      void queryClient.invalidateQueries({ queryKey: ['GetContractCancellationList'] });
    },
  });
}
