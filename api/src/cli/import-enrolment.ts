// npm run import-enrolment -- path/to/file.csv [--dry-run]
// Prints what importing the file does (the preview staff see in the admin section), then
// imports it unless --dry-run. A file with any problem row imports nothing: the rows are
// printed and the command exits with 1. Importing the same file again adds nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ENROLMENT_FILE_MAX_BYTES, ENROLMENT_MESSAGES } from '@module-feedback/shared/contracts';
import { importEnrolments } from '../enrolment/import';
import { planEnrolmentImport } from '../enrolment/preview';
import { importLines, previewLines } from '../enrolment/preview-text';
import { CommandError, UsageError, runCommand } from './runtime';

const USAGE = 'usage: npm run import-enrolment -- path/to/file.csv [--dry-run]';

function readArgs() {
  try {
    const { values, positionals } = parseArgs({
      options: { 'dry-run': { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error('give exactly one CSV file.');
    // npm runs the command in the api folder; the path is the caller's.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
    return { file, dryRun: values['dry-run'] };
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

async function readCsv(file: string): Promise<string> {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new CommandError(`cannot read ${file}: ${error.code ?? error.message}`);
  });
  if (bytes.length > ENROLMENT_FILE_MAX_BYTES)
    throw new CommandError(ENROLMENT_MESSAGES.fileTooLarge);
  return bytes.toString('utf8');
}

await runCommand('import-enrolment', async ({ connection: { db } }) => {
  const { file, dryRun } = readArgs();
  const text = await readCsv(file);
  if (dryRun) {
    const { preview } = await planEnrolmentImport(db, text);
    for (const line of previewLines(preview)) console.log(line);
    if (preview.problems.length > 0) throw new CommandError(ENROLMENT_MESSAGES.notImported);
    console.log('import-enrolment: dry run, nothing saved.');
    return;
  }
  const result = await importEnrolments(db, text);
  for (const line of importLines(result)) console.log(line);
  if (result.problems.length > 0) throw new CommandError(ENROLMENT_MESSAGES.notImported);
  console.log(`import-enrolment: imported ${result.added} of ${result.rows} rows.`);
});
