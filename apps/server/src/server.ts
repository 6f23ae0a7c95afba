import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoDeferredShopper } from './db/seed/deferred-shopper';
import { seedDatabase } from './db/seed/index';
import { seedDemoStaffAccount } from './db/seed/staff';
import { shutDownGracefully } from './modules/operations/graceful-shutdown';
import { loggerOptions } from './modules/operations/request-log';

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

  const app = await buildApp({ config, db: database.db, logger: loggerOptions(config) });

  // SIGTERM/SIGINT (or an uncaught error): drain, finish what is in flight, stop the jobs, close the
  // database; exit 0, or 1 after an error or past SHUTDOWN_TIMEOUT_MS (decision 0040).
  closeWithGrace(
    { delay: config.SHUTDOWN_TIMEOUT_MS, logger: { error: (message: unknown) => app.log.error(String(message)) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an uncaught error');
      else app.log.info({ signal }, 'shutting down');
      await shutDownGracefully({ app, closeDatabase: () => database.close(), delayMs: config.SHUTDOWN_DELAY_MS });
      app.log.info('stopped');
    },
  );

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Shop ready at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} (${database.kind})`);
}

void main();
