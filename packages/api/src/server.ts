import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, runMigrations, type Database } from './db';
import { recountStaleEmissions, warmSeaRoutes } from './modules/emissions';
import { loadReferenceData } from './modules/references';
import { seedDemo } from './seed';

/** Reads the configuration, prepares the database and listens. Nothing else lives here. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database: Database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  await loadReferenceData(database.db, app.log);
  await seedDemo(database.db, config, app.log);
  // Sea routes: the network's graph built now, not on the first booking write; then bookings stored
  // with an older emissions method are counted again (docs/adr/016-reports-and-emissions.md).
  warmSeaRoutes();
  const recounted = await recountStaleEmissions(database.db);
  if (recounted) app.log.info({ recounted }, 'emissions recounted with the current method');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: database.driver === 'pglite' ? config.dataDir : 'postgresql' }, 'Freightdeck is ready');
  if (!config.isProduction && !config.smtpUrl) {
    app.log.warn(`Development outbox: two-factor codes, reset and invitation links are listed at ${config.publicUrl}/v1/dev/outbox, to loopback clients (this machine) only`);
  }
  // When started by scripts/portal.mjs: tell it where the portal is.
  process.send?.({ type: 'ready', url: config.publicUrl, demo: config.seedDemo });
}

main().catch((error: unknown) => {
  process.stderr.write(`Freightdeck failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
