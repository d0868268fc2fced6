// A module report's data, assembled once for the page (as JSON) and for its PDF: the module's
// year's published feedback as every caller of the results page reads it (visitors get no
// lecturer aspect), its figures per aspect, the summaries, the texts and the trend over every
// year with feedback. Below the anonymity threshold, visitors and students get only the
// withheld notice (with the reply and the response rate, which give no student away); staff and
// the module's leaders get everything.
import {
  aspectFigures,
  aspectTrend,
  EMPTY_ASPECT_SUMMARY,
  hasTextOn,
  textOf,
  visibleAspects,
  type ModuleReport,
} from '@module-feedback/shared/contracts';
import type { AppContext } from '../../context';
import { requireYearByValue } from '../../academic-years/lookup';
import { selectFeedback, toFeedback, viewerOf } from '../../feedback/views';
import type { Caller } from '../../http/auth-guards';
import { notFound } from '../../http/errors';
import { isPublished } from '../../moderation/published';
import { findModuleByCode } from '../../modules/lookup';
import { enrolledCount } from '../../enrolment/queries';
import { enrolledResponseCount } from '../response-rates/rates';
import { moduleReplyOf } from '../../publication/reply-routes';
import { resultsAccessOf } from '../../publication/results-access';
import { publishedResponses, withheldFor, withheldYearIds } from '../../publication/threshold';

export async function moduleReportOf(
  ctx: Pick<AppContext, 'db' | 'summaries' | 'config'>,
  moduleCode: string,
  year: string,
  caller: Caller | null,
): Promise<ModuleReport> {
  const module = await findModuleByCode(ctx.db, moduleCode);
  if (!module) throw notFound('Module not found.');
  const academicYear = await requireYearByValue(ctx.db, year);
  const viewer = viewerOf(caller);
  const aspects = visibleAspects(viewer !== 'anonymous');
  const moduleYear = { moduleId: module.id, academicYearId: academicYear.id };

  const [access, responses, reply, enrolled, fromEnrolled] = await Promise.all([
    resultsAccessOf(ctx.db, caller, module.id),
    publishedResponses(ctx.db, module.id, academicYear.id),
    moduleReplyOf(ctx.db, module.id, academicYear.id),
    enrolledCount(ctx.db, moduleYear),
    enrolledResponseCount(ctx.db, moduleYear),
  ]);
  const withheld = withheldFor(access, responses, ctx.config.minResponsesToPublish);
  const common = {
    module: { code: module.code, title: module.title },
    year: academicYear.year,
    responses,
    // The rate counts the enrolled students' responses only, as the staff overview does.
    ...(enrolled > 0 && { responseRate: { responses: fromEnrolled, enrolled } }),
    ...(reply && { reply }),
  };
  if (withheld) return { ...common, aspects: [], trend: { years: [], series: [] }, withheld };

  // The trend leaves out the other years whose results are withheld from this caller.
  const withheldYears = await withheldYearIds(ctx, access, module.id);
  const [rows, { summaries }] = await Promise.all([
    selectFeedback(ctx.db, 'published')
      .where('f.module_id', '=', module.id)
      .where(isPublished('f'))
      .$if(withheldYears.length > 0, (q) => q.where('f.academic_year_id', 'not in', withheldYears))
      .execute(),
    ctx.summaries.summariesFor(module.id, academicYear.id, aspects, { currentOnly: true }),
  ]);
  const everyYear = rows.map((row) => toFeedback(row, viewer));
  const ofYear = everyYear.filter((entry) => entry.academicYear.year === academicYear.year);

  return {
    ...common,
    aspects: aspects.map((aspect) => {
      const { average, ratings, ratedWithText, textsWithoutRating } = aspectFigures(ofYear, aspect);
      return {
        aspect,
        average,
        ratings,
        ratedWithText,
        textsWithoutRating,
        summary: summaries.get(aspect) ?? EMPTY_ASPECT_SUMMARY,
        texts: ofYear
          .filter((entry) => hasTextOn(entry, aspect))
          .map((entry) => textOf(entry, aspect)!.trim()),
      };
    }),
    trend: aspectTrend(everyYear, aspects),
  };
}
