import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppSettingsContext, loadAppSettings } from '../lib/app-settings';
import { StartupStatus } from './startup-status';

/** SPEC §4 start-up: nothing but a loading or retry state until /AppSetting.json has loaded. */
export function SettingsGate({ children }: { children: ReactNode }) {
  const { data, isError, isFetching, refetch } = useQuery({
    queryKey: ['AppSetting'],
    queryFn: loadAppSettings,
    staleTime: Infinity,
    retry: false,
    meta: { handlesOwnErrors: true },
  });

  if (data) return <AppSettingsContext.Provider value={data}>{children}</AppSettingsContext.Provider>;
  if (isError) return <StartupStatus onRetry={() => void refetch()} retrying={isFetching} />;
  return <StartupStatus />;
}
