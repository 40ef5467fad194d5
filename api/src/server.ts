/**
 * Starts the API: settings, database (migrated, seeded when empty), then the HTTP server.
 */
import { listenForScrapes } from '@brass/composer/observability/metrics-server';
import { buildApp } from './app.js';
import { startPeriodicJobs } from './background-jobs.js';
import { ConfigError, loadConfig, productionWarnings } from './config.js';
import { DatabaseUnreachableError, openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { AuditService } from './modules/audit/service.js';
import { makeOwner, OwnerNotMadeError } from './modules/users/owner.js';
import { UserRepository } from './modules/users/repository.js';
import { seedIfEmpty } from './seed/seed.js';

async function start(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database);
  await seedIfEmpty(database.db);
  const app = await buildApp({ database, config });
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  if (config.shopOwnerEmail) {
    // The shop opens either way: a warning says why the owner could not be made yet.
    await makeOwner(
      new UserRepository(database.db),
      new AuditService(database.db),
      config.shopOwnerEmail,
    ).catch((error: unknown) => {
      if (!(error instanceof OwnerNotMadeError)) throw error;
      app.log.warn(`SHOP_OWNER_EMAIL: ${error.message}`);
    });
  }
  app.addHook('onClose', () => database.close());
  if (database.driver === 'postgres') {
    database.pool.on('error', (error) =>
      app.log.warn({ err: error }, 'A database connection was lost; the next query opens a new one'),
    );
  }
  // Added after the database's hook so that it runs before it (onClose hooks run last-added first):
  // the last passes, any shipment being booked and any mail being sent finish while the database is still open.
  const stopJobs = startPeriodicJobs(app.periodicJobs, app.log);
  app.addHook('onClose', async () => {
    await stopJobs();
    await app.checkoutJobs.drain();
  });

  // Requests still running when shutdown starts answer with `Connection: close`. Closing waits for
  // every connection, and a kept-alive one (browsers, load balancers) would otherwise hold the process
  // for the whole keep-alive timeout after its last answer.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  // Its own port, which the public load balancer never routes to (see listenForScrapes).
  if (config.metricsPort !== undefined) {
    const scrapes = await listenForScrapes(app.metrics.registry, {
      host: config.host,
      port: config.metricsPort,
    });
    app.addHook('onClose', () => scrapes.close());
  }
  await app.listen({ host: config.host, port: config.port });
}

start().catch((error: unknown) => {
  // A settings problem or an unreachable database is explained in one line, without a stack trace.
  const explained = error instanceof ConfigError || error instanceof DatabaseUnreachableError;
  console.error(explained ? error.message : error);
  process.exit(1);
});
