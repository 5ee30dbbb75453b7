import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf } from '../../../../lib/api-client';
import { deskSettingsKey } from './get-desk-settings';

export function useSaveDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'SaveDeskSettings'>) => callOperation('SaveDeskSettings', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deskSettingsKey }),
  });
}
