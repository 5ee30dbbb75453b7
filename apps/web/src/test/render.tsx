import type { AppSettings, MemberInfo } from '@ebelediye/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { useFailedCallHandler } from '../app/query-provider';
import { FeedbackProvider } from '../components/feedback';
import { AuthProvider } from '../lib/auth/auth-provider';
import { storeMember } from '../lib/auth/member-storage';
import { AppThemeProvider } from '../layout/themes/theme-preference';
import { configureApiClient } from '../lib/api-client';
import { AppSettingsContext } from '../lib/app-settings';
import { i18n } from '../lib/i18n';
import { createAppQueryClient } from '../lib/query-client';
import { testSettings } from './fixtures';

interface Options {
  settings?: AppSettings;
  /** Signed in as this member (kept in sessionStorage, as after a real sign-in). */
  member?: MemberInfo;
}

/** The app's query client without retries or refetches, so a test sees each call once. */
function TestQueryProvider({ children }: { children: ReactNode }) {
  const onFailedCall = useFailedCallHandler();
  const [client] = useState(() => {
    const queryClient = createAppQueryClient(onFailedCall);
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Everything AppProvider gives a screen, with settings already loaded. */
export function TestProviders({ children, settings = testSettings }: { children: ReactNode; settings?: AppSettings }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <FeedbackProvider>
          <AuthProvider>
            <TestQueryProvider>
              <AppSettingsContext.Provider value={settings}>{children}</AppSettingsContext.Provider>
            </TestQueryProvider>
          </AuthProvider>
        </FeedbackProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}

/** Renders routes in a memory router at `path`; returns the router to inspect where it went. */
export function renderRoutes(routes: RouteObject[], path: string, options: Options = {}) {
  const settings = options.settings ?? testSettings;
  configureApiClient({ baseUrl: settings.Service, userName: settings.SystemUser });
  if (options.member) storeMember(options.member);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <TestProviders settings={settings}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}

/** Renders one component inside the providers and a router at `path`. */
export function renderWithProviders(ui: ReactNode, options: Options & { path?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], options.path ?? '/', options);
}
