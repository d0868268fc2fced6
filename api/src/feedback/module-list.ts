// A module's feedback list as GET /api/feedback/{moduleCode} sends it: every entry of
// every year as a plain array (the product's original call), or narrowed by the opt-in
// query to one academic year (`?year=2025`) and to one page (`?page=2&pageSize=50`,
// sent as a FeedbackPage with the total count). Oldest entry first either way. Each entry
// carries how many students found each of its texts helpful. Years below the anonymity
// threshold are left out for callers without full access (publication/threshold.ts); a list
// of one such year is empty, and its page says `withheld`.
import {
  FEEDBACK_PAGE_SIZE_DEFAULT,
  type Feedback,
  type FeedbackListQuery,
  type FeedbackPage,
} from '@module-feedback/shared/contracts';
import type { AppContext } from '../context';
import { SCOPES } from '../response-cache/scopes';
import { readCount } from '../db/values';
import { notFound } from '../http/errors';
import type { ShowsScopes } from '../response-cache/response-cache';
import { isPublished } from '../moderation/published';
import { findModuleByCode } from '../modules/lookup';
import { requireYearByValue } from '../academic-years/lookup';
import { withHelpfulCounts } from '../helpful-votes/counts';
import { withheldYear, withheldYearIds } from '../publication/threshold';
import type { ResultsAccess } from '../publication/results-access';
import { selectFeedback, toFeedback, type FeedbackRow, type Viewer } from './views';

export const isPaged = (query: FeedbackListQuery) =>
  query.page !== undefined || query.pageSize !== undefined;

/** The response cache's key: one entry per module, caller kind, access, year and page. */
export function moduleListKey(
  moduleCode: string,
  viewer: Viewer,
  access: ResultsAccess,
  query: FeedbackListQuery,
) {
  const page = isPaged(query)
    ? `${query.page ?? 1}x${query.pageSize ?? FEEDBACK_PAGE_SIZE_DEFAULT}`
    : 'whole';
  return `feedback:${moduleCode.toLowerCase()}:${viewer}:${access}:${query.year ?? 'every-year'}:${page}`;
}

export async function moduleFeedbackList(
  ctx: AppContext,
  shows: ShowsScopes,
  moduleCode: string,
  viewer: Viewer,
  access: ResultsAccess,
  query: FeedbackListQuery,
): Promise<Feedback[] | FeedbackPage> {
  const module = await findModuleByCode(ctx.db, moduleCode);
  if (!module) throw notFound('Module not found.');
  let yearId: number | undefined;
  /** The years whose entries this caller may not see. */
  let withheldYears: number[] = [];
  if (query.year === undefined) {
    // Every year's value appears in the list.
    shows(
      SCOPES.module(module.id),
      SCOPES.feedback(module.id),
      SCOPES.helpfulVotes(module.id),
      SCOPES.academicYearList,
    );
    withheldYears = await withheldYearIds(ctx, access, module.id);
  } else {
    yearId = (await requireYearByValue(ctx.db, query.year)).id;
    shows(
      SCOPES.module(module.id),
      SCOPES.feedback(module.id, yearId),
      SCOPES.helpfulVotes(module.id, yearId),
      SCOPES.academicYear(yearId),
    );
    const withheld = await withheldYear(ctx, access, module.id, yearId);
    if (withheld) {
      if (!isPaged(query)) return [];
      const pageSize = query.pageSize ?? FEEDBACK_PAGE_SIZE_DEFAULT;
      return { count: 0, page: query.page ?? 1, pageSize, results: [], withheld };
    }
  }
  const counted = (rows: FeedbackRow[]) =>
    withHelpfulCounts(
      ctx.db,
      rows.map((row) => toFeedback(row, viewer)),
      { moduleId: module.id, yearId, signedIn: viewer !== 'anonymous' },
    );
  const entries = selectFeedback(ctx.db, 'published')
    .where('f.module_id', '=', module.id)
    .where(isPublished('f'))
    .$if(yearId !== undefined, (q) => q.where('f.academic_year_id', '=', yearId!))
    .$if(withheldYears.length > 0, (q) => q.where('f.academic_year_id', 'not in', withheldYears));
  if (!isPaged(query)) return counted(await entries.execute());

  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? FEEDBACK_PAGE_SIZE_DEFAULT;
  const [total, rows] = await Promise.all([
    ctx.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('module_id', '=', module.id)
      .where(isPublished('feedback'))
      .$if(yearId !== undefined, (q) => q.where('academic_year_id', '=', yearId!))
      .$if(withheldYears.length > 0, (q) => q.where('academic_year_id', 'not in', withheldYears))
      .executeTakeFirstOrThrow(),
    entries
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return {
    count: readCount(total.count),
    page,
    pageSize,
    results: await counted(rows),
  };
}
