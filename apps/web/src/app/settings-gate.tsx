import type { AppSettings } from '@ebelediye/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppSettingsContext, loadAppSettings } from '../lib/app-settings';
import { StartupStatus } from './startup-status';

/**
 * SPEC §4 start-up: nothing but a loading or retry state until /AppSetting.json has loaded. A page
 * the server prerendered carries the settings it was rendered with (`initialSettings`): the app renders
 * (hydrates) with those at once and still asks /AppSetting.json, which stays the source (decision 032);
 * a difference re-renders with the fresh settings, an equal answer changes nothing.
 */
export function SettingsGate({ children, initialSettings }: { children: ReactNode; initialSettings?: AppSettings }) {
  const { data, isError, isFetching, refetch } = useQuery({
    queryKey: ['AppSetting'],
    queryFn: loadAppSettings,
    initialData: initialSettings,
    initialDataUpdatedAt: 0,
    staleTime: initialSettings ? 0 : Infinity,
    retry: false,
    meta: { handlesOwnErrors: true },
  });

  if (data) return <AppSettingsContext.Provider value={data}>{children}</AppSettingsContext.Provider>;
  if (isError) return <StartupStatus onRetry={() => void refetch()} retrying={isFetching} />;
  return <StartupStatus />;
}
