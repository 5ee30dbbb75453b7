import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { istanbulToday } from '@ebelediye/finance';
import { type DatabaseHandle, openDatabase, pgliteTemplateFor } from './db/client';
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
  const close = async (signal: string) => {
    // Ctrl-C reaches every process of the terminal, and the primary passes SIGTERM on as well.
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: kapanıyor`);
    metricsServer?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
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

async function main() {
  const config = loadConfig();
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    // Migrations and the first start's seed run once, here, before any worker opens the database.
    const database = await openConfiguredDatabase(config);
    try {
      const line = firstStartLine(database, await prepareDatabase(database, config));
      if (line) console.log(line);
    } finally {
      await database.close();
    }
    if (config.METRICS_PORT !== undefined) await serveMetrics(metricsAddress(config), clusterMetrics());
    runPrimary(config.WEB_CONCURRENCY, {
      info: (message) => console.log(message),
      error: (message) => console.error(message),
    });
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
