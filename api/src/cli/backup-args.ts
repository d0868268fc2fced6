// The arguments backup and restore share: the backup file (relative to where npm was run)
// and --force.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from './runtime';

export function backupCommandArgs(usage: string): { file: string; force: boolean } {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) throw new UsageError(usage);
  return {
    file: path.resolve(process.env.INIT_CWD ?? process.cwd(), file),
    force: parsed.values.force === true,
  };
}
