// GET /api/results-overview/{year}: every module with its number of responses and average per
// aspect in that academic year — the lecturer average for signed-in callers only. Kept in the
// response cache until a module, that year or any module's feedback of that year changes.
import {
  visibleAspects,
  type ResultsOverviewModule,
  RESULTS_OVERVIEW_ROUTES,
} from '@module-feedback/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { SCOPES } from '../response-cache/scopes';
import { requireYearByValue } from '../academic-years/lookup';
import { sendCached } from '../response-cache/response-cache';
import type { AuthGuards } from '../http/auth-guards';
import { moduleFiguresOfYear } from '../module-statistics/year-figures';

export async function resultsOverviewRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: AuthGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    RESULTS_OVERVIEW_ROUTES.ofYear,
    { onRequest: guards.optionalUser, schema: { params: z.object({ year: z.string() }) } },
    async (request, reply) => {
      const { year } = request.params;
      const signedIn = request.caller !== null;
      const key = `results-overview:${signedIn ? 'member' : 'anonymous'}:${year}`;
      const body = await ctx.responses.body(
        key,
        async (shows): Promise<ResultsOverviewModule[]> => {
          const academicYear = await requireYearByValue(ctx.db, year);
          const figures = await moduleFiguresOfYear(ctx.db, academicYear.id);
          shows(
            SCOPES.moduleList,
            SCOPES.academicYear(academicYear.id),
            ...figures.map((module) => SCOPES.feedback(module.moduleId, academicYear.id)),
          );
          return figures.map(({ code, title, responses, averages }) => ({
            code,
            title,
            responses,
            averages: Object.fromEntries(
              visibleAspects(signedIn).map((aspect) => [aspect, averages[aspect]]),
            ),
          }));
        },
      );
      return sendCached(request, reply, body);
    },
  );
}
