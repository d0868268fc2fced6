// Reading feedback rows and shaping them for each kind of caller: anonymous callers never
// get lecturer results, and only staff learn which student wrote an entry and (with its
// author) how it answered the extra questions.
import { ASPECTS, type Aspect, type Feedback } from '@module-feedback/shared/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  AcademicYearsTable,
  Database,
  FeedbackTable,
  ModulesTable,
  UsersTable,
} from '../db/schema';
import { readTimestamp } from '../db/values';
import type { Caller } from '../http/auth-guards';
import { publishedText, type TextHiddenColumns } from '../moderation/published';
import { ASPECT_COLUMNS, toAspectFields } from './aspect-columns';
import { toExtraQuestionFields } from './extra-question-columns';

export type Viewer = 'anonymous' | 'member' | 'staff';

/** What a caller is as a reader of feedback. */
export const viewerOf = (caller: Caller | null): Viewer =>
  caller === null ? 'anonymous' : caller.isStaff ? 'staff' : 'member';

/**
 * A feedback row with its module's code and title, its year and its author's student number
 * (when it was last edited is for its author only, who reads it separately: the others learn
 * only that it was).
 */
export type FeedbackRow = Omit<
  Selectable<FeedbackTable>,
  'student_user_id' | 'hidden_at' | 'hidden_by' | keyof TextHiddenColumns
> &
  Pick<Selectable<ModulesTable>, 'code' | 'title'> &
  Pick<Selectable<AcademicYearsTable>, 'year'> & { student: Selectable<UsersTable>['student_id'] };

/**
 * Which texts a list holds: the published ones (a text staff hid is null, as if not written),
 * or every text as written (for staff and for the author, who also read which ones are hidden).
 */
export type TextsListed = 'published' | 'as written';

/** Feedback joined with its module, year and author's student number: one query for a list. */
export function selectFeedback(db: Kysely<Database>, texts: TextsListed) {
  const text = (aspect: Aspect) =>
    texts === 'published'
      ? publishedText('f', aspect)
      : sql<string | null>`${sql.ref(`f.${ASPECT_COLUMNS[aspect].text}`)}`;
  return db
    .selectFrom('feedback as f')
    .innerJoin('modules as m', 'm.id', 'f.module_id')
    .innerJoin('academic_years as y', 'y.id', 'f.academic_year_id')
    .leftJoin('users as u', 'u.id', 'f.student_user_id')
    .select([
      'f.id',
      'u.student_id as student',
      'f.academic_year_id',
      'y.year',
      'f.module_id',
      'm.code',
      'm.title',
      'f.hours_per_week',
      'f.would_recommend',
      'f.submit_date',
      'f.edited_at',
    ])
    .select(
      ASPECTS.flatMap((aspect) => {
        const { rating, text: textColumn, textHiddenAt } = ASPECT_COLUMNS[aspect];
        return [`f.${rating}` as const, text(aspect).as(textColumn), `f.${textHiddenAt}` as const];
      }),
    )
    .orderBy('f.id');
}

export function toFeedback(row: FeedbackRow, viewer: Viewer): Feedback {
  return {
    id: row.id,
    ...(viewer === 'staff' ? { student: row.student } : {}),
    academicYear: { id: row.academic_year_id, year: row.year },
    module: { id: row.module_id, code: row.code, title: row.title },
    ...toAspectFields(row, viewer !== 'anonymous'),
    ...(viewer === 'staff' ? toExtraQuestionFields(row) : {}),
    submitDate: readTimestamp(row.submit_date),
    edited: row.edited_at !== null,
  };
}
