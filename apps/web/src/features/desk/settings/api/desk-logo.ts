import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';
import { deskSettingsKey } from './get-desk-settings';

export function useUploadDeskLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'UploadDeskLogo'>) => callOperation('UploadDeskLogo', input),
    // The screen puts the refusal under its field, or in the dialog itself.
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deskSettingsKey }),
  });
}

export function useRemoveDeskLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation('RemoveDeskLogo', {}),
    // The screen puts the refusal under its field, or in the dialog itself.
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deskSettingsKey }),
  });
}
