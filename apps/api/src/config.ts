import { z } from 'zod';

/**
 * Everything the server reads from the environment, validated once at boot (fail fast, one clear
 * line per bad value). Settings of SPEC §3 live in the database; `SETTING_<Name>` overrides one.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'postgres:// ile başlayan bir bağlantı adresi olmalı')
    .optional(),
  /** Where PGlite keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Demo mode mounts the sandbox (banks, e-Devlet, SMS inbox) under /sandbox and seeds demo data. */
  DEMO_MODE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** The address citizens reach the portal at; bank and e-Devlet return addresses are built from it. */
  PUBLIC_URL: z.url('geçerli bir adres olmalı (ör. https://ebelediye.ornek.bel.tr)').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built SPA; served when it exists. */
  WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
  /**
   * Outside parties. Relative addresses (the defaults) reach the sandbox inside this process, so
   * demo mode and the tests need no network; production sets the real https:// addresses.
   */
  EDEVLET_BASE_URL: z.string().default('/sandbox/edevlet'),
  EDEVLET_CLIENT_SECRET: z.string().default('sandbox-secret'),
  NIS_URL: z.string().default('/sandbox/nis/Service/KPSPublic.asmx'),
  SMS_PROVIDER_URL: z.string().default('/sandbox/sms/xmlbulkhttppost.asp'),
  SMS_PASSWORD: z.string().default('sandbox-password'),
  /** The NestPay XML API user (its password is the MerchantPassword setting). */
  BANK_API_USER: z.string().default('ebelediye-api'),
  /** ALTCHA proof of work: the largest counter a browser may have to try (cost grows with it). */
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(1).default(4000),
  /** How often the SMS outbox job runs; 0 turns the timer off (tests drain it by hand). */
  SMS_DRAIN_INTERVAL_MS: z.coerce.number().int().min(0).default(2000),
  /** Behind a reverse proxy, trust its X-Forwarded-For so rate limits and audit see the citizen's IP. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema> & {
  /** SETTING_<Name>=value pairs from the environment, applied over the database's settings. */
  settingOverrides: Record<string, string>;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Ortam değişkenleri geçersiz:\n${lines.join('\n')}`);
  }
  const settingOverrides = Object.fromEntries(
    Object.entries(env)
      .filter(([key, value]) => key.startsWith('SETTING_') && value !== undefined)
      .map(([key, value]) => [key.slice('SETTING_'.length), value as string]),
  );
  return { ...parsed.data, settingOverrides };
}
