import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type DatabaseHandle, migrateDatabase, openDatabase } from './db/client';
import { seedDemoIfEmpty } from './seed';

async function main() {
  const config = loadConfig();
  const database: DatabaseHandle = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  await migrateDatabase(database);
  const seeded = await seedDemoIfEmpty(database.db);
  const app = await buildApp({ config, database });
  if (seeded) app.log.info('ilk açılış: demo belediyesi yüklendi');

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
  console.log(`\ne-Belediye hazır: ${shown}\n  veritabanı: ${where}${config.DEMO_MODE ? `\n  sandbox: ${shown}/sandbox` : ''}\n  API belgesi: ${shown}/api/docs\n`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Sunucu başlatılamadı:', error);
  }
  process.exit(1);
});
