// npm run bench:enrolment: how long a 20,000-row enrolment file takes to preview, to import,
// and to import again (the no-op), run in this process against a fresh database: SQLite in a
// temporary folder, or with DATABASE_URL set a temporary database on that PostgreSQL server,
// dropped afterwards. The rows are 20,000 students on one module's year, the usual shape of a
// cohort's file being several modules of a few hundred each; both cost the same queries.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { connectDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { importEnrolments } from '../src/enrolment/import';
import { planEnrolmentImport } from '../src/enrolment/preview';
import { createBenchDatabase } from './processes';

const ROWS = 20_000;
const MODULE_CODE = 'BENCH-ENROL';
const YEAR = 2025;

function enrolmentFile(): string {
  const lines = ['student number,module code,year'];
  for (let index = 0; index < ROWS; index++)
    lines.push(`${1_000_000 + index},${MODULE_CODE},${YEAR}`);
  return lines.join('\n') + '\n';
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mf-bench-enrolment-'));
  const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
  const database = serverUrl ? await createBenchDatabase(serverUrl) : undefined;
  const connection = connectDatabase({ dataDir, databaseUrl: database?.url });
  try {
    await migrateToLatest(connection);
    const { db } = connection;
    await db
      .insertInto('modules')
      .values({ code: MODULE_CODE, title: 'Bench', lecturers_names: null })
      .execute();
    await db
      .insertInto('academic_years')
      .values({ year: YEAR, opens_at: null, closes_at: null })
      .execute();
    const text = enrolmentFile();

    const [preview, previewMs] = await timed(() => planEnrolmentImport(db, text));
    const [first, importMs] = await timed(() => importEnrolments(db, text));
    const [again, againMs] = await timed(() => importEnrolments(db, text));
    if (preview.preview.toAdd !== ROWS || first.added !== ROWS || again.added !== 0) {
      throw new Error('the bench file did not import as expected');
    }
    console.log(
      `enrolment import of ${ROWS.toLocaleString('en')} rows on ${serverUrl ? 'PostgreSQL' : 'SQLite'}:`,
    );
    console.log(`  preview             ${previewMs.toFixed(0)} ms`);
    console.log(`  import              ${importMs.toFixed(0)} ms`);
    console.log(`  import again (no-op) ${againMs.toFixed(0)} ms`);
  } finally {
    await connection.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

await main();
