import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { apiRoot } from './paths';

/** A duration in milliseconds between `min` and `max`. */
const milliseconds = (min: number, max: number) =>
  z.coerce
    .number()
    .int('tam sayı (milisaniye) olmalı')
    .min(min, `en az ${min} ms olmalı`)
    .max(max, `en çok ${max} ms olmalı`);

/** The request path's PostgreSQL limits: a call ends within 2 s when the database is down or silent. */
export const databaseTimeoutDefaults = {
  DB_CONNECT_TIMEOUT_MS: 1000,
  DB_STATEMENT_TIMEOUT_MS: 1200,
  DB_QUERY_TIMEOUT_MS: 1500,
};

/**
 * Everything the server reads from the environment, validated once at boot (fail fast, one clear
 * line per bad value). Settings of SPEC §3 live in the database; `SETTING_<Name>` overrides one.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * Where this process opens its internal address (a port of its own, chosen by the system) when it
     * holds a PayFlex MPI card, so that another process can hand the bank's return over to it. The
     * loopback address serves the processes of one machine; with several machines, this machine's
     * private address (docs/scaling.md, "PayFlex MPI").
     */
    INTERNAL_HOST: z.string().min(1).default('127.0.0.1'),
    /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'postgres:// ile başlayan bir bağlantı adresi olmalı')
      .optional(),
    /**
     * Where each process LISTENs for the database's notices (the session cache, decision 041) when
     * DATABASE_URL goes through a transaction-mode pooler, which cannot carry LISTEN: PostgreSQL itself.
     */
    DATABASE_LISTEN_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'postgres:// ile başlayan bir bağlantı adresi olmalı')
      .optional(),
    /**
     * PostgreSQL limits of the request path (migrations, seeding and imports have none). Together they
     * keep a call within 2 s when the database is down or silent: it then answers 503. See
     * docs/configuration.md, "Veritabanı zaman aşımları".
     */
    DB_CONNECT_TIMEOUT_MS: milliseconds(100, 60_000).default(databaseTimeoutDefaults.DB_CONNECT_TIMEOUT_MS),
    /** The server cancels a statement that runs longer (and stops working on it)… */
    DB_STATEMENT_TIMEOUT_MS: milliseconds(100, 600_000).default(databaseTimeoutDefaults.DB_STATEMENT_TIMEOUT_MS),
    /** …the client gives the connection up after this long without an answer (a silent server). */
    DB_QUERY_TIMEOUT_MS: milliseconds(100, 600_000).default(databaseTimeoutDefaults.DB_QUERY_TIMEOUT_MS),
    /**
     * How long a process may keep a session it has looked up (docs/decisions/041): the database
     * announces every change to it through LISTEN/NOTIFY, on a direct connection (DATABASE_LISTEN_URL
     * behind a transaction-mode pooler). 0 turns the cache off: every signed-in call reads the session.
     */
    SESSION_CACHE_MS: milliseconds(0, 60_000).default(30_000),
    /**
     * How long a process may keep a debt list it has computed (docs/decisions/046), on the same
     * announcements: every change to a registry's accruals and holds, to the revenue types, rates and
     * holidays. 0 turns the cache off: every debt list is computed from the database.
     */
    DEBT_LIST_CACHE_MS: milliseconds(0, 600_000).default(60_000),
    /**
     * How long a stop (SIGTERM) may take to finish the requests a process holds before it gives up,
     * says how many were left, and exits 1: below systemd's TimeoutStopSec (45 s in deploy/), so the
     * process, not systemd's SIGKILL, ends a stop that hangs.
     */
    SHUTDOWN_TIMEOUT_MS: milliseconds(1000, 600_000).default(30_000),
    /**
     * A listening socket this process inherited instead of opening HOST:PORT: systemd's socket unit
     * (deploy/ebelediye.socket) holds the port while the service restarts, and scripts/start.mjs passes
     * it on as descriptor 3. Set by start.mjs from systemd's LISTEN_FDS, not by hand.
     */
    LISTEN_FD: z.coerce.number().int('tam sayı olmalı').min(3, 'en az 3 olmalı').optional(),
    /** Where PGlite keeps its files when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default('./data'),
    /**
     * Demo mode mounts the sandbox (banks, e-Devlet, SMS inbox) under /sandbox and seeds the demo
     * municipality. Unset, it is on — except with NODE_ENV=production, where a forgotten variable
     * must never publish the demo accounts.
     */
    DEMO_MODE: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /**
     * The OpenAPI document and its page at /api/docs. Unset, they are served — except with
     * NODE_ENV=production, where the map of every call is published only when asked for.
     */
    API_DOCS: z
      .enum(['true', 'false'], { error: 'true ya da false olmalı' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /** The address citizens reach the portal at; bank and e-Devlet return addresses are built from it. */
    PUBLIC_URL: z.url('geçerli bir adres olmalı (ör. https://ebelediye.ornek.bel.tr)').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The built SPA; served when it exists. */
    WEB_DIST: z.string().default(join(apiRoot, '../web/dist')),
    /**
     * Outside parties. Relative addresses (the defaults) reach the sandbox inside this process, so
     * demo mode and the tests need no network; production sets the real https:// addresses.
     */
    EDEVLET_BASE_URL: z.string().default('/sandbox/edevlet'),
    EDEVLET_CLIENT_SECRET: z.string().default('sandbox-secret'),
    NIS_URL: z.string().default('/sandbox/nis/Service/KPSPublic.asmx'),
    SMS_PROVIDER_URL: z.string().default('/sandbox/sms/xmlbulkhttppost.asp'),
    /**
     * A map tile server for the complaint form's optional point, as an XYZ template
     * (https://tiles.example/{z}/{x}/{y}.png; `{s}` in the host for a-b-c subdomains). Unset: the form
     * offers the address register only. http:// only for a loopback host (a tile server on the same
     * machine, as the e2e journey's): the browser would otherwise load tiles in the clear.
     * Its origin is added to the CSP's img-src (plugins/security.ts, tileOrigin).
     */
    MAP_TILE_URL: z
      .string()
      .trim()
      .regex(
        /^(https:\/\/[^\s]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/[^\s]*)\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/,
        'MAP_TILE_URL https:// ile başlayan (yalnızca 127.0.0.1 veya localhost için http://) ve {z}, {x}, {y} içeren bir adres şablonu olmalıdır.',
      )
      .refine((url) => tileOrigin(url) !== undefined, 'MAP_TILE_URL adresinin sunucu kısmı geçerli değil.')
      .optional(),
    SMS_PASSWORD: z.string().default('sandbox-password'),
    /** The NestPay XML API user (its password is the MerchantPassword setting). */
    BANK_API_USER: z.string().default('ebelediye-api'),
    /** VakıfBank VPOS (Vposreq.aspx) for Common Payment's cancels and refunds; default: next to VPosWebRequestUrl. */
    PAYFLEX_VPOS_URL: z.string().url('PAYFLEX_VPOS_URL bir adres olmalıdır.').optional(),
    /** ALTCHA proof of work: the largest counter a browser may have to try (cost grows with it). */
    CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(1).default(4000),
    /** How often the SMS outbox job runs; 0 turns the timer off (tests drain it by hand). */
    SMS_DRAIN_INTERVAL_MS: z.coerce.number().int().min(0).default(2000),
    /**
     * Behind a reverse proxy, trust its X-Forwarded-For/-Proto/-Host so that rate limits, sessions and
     * the audit log see the citizen's address and cookies are Secure on HTTPS: `true` (any peer),
     * `false`, or the proxy's addresses (`127.0.0.1`, `10.0.0.0/8`, `loopback`, comma-separated).
     */
    /**
     * API processes on this machine (apps/api/src/cluster.ts). Unset: one per core in production on
     * PostgreSQL, 1 otherwise. PGlite and demo mode need exactly 1: PGlite's database and the sandbox's
     * banks and e-Devlet live in one process's memory.
     */
    WEB_CONCURRENCY: z.coerce
      .number()
      .int('tam sayı olmalı')
      .min(1, 'en az 1 olmalı')
      .max(256, 'en çok 256 olmalı')
      .optional(),
    /**
     * Prometheus metrics (docs/operations.md, "Metrics") on a port of their own, never the citizens':
     * off unless given. With several API processes the primary serves every worker's together.
     */
    METRICS_PORT: z.coerce
      .number()
      .int('tam sayı olmalı')
      .min(1, '1–65535 olmalı')
      .max(65535, '1–65535 olmalı')
      .optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** Addresses and ranges (10.0.0.5, 10.0.0.0/8; comma-separated) allowed to read the metrics; any when empty. */
    METRICS_ALLOW: z
      .string()
      .default('')
      .transform((value, context) => {
        const entries = value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        if (entries.every((entry) => parseTrustProxy(entry) !== undefined && !proxyRangeNames.has(entry)))
          return entries;
        context.addIssue({
          code: 'custom',
          message: 'adresler ya da adres aralıkları olmalı (ör. 10.0.0.5, 10.0.0.0/8)',
        });
        return z.NEVER;
      }),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, context) => {
        const trustProxy = parseTrustProxy(v);
        if (trustProxy !== undefined) return trustProxy;
        context.addIssue({
          code: 'custom',
          message:
            'true, false ya da vekil sunucunun adresleri olmalı (ör. 127.0.0.1, 10.0.0.0/8, loopback; virgülle ayrılmış)',
        });
        return z.NEVER;
      }),
  })
  .transform(({ DEMO_MODE, API_DOCS, ...env }) => ({
    ...env,
    DEMO_MODE: DEMO_MODE ?? env.NODE_ENV !== 'production',
    API_DOCS: API_DOCS ?? env.NODE_ENV !== 'production',
  }))
  .superRefine((env, context) => {
    if ((env.WEB_CONCURRENCY ?? 1) === 1) return;
    if (!env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message:
          'PGlite (DATABASE_URL yok) tek süreçle çalışır: 1 olmalı ya da DATABASE_URL ile PostgreSQL kullanılmalı',
      });
    } else if (env.DEMO_MODE) {
      context.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: "demo kipinde 1 olmalı: /sandbox'un bankaları ve e-Devlet'i tek sürecin belleğinde",
      });
    }
  })
  .transform(({ WEB_CONCURRENCY, ...env }) => ({
    ...env,
    WEB_CONCURRENCY:
      WEB_CONCURRENCY ??
      (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.DEMO_MODE ? availableParallelism() : 1),
  }));

/** proxy-addr's names for address ranges, accepted as they are. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's `trustProxy`, or undefined when malformed. A hop count is refused: Fastify
 * cannot check the peer with a count, so it ignores X-Forwarded-Proto and the cookie would not be Secure.
 */
/**
 * The CSP source for a tile template's server: scheme and host (with port), `{s}` (Leaflet's a/b/c
 * subdomains) as a `*.` wildcard. Undefined when the host is not a plain host name.
 */
export function tileOrigin(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/.exec(template);
  if (!match) return undefined;
  const host = (match[2] ?? '').replace(/^\{s\}\./, '*.');
  if (!/^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$|^\[::1\](:\d{1,5})?$/i.test(host)) return undefined;
  return `${match[1]}://${host.toLowerCase()}`;
}

export function parseTrustProxy(value: string): boolean | string[] | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (proxyRangeNames.has(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  return valid ? entries : undefined;
}

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
