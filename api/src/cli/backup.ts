// npm run backup -- <file> [--force]
// A consistent copy of the configured database (the same DATA_DIR or DATABASE_URL as npm
// start) while the server runs, written to <file> with its checksum in <file>.sha256.
// --force replaces an existing backup of that name.
import { statSync } from 'node:fs';
import { discardPartial, finishBackup, partialFile } from '../backup/backup-file';
import { backupPostgres } from '../backup/postgres-backup';
import { backupSqlite } from '../backup/sqlite-backup';
import { backupCommandArgs } from './backup-args';
import { locateDatabase } from '../db/database';
import { runTool } from './runtime';

const USAGE = 'usage: npm run backup -- <file> [--force]';

await runTool('backup', async (config) => {
  const { file, force } = backupCommandArgs(USAGE);
  const partial = partialFile(file, force);
  const report = (step: string) => console.log(`backup: ${step}`);
  const target = locateDatabase(config);
  console.log(`backup: ${target.description} → ${file}`);
  try {
    if (target.dialect === 'sqlite') await backupSqlite(target.location, partial, report);
    else await backupPostgres(target.location, partial, report);
    const digest = await finishBackup(partial, file);
    const megabytes = (statSync(file).size / 1e6).toFixed(1);
    console.log(`backup: done, ${megabytes} MB, sha256 ${digest} (in ${file}.sha256).`);
  } catch (error) {
    await discardPartial(partial);
    throw error;
  }
});
