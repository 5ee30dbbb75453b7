import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';
import { deskSettingsKey } from './get-desk-settings';

export function useSaveDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'SaveDeskSettings'>) => callOperation('SaveDeskSettings', input),
    // The screen puts the refusal under its field, or in the dialog itself.
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deskSettingsKey }),
  });
}
