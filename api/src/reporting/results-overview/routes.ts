// GET /api/results-overview/{year}: every module with its number of responses and average per
// aspect in that academic year — the lecturer average for signed-in callers only. Kept in the
// response cache until a module, that year or any module's feedback of that year changes.
// A module below the anonymity threshold has `withheld` and no averages, except for staff and
// for the modules the caller leads: cached answers are kept per set of fully seen modules.
import {
  visibleAspects,
  type ResultsOverviewModule,
  RESULTS_OVERVIEW_ROUTES,
} from '@module-feedback/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { SCOPES } from '../../response-cache/scopes';
import { requireYearByValue } from '../../academic-years/lookup';
import { sendCached } from '../../response-cache/response-cache';
import type { AuthGuards } from '../../http/auth-guards';
import { moduleFiguresOfYear } from '../year-figures';
import { ledModuleIds } from '../../publication/results-access';
import { withheldFor } from '../../publication/threshold';

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
      const { caller } = request;
      const signedIn = caller !== null;
      const led = caller && !caller.isStaff ? await ledModuleIds(ctx.db, caller.id) : [];
      const seenInFull = caller?.isStaff ? 'all' : `led-${led.join(',')}`;
      const isSeenInFull = (moduleId: number) => caller?.isStaff === true || led.includes(moduleId);
      const required = ctx.config.minResponsesToPublish;
      const key = `results-overview:${signedIn ? 'member' : 'anonymous'}:${seenInFull}:${year}`;
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
          return figures.map(({ moduleId, code, title, responses, averages }) => {
            const access = isSeenInFull(moduleId) ? 'full' : 'public';
            const withheld = withheldFor(access, responses, required);
            if (withheld) return { code, title, responses, averages: {}, withheld };
            return {
              code,
              title,
              responses,
              averages: Object.fromEntries(
                visibleAspects(signedIn).map((aspect) => [aspect, averages[aspect]]),
              ),
            };
          });
        },
      );
      return sendCached(request, reply, body);
    },
  );
}
