// The feedback export: one row per published entry (of a module, a year, or everything),
// oldest first, read from the database as a stream in batches so that even the whole table
// never sits in the server's memory. The author's student number only when asked for.
import { ASPECTS, ASPECT_LABELS, formatAcademicYear } from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import { Readable, pipeline } from 'node:stream';
import type { Database } from '../../db/schema';
import { readFlag, readTimestamp } from '../../db/values';
import { ASPECT_COLUMNS } from '../../feedback/aspect-columns';
import { selectFeedback } from '../../feedback/views';
import { isPublished } from '../../moderation/published';
import { csvStringifier, type CsvCell } from './csv';

/** Rows read per round trip. */
const BATCH_ROWS = 500;

const HEADER = [
  'Entry',
  'Module code',
  'Module title',
  'Academic year',
  'Submitted',
  ...ASPECTS.flatMap((aspect) => [
    `${ASPECT_LABELS[aspect]} rating`,
    `${ASPECT_LABELS[aspect]} feedback`,
  ]),
  'Hours per week',
  'Would recommend',
];
const IDENTITY_HEADER = 'Student number';

/** "yes", "no", or empty when not answered. */
function recommendationCell(answer: boolean | number | null): string | null {
  return answer === null ? null : readFlag(answer) ? 'yes' : 'no';
}

export interface FeedbackExportScope {
  moduleId?: number;
  yearId?: number;
  /** Add the author's student number (staff asked for it explicitly). */
  identity: boolean;
}

export function feedbackCsv(db: Kysely<Database>, scope: FeedbackExportScope): Readable {
  const rows = selectFeedback(db, 'published')
    .where(isPublished('f'))
    .$if(scope.moduleId !== undefined, (q) => q.where('f.module_id', '=', scope.moduleId!))
    .$if(scope.yearId !== undefined, (q) => q.where('f.academic_year_id', '=', scope.yearId!))
    .stream(BATCH_ROWS);

  async function* cells(): AsyncGenerator<CsvCell[]> {
    for await (const row of rows) {
      const line: CsvCell[] = [
        row.id,
        row.code,
        row.title,
        formatAcademicYear(row.year),
        readTimestamp(row.submit_date),
        ...ASPECTS.flatMap((aspect) => [
          row[ASPECT_COLUMNS[aspect].rating],
          row[ASPECT_COLUMNS[aspect].text],
        ]),
        row.hours_per_week,
        recommendationCell(row.would_recommend),
      ];
      if (scope.identity) line.push(row.student);
      yield line;
    }
  }
  const header = scope.identity ? [...HEADER, IDENTITY_HEADER] : HEADER;
  // The stringifier pulls rows only as fast as the client downloads; a failure or an aborted
  // download destroys both ends, which ends the query and frees its connection.
  const csv = csvStringifier(header);
  pipeline(Readable.from(cells()), csv, () => undefined);
  return csv;
}
