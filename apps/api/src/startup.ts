import type { Config } from './config';
import { type DatabaseHandle, migrateDatabase } from './db/client';
import { missingSettings } from './domains/settings/required';
import type { SettingsSnapshot } from './domains/settings/snapshot';
import { seedBaseIfEmpty, seedDemoIfEmpty } from './seed';
import { hasDemoPeople } from './seed/base';

export class DemoDataError extends Error {}

/**
 * Migrates, then seeds a fresh database: the demo municipality in demo mode, only the base
 * (settings to fill in, parameters, the law's tables) otherwise. A database holding the demo people
 * is refused when demo mode is off, since their published password would sign in on a live portal.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<Config, 'DEMO_MODE'>,
): Promise<'demo' | 'base' | null> {
  await migrateDatabase(database);
  if (config.DEMO_MODE) return (await seedDemoIfEmpty(database.db)) ? 'demo' : null;
  if (await hasDemoPeople(database.db)) {
    throw new DemoDataError(
      'Bu veritabanında demo kişileri var (R-DEMO-… sicilleri, herkesin bildiği Demo2026 parolasıyla).\n' +
        'Demo kapalıyken (DEMO_MODE=false) bu veritabanıyla başlatılmaz: yeni bir veritabanı kullanın\n' +
        '(DATA_DIR klasörünü silin ya da başka bir DATABASE_URL verin) veya DEMO_MODE=true ile başlatın.',
    );
  }
  return (await seedBaseIfEmpty(database.db)) ? 'base' : null;
}

/**
 * What an operator must still set before citizens use the portal, one Turkish line each; empty when
 * nothing is missing. Demo mode needs none of it (the sandbox stands in), except being told it is a demo.
 */
export function goLiveWarnings(config: Config, settings: SettingsSnapshot): string[] {
  if (config.DEMO_MODE) {
    return config.NODE_ENV === 'production'
      ? ['DEMO_MODE=true: demo belediyesi ve /sandbox açık; gerçek bir belediye için DEMO_MODE=false olmalı.']
      : [];
  }
  const warnings: string[] = [];
  const missing = missingSettings(settings);
  if (missing.length > 0) warnings.push(`Boş ayarlar (settings tablosu ya da SETTING_<Ad>): ${missing.join(', ')}.`);

  const sandboxSettings = Object.entries(settings.public)
    .filter(([, v]) => typeof v === 'string' && v.startsWith('/sandbox'))
    .map(([key]) => key);
  const outsideParties = settings.public.IsEDevletLoginDisable
    ? (['NIS_URL', 'SMS_PROVIDER_URL'] as const)
    : (['EDEVLET_BASE_URL', 'NIS_URL', 'SMS_PROVIDER_URL'] as const);
  const sandboxEnv = outsideParties.filter((key) => config[key].startsWith('/sandbox'));
  if (sandboxSettings.length + sandboxEnv.length > 0) {
    warnings.push(
      `Demo kapalı ama şunlar /sandbox'u gösteriyor (gerçek adresleri verin): ${[...sandboxSettings, ...sandboxEnv].join(', ')}.`,
    );
  }
  if (config.SMS_PASSWORD === 'sandbox-password')
    warnings.push('SMS_PASSWORD verilmemiş: SMS sağlayıcısının parolası gerekli.');
  if (!settings.public.IsEDevletLoginDisable && config.EDEVLET_CLIENT_SECRET === 'sandbox-secret') {
    warnings.push(
      "EDEVLET_CLIENT_SECRET verilmemiş: e-Devlet girişi açıkken Türksat'ın verdiği gizli anahtar gerekli.",
    );
  }
  if (!config.PUBLIC_URL) {
    warnings.push(
      'PUBLIC_URL verilmemiş: vatandaşların kullandığı https:// adresi gerekli (banka ve e-Devlet dönüş adresleri ve istek kaynağı denetimi ona göre yapılır).',
    );
  } else if (config.PUBLIC_URL.startsWith('https:') && config.TRUST_PROXY === false) {
    warnings.push(
      'PUBLIC_URL https ama TRUST_PROXY kapalı: ters vekil sunucunun arkasında herkes vekilin adresinden geliyor görünür (hız sınırları ortak olur). TRUST_PROXY=loopback (ya da vekilin adresi) verin.',
    );
  }
  return warnings;
}
