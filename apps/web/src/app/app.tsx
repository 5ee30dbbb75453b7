import type { AppSettings } from '@ebelediye/contract';
import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProvider } from './provider';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** The settings the server rendered the page with (prerender.ts): the first render needs no /AppSetting.json. */
  initialSettings?: AppSettings;
}

export function App({ router, initialSettings }: AppProps) {
  return (
    <AppFrame initialSettings={initialSettings}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

/** The providers around the router, the same for the browser and for the prerender (entry-server.tsx). */
export function AppFrame({ initialSettings, children }: { initialSettings?: AppSettings; children: ReactNode }) {
  return <AppProvider initialSettings={initialSettings}>{children}</AppProvider>;
}
