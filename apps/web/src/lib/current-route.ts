import { useMatches } from 'react-router';
import { routeEntries, type RouteEntry } from '../app/paths';

const knownEntries = new Set<unknown>(routeEntries);

/** The route-table entry of the page being shown (each route carries its entry as `handle`). */
export function useCurrentRouteEntry(): RouteEntry | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast((handle): handle is RouteEntry => knownEntries.has(handle));
}
