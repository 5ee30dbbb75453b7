import type { AppSettings } from '@ebelediye/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { configureApiClient } from '../lib/api-client';

/** Set on <html> by the prerendered page's guard script (guard.ts): `hydrate` or `replace`. */
export const PRERENDER_ATTRIBUTE = 'data-prerender';
/** The element carrying the settings a prerendered page was rendered with (JSON, never executed). */
export const SETTINGS_ELEMENT_ID = 'app-settings';

/**
 * The settings the server rendered this page with, if it prerendered it. They are the server's own
 * validated snapshot of /AppSetting.json, so they are not validated again here (that would put zod in
 * the first load); the app still asks /AppSetting.json right after and follows its answer (settings-gate).
 */
export function readPrerenderedSettings(): AppSettings | undefined {
  const text = document.getElementById(SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const settings = JSON.parse(text) as AppSettings;
    configureApiClient({ baseUrl: settings.Service, userName: settings.SystemUser });
    return settings;
  } catch {
    return undefined;
  }
}

/** Whether the guard found that this browser renders exactly the prerendered page (guard.ts). */
export function mayHydrate(root: HTMLElement): boolean {
  return root.firstChild !== null && document.documentElement.getAttribute(PRERENDER_ATTRIBUTE) === 'hydrate';
}

/**
 * Loads the lazily loaded screens the address matches and puts them in their routes, so that the
 * router's first render is the page itself, as the server rendered it, not its loading state.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
