import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DemoDataError, goLiveWarnings, prepareDatabase, processWarnings } from './startup';

async function main() {
  const config = loadConfig();
  const database: DatabaseHandle = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  const seeded = await prepareDatabase(database, config);
  const app = await buildApp({ config, database });
  if (seeded === 'demo') app.log.info('ilk açılış: demo belediyesi yüklendi');
  if (seeded === 'base') app.log.info('ilk açılış: ayarlar, parametreler ve mevzuat tabloları yüklendi (demo verisi yok)');

  const close = async (signal: string) => {
    app.log.info(`${signal}: kapanıyor`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const shown = address.replace('127.0.0.1', 'localhost');
  const where = database.driver === 'pglite' ? `PGlite (${config.DATA_DIR})` : 'PostgreSQL (DATABASE_URL)';
  const mode = config.DEMO_MODE ? `demo (sandbox: ${shown}/sandbox)` : 'gerçek belediye (demo kapalı)';
  console.log(`\ne-Belediye hazır: ${shown}\n  kip: ${mode}\n  veritabanı: ${where}\n  API belgesi: ${shown}/api/docs\n`);
  const settings = await app.settings.get();
  for (const line of processWarnings(settings)) app.log.warn(line);
  const warnings = goLiveWarnings(config, settings);
  if (warnings.length > 0) console.warn(`UYARI — yayına almadan önce:\n${warnings.map((line) => `  • ${line}`).join('\n')}\n`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DemoDataError) {
    console.error(error.message);
  } else {
    console.error('Sunucu başlatılamadı:', error);
  }
  process.exit(1);
});
