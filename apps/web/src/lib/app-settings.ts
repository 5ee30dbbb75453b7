import type { AppSettings } from '@ebelediye/contract';
import { toTurkishUpperCase } from '@ebelediye/contract/turkish';
import { createContext, useContext } from 'react';
import { configureApiClient } from './api-client';
import { errorFromResponse, ServerError } from './errors';

export const APP_SETTINGS_URL = '/AppSetting.json';

/**
 * SPEC §4 start-up: the deployment settings load before anything else, and the API client learns
 * its base address and fixed userName from them before any screen can make a call.
 */
export async function loadAppSettings(): Promise<AppSettings> {
  const response = await fetch(APP_SETTINGS_URL, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw errorFromResponse(response.status, undefined);
  // The schema (and zod with it) loads with the settings, not before the first paint.
  const [{ appSettingsSchema }, body] = await Promise.all([
    import('@ebelediye/contract/settings'),
    response.json().catch(() => undefined),
  ]);
  const parsed = appSettingsSchema.safeParse(body);
  if (!parsed.success) throw new ServerError(response.status);
  configureApiClient({ baseUrl: parsed.data.Service, userName: parsed.data.SystemUser });
  return parsed.data;
}

/**
 * SPEC §4: the page title carries the capitalised municipality name; WCAG 2.4.2 asks that it also
 * names the page, so a page's own name comes first ("Giriş – YEŞİLVADİ BELEDİYESİ (DEMO)").
 */
export function documentTitleFor(
  settings: Pick<AppSettings, 'MunicipalityName' | 'MunicipalityNameCapital'>,
  pageName?: string,
): string {
  const municipality = settings.MunicipalityNameCapital || toTurkishUpperCase(settings.MunicipalityName);
  return pageName ? `${pageName} – ${municipality}` : municipality;
}

export const AppSettingsContext = createContext<AppSettings | null>(null);

export function useAppSettings(): AppSettings {
  const settings = useContext(AppSettingsContext);
  if (!settings) throw new Error('useAppSettings is used outside the settings gate');
  return settings;
}
