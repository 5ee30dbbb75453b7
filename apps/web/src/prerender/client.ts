import type { AppSettings } from '@ebelediye/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { configureApiClient } from '../lib/api-client';

/** Set on <html> by the prerendered page's guard script (guard.ts): `hydrate` or `replace`. */
export const PRERENDER_ATTRIBUTE = 'data-prerender';
/** Set on <html> once React has hydrated a prerendered page: until then its buttons do nothing. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The element carrying the settings the server sent the page with (JSON, never executed; decision 047). */
export const SETTINGS_ELEMENT_ID = 'app-settings';

/**
 * The settings the server sent this page with: every page it serves carries them (a prerendered one
 * was rendered with them). They are the server's own validated snapshot of /AppSetting.json, so they
 * are not validated again here (that would put zod in the first load); the app still asks
 * /AppSetting.json right after and follows its answer (settings-gate).
 */
export function readServedSettings(): AppSettings | undefined {
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

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the visitor typed into the server's page before React took it over. React's first render puts
 * the form's own values (empty) back into the same inputs, so a phone user who starts typing the
 * moment the page shows would lose it. Call before hydrating; the function it returns, called once
 * hydration has committed, types it in again as input events, so the form's state takes it too.
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<TypedField>('input, textarea')]
    .filter(
      (field) =>
        field.type !== 'checkbox' &&
        field.type !== 'radio' &&
        field.type !== 'hidden' &&
        field.value !== field.defaultValue,
    )
    .map((field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value } of typed) {
      if (!field.isConnected) continue;
      // React keeps what it believes the field holds (set through the element's own setter) and calls
      // onChange when an input event finds something else; the prototype's setter changes the value
      // without React's knowledge. So: empty by React's account, the typed text by the person's.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
