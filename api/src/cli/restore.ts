// npm run restore -- <file> [--force]
// Puts a backup made by npm run backup back into the configured database, after checking
// its checksum. The database must be empty (a new DATA_DIR or database) unless --force,
// which replaces its contents. Stop the instances first; start them afterwards (they
// bring an older backup's schema up to date).
import { verifyBackup } from '../backup/backup-file';
import { restorePostgres } from '../backup/postgres-backup';
import { restoreSqlite } from '../backup/sqlite-backup';
import { backupCommandArgs } from './backup-args';
import { locateDatabase } from '../db/database';
import { runTool } from './runtime';

const USAGE = 'usage: npm run restore -- <file> [--force]';

await runTool('restore', async (config) => {
  const { file, force } = backupCommandArgs(USAGE);
  const target = locateDatabase(config);
  await verifyBackup(file, target.dialect);
  console.log(`restore: ${file} (checksum verified) → ${target.description}`);
  const options = { force, report: (step: string) => console.log(`restore: ${step}`) };
  if (target.dialect === 'sqlite') await restoreSqlite(file, target.location, options);
  else await restorePostgres(file, target.location, options);
  console.log(
    `restore: done; ${target.description} holds the backup now. Start the server (it brings the schema up to date).`,
  );
});
