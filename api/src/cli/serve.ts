// The server process: migrate, seed an empty embedded database with the demo data, then
// serve. SIGTERM/SIGINT close it gracefully, within SHUTDOWN_TIMEOUT_MS. The migrations
// are a parameter so that the rolling-upgrade test can run a next version (this one plus
// a migration of its own) the way production runs this one.
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createPasswordHasher } from '../auth/passwords';
import { productMigrations, type MigrationSet } from '../db/migrate';
import { pinCheckoutBuilds } from '../deployments/checkout-builds';
import { isDatabaseEmpty, seedDemoData } from '../seed/demo-data';
import { openMigratedDatabase } from './runtime';

async function prepareDatabase(config: ReturnType<typeof loadConfig>, migrations: MigrationSet) {
  const { connection } = await openMigratedDatabase(config, migrations);
  try {
    if (connection.dialect === 'sqlite' && (await isDatabaseEmpty(connection.db))) {
      const result = await seedDemoData(connection.db, await createPasswordHasher(config.argon2));
      console.log(
        `Seeded demo data: ${result.modules} modules, ${result.feedback} feedback entries.`,
      );
    }
    // Whatever has nothing live yet gets this checkout's build; nothing else changes.
    await pinCheckoutBuilds(
      {
        db: connection.db,
        settings: config.frontends,
        warn: (message) => console.warn(message),
      },
      { info: (message) => console.log(message), warn: (message) => console.warn(message) },
    );
    return connection.description;
  } finally {
    await connection.db.destroy();
  }
}

async function main(migrations: MigrationSet) {
  const config = loadConfig();
  const database = await prepareDatabase(config, migrations);
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${reason}, closing`);
    // Requests still waiting on the database get its timeouts; this bounds the rest.
    setTimeout(() => {
      app.log.warn(`still closing after ${config.shutdownTimeoutMs} ms; exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM received'));
  process.once('SIGINT', () => shutdown('SIGINT received'));
  // Started by `npm start` over an IPC channel: if that parent dies, the server goes too,
  // instead of serving on as an orphan.
  process.once('disconnect', () => shutdown('the process that started this server exited'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  app.log.info(
    `Module Feedback is running at http://${shownHost}:${port}/ (database: ${database})`,
  );
}

export function serve(migrations: MigrationSet = productMigrations): void {
  main(migrations).catch((error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? `Cannot start: ${error.message}`
        : ((error as Error)?.stack ?? error),
    );
    process.exit(1);
  });
}
