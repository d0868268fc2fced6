// npm start (via the api workspace): migrate, seed an empty embedded database with the
// demo data, then serve. SIGTERM/SIGINT close the server gracefully.
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createPasswordHasher } from '../auth/passwords';
import { isDatabaseEmpty, seedDemoData } from '../seed/demo-data';
import { openMigratedDatabase } from './runtime';

async function prepareDatabase(config: ReturnType<typeof loadConfig>) {
  const { connection } = await openMigratedDatabase(config);
  try {
    if (connection.dialect === 'sqlite' && (await isDatabaseEmpty(connection.db))) {
      const result = await seedDemoData(connection.db, await createPasswordHasher(config.argon2));
      console.log(
        `Seeded demo data: ${result.modules} modules, ${result.feedback} feedback entries.`,
      );
    }
    return connection.description;
  } finally {
    await connection.db.destroy();
  }
}

async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  app.log.info(
    `Module Feedback is running at http://${shownHost}:${port}/ (database: ${database})`,
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `Cannot start: ${error.message}`
      : ((error as Error)?.stack ?? error),
  );
  process.exit(1);
});
