import { QueryClientProvider } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { useErrorDialog, useToast } from '../../components/feedback';
import { UnauthenticatedError } from '../../lib/errors';
import { i18n } from '../../lib/i18n';
import { createAppQueryClient } from '../../lib/query-client';
import { desk } from '../../locales/tr/desk';
import { DeskLayout } from './desk-layout';
import { deskBasePath, deskSignInPath } from './desk-paths';
import { type DeskPage, deskPasswordPath, reachablePages } from './desk-pages';
import { useDeskTitle } from './desk-title';
import DeskSignInScreen from './sign-in/desk-sign-in-screen';
import { staffSessionKey, useStaffSession } from './staff-session';

// The desk's sentences join i18next when this chunk loads; citizens never download them.
if (!i18n.hasResourceBundle('tr', 'desk')) i18n.addResourceBundle('tr', 'desk', desk);

/** Screens are made lazy once, so a page keeps its state across re-renders of the layout. */
const lazyScreens = new Map<DeskPage, ComponentType>();
function screenOf(page: DeskPage): ComponentType {
  let screen = lazyScreens.get(page);
  if (!screen) {
    screen = lazy(page.screen);
    lazyScreens.set(page, screen);
  }
  return screen;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

function TitledPage({ page, children }: { page: DeskPage; children: ReactNode }) {
  useDeskTitle(page.title);
  return children;
}

/**
 * Signed in: the layout and the pages of the staff member's role. Otherwise: to the sign-in page.
 * Route objects through useRoutes (the data router's own matcher), which costs the citizens' shared
 * react-router chunk nothing, unlike <Routes>/<Route>.
 */
function DeskRoutes() {
  const { staff } = useStaffSession();
  const location = useLocation();
  const routes: RouteObject[] = staff
    ? [
        { path: 'giris', element: <Navigate to={deskBasePath} replace /> },
        {
          element: <DeskLayout staff={staff} />,
          children: [
            ...reachablePages(staff).map((page): RouteObject => {
              const Screen = screenOf(page);
              const element = (
                <TitledPage page={page}>
                  <Suspense fallback={<Loading />}>
                    <Screen />
                  </Suspense>
                </TitledPage>
              );
              return page.path === '' ? { index: true, element } : { path: page.path, element };
            }),
            {
              path: '*',
              element: (
                <Navigate
                  to={staff.mustChangePassword ? `${deskBasePath}/${deskPasswordPath}` : deskBasePath}
                  replace
                />
              ),
            },
          ],
        },
      ]
    : [
        { path: 'giris', element: <DeskSignInScreen /> },
        { path: '*', element: <Navigate to={deskSignInPath} replace state={{ returnTo: location.pathname }} /> },
      ];
  const element = useRoutes(routes);
  return staff === undefined ? <Loading /> : element;
}

/** A 401 from any desk call means the staff session ended: back to the desk's sign-in, never the citizen's. */
function DeskQueries({ children }: { children: ReactNode }) {
  const { showError } = useErrorDialog();
  const toast = useToast();
  const [client] = useState(() => {
    const created = createAppQueryClient((error) => {
      if (error instanceof UnauthenticatedError) {
        if (created.getQueryData(staffSessionKey)) toast(i18n.t('sessionEnded', { ns: 'desk' }), 'warning');
        created.setQueryData(staffSessionKey, null);
        return;
      }
      showError(error);
    });
    return created;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The staff desk at /yonetim: its own query cache, session, layout and routes (DESIGN "Staff desk"). */
export default function DeskApp() {
  return (
    <DeskQueries>
      <DeskRoutes />
    </DeskQueries>
  );
}
