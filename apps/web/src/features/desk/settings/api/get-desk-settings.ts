import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../../lib/api-client';

export const deskSettingsKey = ['desk', 'GetDeskSettings'] as const;

export function useDeskSettings() {
  return useQuery({
    queryKey: deskSettingsKey,
    queryFn: () => callOperation('GetDeskSettings', {}),
    staleTime: 0,
  });
}
