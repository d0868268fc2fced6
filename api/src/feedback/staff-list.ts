// GET /api/feedbacks/ (staff): every feedback entry, hidden ones included, with its author's
// student number. Without query parameters the whole list, oldest first (the original answer),
// kept in the response cache: it is the same for all staff and large. With any, one page sorted
// and filtered by the server (shared's staff-lists contract), made for each request: a page is
// small, and the many combinations of parameters would crowd the public lists out of the cache.
import type {
  Feedback,
  StaffFeedbackQuery,
  StaffFeedbackSort,
  StaffListPage,
} from '@module-feedback/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { direction, pageWindow, toPage } from '../http/list-pages';
import type { ShowsScopes } from '../response-cache/response-cache';
import { SCOPES } from '../response-cache/scopes';
import { selectFeedback, toFeedback } from './views';

const SORT_COLUMNS = {
  id: 'f.id',
  submitDate: 'f.submit_date',
  module: 'm.code',
  year: 'y.year',
  student: 'u.student_id',
  materialRating: 'f.material_rating',
  assessmentRating: 'f.assessment_rating',
  lecturerRating: 'f.lecturer_rating',
} as const satisfies Record<StaffFeedbackSort, string>;

/** The whole list; it shows every module's feedback, and every module's and year's row. */
export async function everyFeedbackEntry(
  db: Kysely<Database>,
  shows: ShowsScopes,
): Promise<Feedback[]> {
  const modules = await db.selectFrom('modules').select('id').execute();
  // A new module changes the module list; its feedback its own scope from then on.
  shows(
    SCOPES.moduleList,
    SCOPES.academicYearList,
    ...modules.map((module) => SCOPES.feedback(module.id)),
  );
  return (await selectFeedback(db, 'as written').execute()).map((row) => toFeedback(row, 'staff'));
}

export async function staffFeedbackPage(
  db: Kysely<Database>,
  query: StaffFeedbackQuery,
): Promise<StaffListPage<Feedback>> {
  const { module, year } = query;
  const filtered = selectFeedback(db, 'as written')
    .clearOrderBy()
    .$if(module !== undefined, (q) =>
      q.where(sql<string>`lower(m.code)`, '=', module!.toLowerCase()),
    )
    .$if(year !== undefined, (q) => q.where('y.year', '=', year!));
  const window = pageWindow(query);
  const [total, rows] = await Promise.all([
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
    filtered
      .orderBy(SORT_COLUMNS[query.sort ?? 'id'], direction(query))
      // Ties keep the oldest entry first, so the pages never overlap.
      .orderBy('f.id')
      .limit(window.pageSize)
      .offset(window.offset)
      .execute(),
  ]);
  return toPage(
    window,
    total.count,
    rows.map((row) => toFeedback(row, 'staff')),
  );
}
