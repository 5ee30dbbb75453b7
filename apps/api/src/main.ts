import cluster from 'node:cluster';
import type { FastifyListenOptions } from 'fastify';
import type { Server } from 'node:http';
import { buildApp } from './app';
import { prepareOnlyVariable, runPrimary } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { istanbulToday } from '@ebelediye/finance';
import { type DatabaseHandle, openDatabase, pgliteTemplateFor } from './db/client';
import { watchConnections } from './graceful-stop';
import { clusterMetrics, offerToPrimary, serveMetrics } from './metrics';
import { runsFromBuild } from './paths';
import { DemoDataError, goLiveWarnings, prepareDatabase } from './startup';

function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL)
    return openDatabase({ kind: 'postgres', url: config.DATABASE_URL, listenUrl: config.DATABASE_LISTEN_URL });
  // A new data directory begins as a copy of the build's database (migrated, and seeded in demo mode
  // when the demo template was seeded for today).
  const template = runsFromBuild ? pgliteTemplateFor(config.DEMO_MODE, istanbulToday(new Date())) : undefined;
  return openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR, template });
}

function firstStartLine(
  database: DatabaseHandle,
  seeded: Awaited<ReturnType<typeof prepareDatabase>>,
): string | undefined {
  if (seeded === 'demo' || (seeded === null && database.fromTemplate && database.driver === 'pglite'))
    return 'ilk açılış: demo belediyesi yüklendi';
  if (seeded === 'base') return 'ilk açılış: ayarlar, parametreler ve mevzuat tabloları yüklendi (demo verisi yok)';
  return undefined;
}

/**
 * One API process: the only one (WEB_CONCURRENCY=1), or a worker of the cluster's primary, which has
 * migrated and seeded the database before forking. The first (or only) one prints the banner and
 * the go-live warnings.
 */
async function serve(config: Config) {
  const database = await openConfiguredDatabase(config);
  const seeded = cluster.isWorker ? null : await prepareDatabase(database, config);
  const app = await buildApp({ config, database });
  const line = firstStartLine(database, seeded);
  if (line) app.log.info(line);

  let closing = false;
  let metricsServer: Server | undefined;
  const connections = watchConnections(app.server);
  /**
   * A stop: no new connection, no new background round; every request held is answered (one arriving
   * meanwhile too), then the database closes. Bounded by SHUTDOWN_TIMEOUT_MS, after which what is
   * left is logged and the process ends with 1.
   */
  const close = async (signal: string) => {
    // Ctrl-C reaches every process of the terminal, and the primary passes SIGTERM on as well.
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: kapanıyor`);
    setTimeout(() => {
      const open = connections.openRequests();
      app.log.error(
        { openRequests: open },
        `kapanış ${config.SHUTDOWN_TIMEOUT_MS} ms içinde bitmedi (SHUTDOWN_TIMEOUT_MS): ${open} istek yanıtlanmadan süreç kapatılıyor`,
      );
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    metricsServer?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  // systemd's reload (SIGHUP) replaces the workers of a cluster (cluster.ts); one process alone has
  // none to replace, and SIGHUP's default would end it without a stop. A worker leaves it to the
  // primary (a terminal's hangup reaches every process of the group).
  process.on('SIGHUP', () => {
    if (cluster.isWorker) return;
    app.log.warn(
      'SIGHUP: sırayla yeniden başlatma için WEB_CONCURRENCY>1 (PostgreSQL) gerekir; sunucu çalışmaya devam ediyor. Yeni sürüm için: systemctl restart ebelediye',
    );
  });

  // Under systemd's socket unit the port is a descriptor this process inherited (start.mjs); in a
  // cluster a worker's listen on it is answered by the primary, which holds the descriptor and sends
  // each worker a copy to accept on (cluster.ts).
  const address = await app.listen(
    config.LISTEN_FD === undefined
      ? { host: config.HOST, port: config.PORT }
      : // Fastify hands its options to Node's server.listen, which takes `fd` (its types do not say so)
        // and then ignores `host`; a host other than localhost keeps Fastify from binding a second address.
        ({ fd: config.LISTEN_FD, host: '0.0.0.0' } as FastifyListenOptions),
  );
  if (config.METRICS_PORT !== undefined) {
    // In a cluster the primary serves every worker's metrics together; alone, this process serves its own.
    if (cluster.isWorker) offerToPrimary(app.metrics);
    else {
      metricsServer = await serveMetrics(metricsAddress(config), async () => ({
        text: await app.metrics.text(),
        contentType: app.metrics.contentType,
      }));
    }
  }
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const shown = address.replace('127.0.0.1', 'localhost');
  const where = database.driver === 'pglite' ? `PGlite (${config.DATA_DIR})` : 'PostgreSQL (DATABASE_URL)';
  const mode = config.DEMO_MODE ? `demo (sandbox: ${shown}/sandbox)` : 'gerçek belediye (demo kapalı)';
  const processes = config.WEB_CONCURRENCY > 1 ? `\n  API süreci: ${config.WEB_CONCURRENCY} (WEB_CONCURRENCY)` : '';
  console.log(
    `\ne-Belediye hazır: ${shown}\n  kip: ${mode}\n  veritabanı: ${where}${processes}\n  API belgesi: ${config.API_DOCS ? `${shown}/api/docs` : 'kapalı (API_DOCS=true ile açılır)'}\n`,
  );
  const warnings = goLiveWarnings(config, await app.settings.get());
  if (warnings.length > 0)
    console.warn(`UYARI — yayına almadan önce:\n${warnings.map((line) => `  • ${line}`).join('\n')}\n`);
}

function metricsAddress(config: Config) {
  return { host: config.METRICS_HOST, port: config.METRICS_PORT ?? 0, allow: config.METRICS_ALLOW };
}

/**
 * A rolling restart's first step (cluster.ts): a worker forked only to migrate the database with the
 * code now on disk, once, before any new worker serves. It exits 0 when the database is ready.
 */
async function prepareOnly(config: Config) {
  const database = await openConfiguredDatabase(config);
  try {
    const line = firstStartLine(database, await prepareDatabase(database, config));
    if (line) console.log(line);
  } finally {
    await database.close();
  }
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker && process.env[prepareOnlyVariable] === '1') {
    await prepareOnly(config);
    process.exit(0);
  }
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    // Migrations and the first start's seed run once, here, before any worker opens the database.
    await prepareOnly(config);
    if (config.METRICS_PORT !== undefined) await serveMetrics(metricsAddress(config), clusterMetrics());
    runPrimary(
      config.WEB_CONCURRENCY,
      { info: (message) => console.log(message), error: (message) => console.error(message) },
      { stopTimeoutMs: config.SHUTDOWN_TIMEOUT_MS, inheritedSocket: config.LISTEN_FD !== undefined },
    );
    return;
  }
  await serve(config);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DemoDataError) {
    console.error(error.message);
  } else {
    console.error('Sunucu başlatılamadı:', error);
  }
  process.exit(1);
});
