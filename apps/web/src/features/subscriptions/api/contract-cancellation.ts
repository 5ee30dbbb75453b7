import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

// One hook per call of the subscription contract cancellation (docs/subscriptions.md).

/** GetSubscriptionList: the member's subscriptions with address, type and status. */
export function useSubscriptions() {
  return useQuery({
    queryKey: ['GetSubscriptionList'],
    queryFn: () => callOperation('GetSubscriptionList', {}),
    staleTime: 0,
  });
}

/** GetContractCancellationPreview: deposit, open debts, move-out window, terms. Fresh every time. */
export function useCancellationPreview(subscriberNo: string | null) {
  return useQuery({
    queryKey: ['GetContractCancellationPreview', subscriberNo],
    queryFn: () => callOperation('GetContractCancellationPreview', { subscriberNo: subscriberNo! }),
    enabled: subscriberNo !== null,
    staleTime: 0,
  });
}

/** GetBankList: the banks by EFT code, to name the bank of an IBAN as it is typed. */
export function useBanks() {
  return useQuery({ queryKey: ['GetBankList'], queryFn: () => callOperation('GetBankList', {}), staleTime: Infinity });
}

/** GetBankBranchList: a bank's branches, once its code is known. */
export function useBankBranches(bankCode: string | null) {
  return useQuery({
    queryKey: ['GetBankBranchList', bankCode],
    queryFn: () => callOperation('GetBankBranchList', { bankCode: bankCode! }),
    enabled: bankCode !== null,
    staleTime: Infinity,
  });
}

export function useUploadMeterPhoto() {
  return useMutation({
    mutationFn: ({ fileName, contentBase64 }: { fileName: string; contentBase64: string }) =>
      callOperation('UploadFile', { key: 'Declaration_TempFileList', fileName, contentBase64 }),
    meta: { handlesOwnErrors: true },
  });
}

export function useSendCancellationCode() {
  return useMutation({ mutationFn: () => callOperation('SendContractCancellationConfirmationCode', {}) });
}

/** StartElectronicStateContractCancellation: its refusals are shown beside the form. */
export function useStartCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'StartElectronicStateContractCancellation'>) =>
      callOperation('StartElectronicStateContractCancellation', input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['GetContractCancellationList'] });
      void queryClient.invalidateQueries({ queryKey: ['GetContractCancellationPreview'] });
    },
  });
}

export function useCancellations() {
  return useQuery({
    queryKey: ['GetContractCancellationList'],
    queryFn: () => callOperation('GetContractCancellationList', {}),
    staleTime: 0,
  });
}

export function useCancellation(applicationNo: string | null) {
  return useQuery({
    queryKey: ['GetContractCancellationDetail', applicationNo],
    queryFn: () => callOperation('GetContractCancellationDetail', { applicationNo: applicationNo! }),
    enabled: applicationNo !== null,
    staleTime: 0,
  });
}

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
