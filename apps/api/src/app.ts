import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { sandboxPlugin } from '@ebelediye/sandbox';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import type { DestinationStream } from 'pino';
import { tileOrigin, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Domain } from './domain';
import { addressDomain } from './domains/address';
import { apiCompression } from './checked-answer';
import { debtsDomain } from './domains/debts';
import { debtListAnswers } from './domains/debts/debt-list-answers';
import { declarationsDomain } from './domains/declarations';
import { employeesDomain } from './domains/employees';
import { menusDomain } from './domains/menus';
import { paymentsDomain } from './domains/payments';
import { cardKeeperPlugin } from './domains/payments/card-keeper';
import { referenceDomain } from './domains/reference';
import { resolutionsDomain } from './domains/resolutions';
import { restructuringDomain } from './domains/restructuring';
import { subscriptionsDomain } from './domains/subscriptions';
import { sessionDomain } from './domains/session';
import { sessionPlugin } from './domains/session/sessions';
import { staffRefusalsPlugin } from './domains/staff/refusals';
import { staffAuditDomain } from './domains/staff/audit-trail';
import { staffAdminDomain } from './domains/staff/admin';
import { reconciliationDomain } from './domains/payments/reconciliation-desk';
import { deskPaymentsDomain } from './domains/payments/desk-payments';
import { endOfDayDomain } from './domains/payments/end-of-day-desk';
import { settingsDeskDomain } from './domains/settings/desk';
import { settingsNoticeChannel } from './domains/settings/store';
import { citizenSupportDomain } from './domains/citizen-support';
import { dashboardDomain } from './domains/dashboard';
import { refundsDomain } from './domains/payments/refunds-desk';
import { staffDomain } from './domains/staff';
import { complaintsDomain } from './domains/complaints';
import { eventsDomain } from './domains/events';
import { open311Plugin } from './domains/open311';
import { integrationDomain, integrationPlugin } from './domains/integration';
import { staffSessionPlugin } from './domains/staff/sessions';
import { smsAccount, smsDomain } from './domains/sms';
import { jobs } from './jobs';
import { metrics } from './metrics';
import { settingsRoutes } from './domains/settings/routes';
import { SettingsStore } from './domains/settings/snapshot';
import { loggerOptions, requestLogPlugin } from './logging';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { operationsPlugin } from './plugins/operations';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { healthRoutes } from './plugins/health';
import { demoRevenueSystem } from './seed/revenue-system';

export const domains: Domain[] = [
  menusDomain,
  referenceDomain,
  sessionDomain,
  smsDomain,
  debtsDomain,
  paymentsDomain,
  declarationsDomain,
  addressDomain,
  resolutionsDomain,
  restructuringDomain,
  employeesDomain,
  staffDomain,
  complaintsDomain,
  subscriptionsDomain,
  staffAuditDomain,
  staffAdminDomain,
  integrationDomain,
  eventsDomain,
  reconciliationDomain,
  deskPaymentsDomain,
  endOfDayDomain,
  settingsDeskDomain,
  citizenSupportDomain,
  dashboardDomain,
  refundsDomain,
];

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The server's clock; tests pass a fixed one. */
  now?: () => Date;
  /** false: no logging (tests); a stream: where the log lines go (tests that read them); stdout by default. */
  logger?: false | DestinationStream;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // a relative address: our own origin, already allowed
  }
}

/** The whole server as one Fastify instance: external plugins, then app plugins, then routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logger),
    // Fastify's own two lines per request carry no status or route; logging.ts writes one complete line.
    logController: new LogController({ disableRequestLogging: true }),
    // The request id is the server's own, never a client's header: it ties an
    // audit row to its log line, so a caller who chose it could make two calls share one.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // A stopping process answers a request that still reaches it (on a connection it had already
    // accepted) like any other, with `Connection: close`, rather than failing it with 503 (main.ts,
    // graceful-stop.ts).
    return503OnClosing: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 12 * 1024 * 1024,
    routerOptions: { caseSensitive: true },
    // The router's own refusals (a malformed or too long address) in Turkish, never echoing the address.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply)
        .status(tooLong ? 414 : 400)
        .send({ Message: tooLong ? 'İstenen adres çok uzun.' : 'İstenen adres geçersiz.', code: 'bad_input' });
    },
  });

  const db = database.forRequests(
    {
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
    },
    app.log,
  );
  const settings = new SettingsStore(db, { overrides: config.settingOverrides, demoMode: config.DEMO_MODE });
  const initial = await settings.get();
  // A save at the desk in any process announces itself: this one drops its copy and reads afresh.
  // While notices may be missed (the listening connection broke), the copy's few seconds bound the delay.
  const stopSettingsNotices = database.listen(settingsNoticeChannel, {
    onNotice: () => settings.invalidate(),
    onLive: () => settings.invalidate(),
  });
  app.addHook('onClose', async () => stopSettingsNotices());

  app.decorate('db', db);
  app.decorate('settings', settings);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('config', config);
  app.decorate('endOfDaySources', {});
  app.decorateRequest('member', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(requestLogPlugin);
  await app.register(metrics, { database });

  // External plugins.
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, {
    formActionOrigins: [
      initial.public.ThreeDSecureWebRequestUrl,
      initial.public.BankRequesUrl,
      'https://giris.turkiye.gov.tr',
    ]
      .map(originOf)
      .filter((origin): origin is string => Boolean(origin)),
    publicUrl: config.PUBLIC_URL,
    tileOrigin: config.MAP_TILE_URL ? tileOrigin(config.MAP_TILE_URL) : undefined,
  });
  // What is compressed and how: checked-answer.ts, where kept answers are compressed the same way.
  await app.register(compress, {
    threshold: apiCompression.threshold,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: apiCompression.brotliQuality } },
  });
  await app.register(cookie);
  // /api/docs: on by default, off in production unless API_DOCS=true (config.ts).
  if (config.API_DOCS) await app.register(docsPlugin);

  // App plugins and routes.
  await app.register(sessionPlugin, { database });
  await app.register(debtListAnswers, { database });
  await app.register(staffSessionPlugin);
  await app.register(staffRefusalsPlugin);
  await app.register(jobs, { intervalMs: config.SMS_DRAIN_INTERVAL_MS, shared: database.driver === 'postgres' });
  await app.register(cardKeeperPlugin);
  await app.register(operationsPlugin, { domains });
  for (const domain of domains) if (domain.routes) await app.register(domain.routes);
  await app.register(settingsRoutes);
  await app.register(open311Plugin);
  await app.register(integrationPlugin);
  await app.register(healthRoutes, { database });
  if (config.DEMO_MODE) {
    await app.register(sandboxPlugin, {
      prefix: '/sandbox',
      now: () => app.now(),
      smsAccount: async () => {
        const account = await smsAccount(app);
        return { usercode: account.usercode, header: account.header };
      },
      bankStore: async () => {
        const settings = await app.settings.get();
        return {
          clientId: settings.public.MerchantId,
          storeKey: settings.secret('StoreKey'),
          apiUser: config.BANK_API_USER,
          apiPassword: settings.secret('MerchantPassword'),
        };
      },
      revenueSystem: async () => demoRevenueSystem,
    });
  }
  await app.register(webPlugin, { root: config.WEB_DIST });

  return app;
}
