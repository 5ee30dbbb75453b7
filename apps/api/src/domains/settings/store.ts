import { type AppSettings, appSettingsSchema, isInPauseWindow, pauseWindowOf, type SecretSettingKey, toTurkishUpperCase } from '@ebelediye/contract';
import { settings } from '../../db/schema';
import type { Database } from '../../db/client';

type RawSettings = Record<string, unknown>;

export interface SettingsSnapshot {
  /** What GET /AppSetting.json serves: SPEC §3 minus secrets. */
  public: AppSettings;
  secret(key: SecretSettingKey): string;
}

/** Reads an environment override as the type the setting has in the schema ("true" → true, "40" → 40). */
function coerceOverride(key: string, value: string): unknown {
  const field = appSettingsSchema.shape[key as keyof AppSettings];
  const kind = field?.def.type;
  if (kind === 'boolean') return value === 'true' || value === '1';
  if (kind === 'number') return Number(value);
  return value;
}

/**
 * The deployment settings, read from the database with `SETTING_<Name>` environment overrides.
 * Kept in memory for a few seconds: every request consults the pause window, and several server
 * processes must still see a change an operator makes without a restart.
 */
export class SettingsStore {
  private cached?: { at: number; snapshot: SettingsSnapshot };

  constructor(
    private readonly db: Database,
    private readonly options: { overrides: Record<string, string>; demoMode: boolean; ttlMs?: number },
  ) {}

  async get(): Promise<SettingsSnapshot> {
    const ttl = this.options.ttlMs ?? 10_000;
    if (this.cached && Date.now() - this.cached.at < ttl) return this.cached.snapshot;
    const snapshot = await this.load();
    this.cached = { at: Date.now(), snapshot };
    return snapshot;
  }

  /** After a write to the settings table (tests, an operator's tool). */
  invalidate(): void {
    this.cached = undefined;
  }

  private async load(): Promise<SettingsSnapshot> {
    const rows = await this.db.select().from(settings);
    const raw: RawSettings = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value)]));
    for (const [key, value] of Object.entries(this.options.overrides)) raw[key] = coerceOverride(key, value);
    if (!raw.MunicipalityNameCapital && typeof raw.MunicipalityName === 'string') {
      raw.MunicipalityNameCapital = toTurkishUpperCase(raw.MunicipalityName);
    }
    raw.DemoMode = this.options.demoMode;
    const parsed = appSettingsSchema.safeParse(raw);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      throw new Error(`Ayarlar eksik veya hatalı (settings tablosu / SETTING_* değişkenleri): ${problems}`);
    }
    return {
      public: parsed.data,
      secret: (key) => String(raw[key] ?? ''),
    };
  }
}

export function isPaused(snapshot: SettingsSnapshot, now: Date): boolean {
  return isInPauseWindow(pauseWindowOf(snapshot.public), now);
}
