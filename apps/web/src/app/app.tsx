import type { AppSettings } from '@ebelediye/contract';
import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProvider } from './provider';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** The settings the server rendered the page with (prerender.ts): the first render needs no /AppSetting.json. */
  initialSettings?: AppSettings;
  /** Hydrating a member's screen the server rendered before knowing the member (decision 048). */
  memberUnknownAtFirst?: boolean;
}

export function App({ router, initialSettings, memberUnknownAtFirst }: AppProps) {
  return (
    <AppFrame initialSettings={initialSettings} memberUnknownAtFirst={memberUnknownAtFirst}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

/** The providers around the router, the same for the browser and for the prerender (entry-server.tsx). */
export function AppFrame({
  initialSettings,
  memberUnknownAtFirst,
  children,
}: {
  initialSettings?: AppSettings;
  memberUnknownAtFirst?: boolean;
  children: ReactNode;
}) {
  return (
    <AppProvider initialSettings={initialSettings} memberUnknownAtFirst={memberUnknownAtFirst}>
      {children}
    </AppProvider>
  );
}
