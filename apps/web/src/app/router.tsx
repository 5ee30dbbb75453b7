import { Navigate, type RouteObject } from 'react-router';
import { paths, rootPath, routeEntries, type RouteEntry, type RouteKey } from './paths';
import { RequireAuth } from './require-auth';
import { RootRoute } from './root-route';
import { screens, type ScreenLoader } from './route-table';
import { RouteError } from './routes/route-error';
import { AppShell, SessionShell } from './shells';
import { StartupStatus } from './startup-status';
import { deskBasePath } from '../features/desk/desk-paths';

const screenOf = new Map<RouteEntry, ScreenLoader>(
  Object.entries(paths).map(([key, entry]) => [entry, screens[key as RouteKey]]),
);

function toRouteObject(entry: RouteEntry): RouteObject {
  const screen = screenOf.get(entry);
  if (!screen) throw new Error(`${entry.path} has no screen in route-table.ts`);
  return {
    path: entry.path,
    handle: entry,
    // Each screen is its own chunk, loaded the first time someone opens it (DESIGN "Web").
    lazy: async () => ({ Component: (await screen()).default }),
  };
}

/** Open routes of a layout, then its guarded ones behind the sign-in guard. */
function routesOf(layout: RouteEntry['layout']): RouteObject[] {
  const entries = routeEntries.filter((entry) => entry.layout === layout);
  const open = entries.filter((entry) => !entry.guard).map(toRouteObject);
  const guarded = entries.filter((entry) => entry.guard).map(toRouteObject);
  return guarded.length > 0 ? [...open, { Component: RequireAuth, children: guarded }] : open;
}

/** The whole route tree, built from the route table (paths.ts, and route-table.ts for the screens). */
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
        {
          path: `${deskBasePath}/*`,
          lazy: async () => ({ Component: (await import('../features/desk/desk-app')).default }),
        },
        { path: '*', element: <Navigate to={paths.notFound.path} replace /> },
      ],
    },
  ];
}
