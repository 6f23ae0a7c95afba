import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoDeferredShopper } from './db/seed/deferred-shopper';
import { seedDatabase } from './db/seed/index';
import { seedDemoStaffAccount } from './db/seed/staff';

/** Starts the shop: configuration, database (migrated and seeded), HTTP; stops cleanly on a signal. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir });
  await runMigrations(database);
  await seedDatabase(database.db, { preset: config.SEED });
  // The demo staff account only in the embedded database: a real one gets staff from `npm run staff:create`.
  if (!config.DATABASE_URL) await seedDemoStaffAccount(database.db);
  if (!config.DATABASE_URL) await seedDemoDeferredShopper(database.db);

  const logger =
    config.NODE_ENV === 'development'
      ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } }
      : { level: config.LOG_LEVEL };
  const app = await buildApp({ config, db: database.db, logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Shop ready at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} (${database.kind})`);
}

void main();
