// The answer of GET /api/summarize-feedback/{moduleCode}/{year} as the response cache keeps it:
// the same bytes for every anonymous visitor, and for every signed-in reader (who also sees the
// lecturer aspect), so it is made once and sent from memory until the module, the year, the
// feedback it summarises or the stored summaries change. An answer that says "updating" (an
// older summary while the current one is made) stays cached until the current one is stored:
// storing it changes the summary scope on every instance.
import {
  EMPTY_ASPECT_SUMMARY,
  toSummaryResponse,
  visibleAspects,
  type SummaryResponse,
} from '@module-feedback/shared/contracts';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import type { ShowsScopes } from '../response-cache/response-cache';
import { SCOPES } from '../response-cache/scopes';
import { findModuleByCode } from '../modules/lookup';
import { findYearByValue } from '../academic-years/lookup';
import type { ResultsAccess } from '../publication/results-access';
import { withheldYear } from '../publication/threshold';

/** The response cache's key: one entry per module, year, kind of reader and access. */
export function summaryKey(
  moduleCode: string,
  year: string,
  signedIn: boolean,
  access: ResultsAccess,
) {
  return `summary:${moduleCode.toLowerCase()}:${year}:${signedIn ? 'signed-in' : 'anonymous'}:${access}`;
}

export async function summaryAnswer(
  ctx: Pick<AppContext, 'db' | 'summaries' | 'config'>,
  shows: ShowsScopes,
  moduleCode: string,
  year: string,
  signedIn: boolean,
  access: ResultsAccess,
): Promise<SummaryResponse> {
  const [module, academicYear] = await Promise.all([
    findModuleByCode(ctx.db, moduleCode),
    findYearByValue(ctx.db, year),
  ]);
  if (!module) throw notFound('Module not found.');
  if (!academicYear) throw notFound('Academic year not found.');
  // The feedback scope covers new, edited, hidden and deleted entries (a retraction is an
  // update or a delete); the module's and the year's rows cover renaming and removing them.
  shows(
    SCOPES.module(module.id),
    SCOPES.academicYear(academicYear.id),
    SCOPES.feedback(module.id, academicYear.id),
    SCOPES.summary(module.id, academicYear.id),
  );
  // Below the threshold nothing is summarised for this caller: the texts are not theirs to read.
  const withheld = await withheldYear(ctx, access, module.id, academicYear.id);
  if (withheld) return { ...toSummaryResponse(signedIn, () => EMPTY_ASPECT_SUMMARY), withheld };
  const { summaries, updating } = await ctx.summaries.summariesFor(
    module.id,
    academicYear.id,
    visibleAspects(signedIn),
  );
  return {
    ...toSummaryResponse(signedIn, (aspect) => summaries.get(aspect) ?? EMPTY_ASPECT_SUMMARY),
    updating,
  };
}
