// What every command needs: the configuration, a migrated database and a password hasher,
// plus a clean exit with a readable message instead of a stack trace.
import { createPasswordHasher, type PasswordHasher } from '../auth/passwords';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { connectDatabase, type DatabaseConnection } from '../db/database';
import { migrateToLatest, productMigrations, type MigrationSet } from '../db/migrate';

export interface CommandContext {
  config: AppConfig;
  connection: DatabaseConnection;
  passwords: PasswordHasher;
  /** Migrations applied just now (empty when the schema was already current). */
  applied: string[];
}

/** A schema change on a large table may rightly take minutes; requests may not. */
const MIGRATION_QUERY_TIMEOUT_MS = 15 * 60_000;

export async function openMigratedDatabase(
  config: AppConfig,
  migrations: MigrationSet = productMigrations,
): Promise<{ connection: DatabaseConnection; applied: string[] }> {
  const connection = connectDatabase({
    ...config,
    databaseLimits: { ...config.databaseLimits, queryTimeoutMs: MIGRATION_QUERY_TIMEOUT_MS },
  });
  try {
    return { connection, applied: await migrateToLatest(connection, migrations) };
  } catch (error) {
    await connection.db.destroy();
    throw error;
  }
}

export async function runCommand(
  name: string,
  command: (context: CommandContext) => Promise<void>,
): Promise<void> {
  await runTool(name, async (config) => {
    const { connection, applied } = await openMigratedDatabase(config);
    try {
      const passwords = await createPasswordHasher(config.argon2);
      await command({ config, connection, passwords, applied });
    } finally {
      await connection.db.destroy();
    }
  });
}

/**
 * A command that must not change the schema (backup, restore): only the configuration,
 * with failures reported as runCommand reports them.
 */
export async function runTool(
  name: string,
  tool: (config: AppConfig) => Promise<void>,
): Promise<void> {
  try {
    await tool(loadConfig());
  } catch (error) {
    const message =
      error instanceof ConfigError || error instanceof CommandError
        ? error.message
        : String((error as Error)?.stack ?? error);
    console.error(`${name}: ${message}`);
    process.exitCode = 1;
  }
}

/** A failure the command explains in its message: shown as-is, without a stack trace. */
export class CommandError extends Error {}

/** A mistake in how the command was called. */
export class UsageError extends CommandError {}
