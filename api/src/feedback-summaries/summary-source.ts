// The one place that says which feedback rows a summary is made from, and the fingerprint that
// tells whether a cached summary still matches them (row count and highest id: ids are never
// reused and feedback is never edited, so any create or delete changes it; and the summarizer's
// version). Anything that should leave feedback out of summaries (e.g. moderation) belongs in
// `sourceRows`, and the fingerprint follows.
import { ASPECTS, type Aspect } from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readCount } from '../db/values';
import { ASPECT_COLUMNS } from '../feedback/aspect-columns';

function sourceRows(db: Kysely<Database>, moduleId: number, yearId: number) {
  return db
    .selectFrom('feedback')
    .where('module_id', '=', moduleId)
    .where('academic_year_id', '=', yearId);
}

/**
 * Raise it whenever what a summary says changes (method, shape), so that summaries cached by the
 * previous version count as stale: served until the new ones are made, then replaced.
 */
const SUMMARIZER_VERSION = 2;

function fingerprintOf(count: number, maxId: number | null): string {
  return `v${SUMMARIZER_VERSION}:${count}:${maxId ?? 0}`;
}

export async function currentFingerprint(
  db: Kysely<Database>,
  moduleId: number,
  yearId: number,
): Promise<string> {
  const row = await sourceRows(db, moduleId, yearId)
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.max('id').as('maxId')])
    .executeTakeFirstOrThrow();
  return fingerprintOf(readCount(row.count), row.maxId);
}

/** One aspect's written texts and the ids of the feedback entries they belong to, in step. */
export interface AspectTexts {
  ids: number[];
  texts: string[];
}

export interface SourceTexts {
  /** The fingerprint of exactly the rows read. */
  fingerprint: string;
  aspects: Record<Aspect, AspectTexts>;
}

/** The texts of every aspect, from one read, labelled with that read's own fingerprint. */
export async function readSourceTexts(
  db: Kysely<Database>,
  moduleId: number,
  yearId: number,
): Promise<SourceTexts> {
  const rows = await sourceRows(db, moduleId, yearId)
    .select(['id', ...ASPECTS.map((aspect) => ASPECT_COLUMNS[aspect].text)])
    .orderBy('id')
    .execute();
  const textsOf = (aspect: Aspect): AspectTexts => {
    const written = rows.filter((row) => row[ASPECT_COLUMNS[aspect].text]?.trim());
    return {
      ids: written.map((row) => row.id),
      texts: written.map((row) => row[ASPECT_COLUMNS[aspect].text]!),
    };
  };
  return {
    fingerprint: fingerprintOf(rows.length, rows.at(-1)?.id ?? null),
    aspects: Object.fromEntries(ASPECTS.map((aspect) => [aspect, textsOf(aspect)])) as Record<
      Aspect,
      AspectTexts
    >,
  };
}
