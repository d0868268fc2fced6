// GET /api/summarize-feedback/{moduleCode}/{year}: automatic summaries (themes, what students
// liked and what could be better) of the feedback texts per aspect; the lecturer aspect only for
// signed-in callers.
import {
  API_ROUTES,
  EMPTY_ASPECT_SUMMARY,
  toSummaryResponse,
  visibleAspects,
  type SummaryResponse,
} from '@module-feedback/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import type { AuthGuards } from '../http/auth-guards';
import { findModuleByCode } from '../modules/lookup';
import { findYearByValue } from '../academic-years/lookup';

export async function summaryRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.summary,
    {
      onRequest: guards.optionalUser,
      schema: { params: z.object({ moduleCode: z.string(), year: z.string() }) },
    },
    async (request): Promise<SummaryResponse> => {
      const { moduleCode, year } = request.params;
      const [module, academicYear] = await Promise.all([
        findModuleByCode(ctx.db, moduleCode),
        findYearByValue(ctx.db, year),
      ]);
      if (!module) throw notFound('Module not found.');
      if (!academicYear) throw notFound('Academic year not found.');

      const signedIn = request.caller !== null;
      const aspects = visibleAspects(signedIn);
      const { summaries, updating } = await ctx.summaries.summariesFor(
        module.id,
        academicYear.id,
        aspects,
      );
      return {
        ...toSummaryResponse(signedIn, (aspect) => summaries.get(aspect) ?? EMPTY_ASPECT_SUMMARY),
        updating,
      };
    },
  );
}
