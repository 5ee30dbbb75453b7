import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../lib/api-client';

// One hook per SPEC §7 restructuring call (docs/restructuring.md).

/** GetRestructuringCurrentParameter: the campaign open today and the past ones. */
export function useRestructuringParameter() {
  return useQuery({
    queryKey: ['GetRestructuringCurrentParameter'],
    queryFn: () => callOperation('GetRestructuringCurrentParameter', {}),
  });
}

/** GetRestructurableDebtList: which debts the campaign takes and why not the others. Fresh every time: interest runs by the day. */
export function useRestructurableDebts(campaignId: number | undefined) {
  return useQuery({
    queryKey: ['GetRestructurableDebtList', campaignId],
    queryFn: () => callOperation('GetRestructurableDebtList', { campaignId: campaignId! }),
    enabled: campaignId !== undefined,
    staleTime: 0,
  });
}

/** AdjustRestructuring: the preview (nothing saved). */
export function useAdjustRestructuring() {
  return useMutation({
    mutationFn: (input: InputOf<'AdjustRestructuring'>) => callOperation('AdjustRestructuring', input),
  });
}

export function useSendRestructuringCode() {
  return useMutation({ mutationFn: () => callOperation('SendRestructuringConfirmationCode', {}) });
}

/** SaveRestructuring: its refusals (wrong code, amounts changed) are shown beside the form. */
export function useSaveRestructuring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'SaveRestructuring'>) => callOperation('SaveRestructuring', input),
    meta: { handlesOwnErrors: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['GetRestructuringPlanList'] });
      void queryClient.invalidateQueries({ queryKey: ['GetRestructurableDebtList'] });
      void queryClient.invalidateQueries({ queryKey: ['GetDebtListForEMunicipality'] });
    },
  });
}

export function useRestructuringPlans() {
  return useQuery({
    queryKey: ['GetRestructuringPlanList'],
    queryFn: () => callOperation('GetRestructuringPlanList', {}),
    staleTime: 0,
  });
}

export function useRestructuringPlan(planNo: string | null) {
  return useQuery({
    queryKey: ['GetRestructuringDetail', planNo],
    queryFn: () => callOperation('GetRestructuringDetail', { planNo: planNo! }),
    enabled: planNo !== null,
    staleTime: 0,
  });
}
