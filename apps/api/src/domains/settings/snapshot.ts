import {
  type AppSettings,
  appSettingsSchema,
  isInPauseWindow,
  pauseWindowOf,
  type SecretSettingKey,
  toTurkishUpperCase,
} from '@ebelediye/contract';
import type { Database } from '../../db/client';
import { storedLogo, storedSettingRows } from './store';

type RawSettings = Record<string, unknown>;

export interface SettingsSnapshot {
  /** What GET /AppSetting.json serves: SPEC §3 minus secrets. */
  public: AppSettings;
  secret(key: SecretSettingKey): string;
  /** The logo uploaded at the desk (PNG), drawn on receipts and documents; absent, the initials are. */
  logo?: SettingsLogo | null;
}

export interface SettingsLogo {
  content: Buffer;
  mimeType: string;
  width: number;
  height: number;
  updatedAt: Date;
}

/** Reads an environment override as the type the setting has in the schema ("true" → true, "40" → 40). */
function coerceOverride(key: string, value: string): unknown {
  let field: { def: { type: string; innerType?: unknown } } | undefined =
    appSettingsSchema.shape[key as keyof AppSettings];
  // A setting with a default (RefundApprovalLimitKurus) is read as the type it wraps.
  while (field && (field.def.type === 'default' || field.def.type === 'optional'))
    field = field.def.innerType as typeof field;
  const kind = field?.def.type;
  if (kind === 'boolean') return value === 'true' || value === '1';
  if (kind === 'number') return Number(value);
  return value;
}

/**
 * The stored settings with `SETTING_<Name>` overrides applied. `MunicipalityNameCapital` (titles,
 * receipts, PDFs) follows the name: it is derived from the name in effect unless it was set
 * explicitly — by its own override, or stored as something other than the stored name upper-cased
 * (e.g. "T.C. GÖL BELEDİYE BAŞKANLIĞI"). So overriding only the name never leaves the old capital.
 */
export function withOverrides(stored: RawSettings, overrides: Record<string, string>): RawSettings {
  const raw: RawSettings = { ...stored };
  for (const [key, value] of Object.entries(overrides)) raw[key] = coerceOverride(key, value);
  const storedCapital = stored.MunicipalityNameCapital;
  const storedIsDerived =
    !storedCapital ||
    (typeof stored.MunicipalityName === 'string' && storedCapital === toTurkishUpperCase(stored.MunicipalityName));
  const explicit = 'MunicipalityNameCapital' in overrides || !storedIsDerived;
  if (!explicit && typeof raw.MunicipalityName === 'string')
    raw.MunicipalityNameCapital = toTurkishUpperCase(raw.MunicipalityName);
  return raw;
}

/**
 * The deployment settings, read from the database with `SETTING_<Name>` environment overrides.
 * Kept in memory for a few seconds: every request consults the pause window. A save at the desk
 * announces itself (LISTEN/NOTIFY, store.ts) and every process drops its copy at once; a change made
 * with SQL is seen within the few seconds (decision 086).
 */
export class SettingsStore {
  private cached?: { at: number; snapshot: SettingsSnapshot };
  /** Counts invalidations: a load that began before one is not kept, it may hold the old values. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly options: { overrides: Record<string, string>; demoMode: boolean; ttlMs?: number },
  ) {}

  async get(): Promise<SettingsSnapshot> {
    const ttl = this.options.ttlMs ?? 10_000;
    if (this.cached && Date.now() - this.cached.at < ttl) return this.cached.snapshot;
    const generation = this.generation;
    const snapshot = await this.load();
    if (generation === this.generation) this.cached = { at: Date.now(), snapshot };
    return snapshot;
  }

  /** After a write to the settings table (a save at the desk, its notice from another process, tests). */
  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
  }

  private async load(): Promise<SettingsSnapshot> {
    const [rows, logo] = await Promise.all([storedSettingRows(this.db), storedLogo(this.db)]);
    const stored: RawSettings = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value)]));
    const raw = withOverrides(stored, this.options.overrides);
    raw.DemoMode = this.options.demoMode;
    const parsed = appSettingsSchema.safeParse(raw);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      throw new Error(`Ayarlar eksik veya hatalı (settings tablosu / SETTING_* değişkenleri): ${problems}`);
    }
    return {
      public: parsed.data,
      secret: (key) => String(raw[key] ?? ''),
      logo: logo
        ? {
            content: logo.content,
            mimeType: logo.mimeType,
            width: logo.width,
            height: logo.height,
            updatedAt: logo.updatedAt,
          }
        : null,
    };
  }
}

export function isPaused(snapshot: SettingsSnapshot, now: Date): boolean {
  return isInPauseWindow(pauseWindowOf(snapshot.public), now);
}
