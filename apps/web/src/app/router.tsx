import { Navigate, type RouteObject } from 'react-router';
import { paths, rootPath, routeEntries, type RouteEntry } from './paths';
import { RequireAuth } from './require-auth';
import { RootRoute } from './root-route';
import { RouteError } from './routes/route-error';
import { ScreenPending } from './routes/screen-pending';
import { AppShell, SessionShell } from './shells';
import { StartupStatus } from './startup-status';
import { deskBasePath } from '../desk/desk-paths';

function toRouteObject(entry: RouteEntry): RouteObject {
  const { screen } = entry;
  return {
    path: entry.path,
    handle: entry,
    // Each screen is its own chunk, loaded the first time someone opens it (DESIGN "Web").
    ...(screen ? { lazy: async () => ({ Component: (await screen()).default }) } : { Component: ScreenPending }),
  };
}

/** Open routes of a layout, then its guarded ones behind the sign-in guard. */
function routesOf(layout: RouteEntry['layout']): RouteObject[] {
  const entries = routeEntries.filter((entry) => entry.layout === layout);
  const open = entries.filter((entry) => !entry.guard).map(toRouteObject);
  const guarded = entries.filter((entry) => entry.guard).map(toRouteObject);
  return guarded.length > 0 ? [...open, { Component: RequireAuth, children: guarded }] : open;
}

/** The whole route tree, built from the route table (paths.ts). */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      Component: RootRoute,
      ErrorBoundary: RouteError,
      HydrateFallback: StartupStatus,
      children: [
        { path: rootPath, element: <Navigate to={paths.home.path} replace /> },
        { Component: AppShell, children: routesOf('app') },
        { Component: SessionShell, children: routesOf('session') },
        // The staff desk: its own layout and routes, loaded only when someone opens /yonetim.
        { path: `${deskBasePath}/*`, lazy: async () => ({ Component: (await import('../desk/desk-app')).default }) },
        { path: '*', element: <Navigate to={paths.notFound.path} replace /> },
      ],
    },
  ];
}
