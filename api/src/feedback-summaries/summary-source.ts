// The one place that says which feedback rows a summary is made from, and the fingerprint that
// tells whether a cached summary still matches them: the revision at which the module's feedback
// of that year last changed (the database's triggers record every insert, update and delete of a
// feedback row, so an edit or a moderation change counts as much as a new entry) and the
// summarizer's version, and the revision of the last retraction (a hide, edit or delete), which
// decides whether an outdated summary may still be shown. Anything that should leave feedback
// out of summaries (e.g. moderation) belongs in `sourceRows` (a whole entry) or in the texts it
// reads (`publishedText`: one text); the change that does so is itself a recorded update.
import { ASPECTS, perAspect, type Aspect } from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SCOPES } from '../response-cache/scopes';
import { ASPECT_COLUMNS } from '../feedback/aspect-columns';
import { isPublished, publishedText } from '../moderation/published';

function sourceRows(db: Kysely<Database>, moduleId: number, yearId: number) {
  return db
    .selectFrom('feedback')
    .where('module_id', '=', moduleId)
    .where('academic_year_id', '=', yearId)
    .where(isPublished('feedback'));
}

/**
 * Raise it whenever what a summary says changes (method, shape), so that summaries cached by the
 * previous version count as stale: served until the new ones are made, then replaced.
 */
const SUMMARIZER_VERSION = 4;

/**
 * `v<summarizer version>:r<revision of the module's year's feedback>:x<revision of its last
 * retraction>`. A module and year whose feedback never changed has revisions 0.
 */
export async function currentFingerprint(
  db: Kysely<Database>,
  moduleId: number,
  yearId: number,
): Promise<string> {
  const changed = SCOPES.feedback(moduleId, yearId);
  const retracted = SCOPES.feedbackRetracted(moduleId, yearId);
  const rows = await db
    .selectFrom('revision_scopes')
    .select(['scope', 'revision'])
    .where('scope', 'in', [changed, retracted])
    .execute();
  const revisionOf = (scope: string) => rows.find((row) => row.scope === scope)?.revision ?? 0;
  return `v${SUMMARIZER_VERSION}:r${revisionOf(changed)}:x${revisionOf(retracted)}`;
}

const retractionPart = (fingerprint: string) =>
  fingerprint.split(':').find((part) => part.startsWith('x')) ?? 'x0';

/**
 * Whether a summary made at `cached` may still be shown while the current one is made: only
 * when nothing was hidden, edited or deleted since (it then merely lacks newer entries). A
 * summary that may quote retracted words is never shown again.
 */
export function isShowableWhileStale(cached: string, current: string): boolean {
  return retractionPart(cached) === retractionPart(current);
}

/** One aspect's written texts and the ids of the feedback entries they belong to, in step. */
export interface AspectTexts {
  ids: number[];
  texts: string[];
}

export interface SourceTexts {
  /** The fingerprint as it was before the rows were read. */
  fingerprint: string;
  aspects: Record<Aspect, AspectTexts>;
}

/**
 * The texts of every aspect, labelled with the fingerprint read just before them: a change in
 * between leaves the label older than the texts, so the summary counts as stale and is made
 * again, never the other way round.
 */
export async function readSourceTexts(
  db: Kysely<Database>,
  moduleId: number,
  yearId: number,
): Promise<SourceTexts> {
  const fingerprint = await currentFingerprint(db, moduleId, yearId);
  const rows = await sourceRows(db, moduleId, yearId)
    .select([
      'id',
      ...ASPECTS.map((aspect) => publishedText('feedback', aspect).as(ASPECT_COLUMNS[aspect].text)),
    ])
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
    fingerprint,
    aspects: perAspect(textsOf),
  };
}
