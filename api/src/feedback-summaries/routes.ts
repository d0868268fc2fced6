// GET /api/summarize-feedback/{moduleCode}/{year}: automatic summaries (themes, what students
// liked and what could be better) of the feedback texts per aspect; the lecturer aspect only for
// signed-in callers.
import { API_ROUTES, type Aspect, type SummaryResponse } from '@module-feedback/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import type { SessionHooks } from '../http/session';
import { findModuleByCode } from '../modules/lookup';
import { EMPTY_ASPECT_SUMMARY } from './aspect-summary';

const PUBLIC_ASPECTS: readonly Aspect[] = ['material', 'assessment'];
const MEMBER_ASPECTS: readonly Aspect[] = ['material', 'assessment', 'lecturer'];

export async function summaryRoutes(app: FastifyInstance, ctx: AppContext, session: SessionHooks) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.summary,
    {
      onRequest: session.optionalUser,
      schema: { params: z.object({ moduleCode: z.string(), year: z.string() }) },
    },
    async (request): Promise<SummaryResponse> => {
      const { moduleCode, year } = request.params;
      const yearValue = /^\d{1,4}$/.test(year) ? Number(year) : undefined;
      const [module, academicYear] = await Promise.all([
        findModuleByCode(ctx.db, moduleCode),
        yearValue === undefined
          ? undefined
          : ctx.db
              .selectFrom('academic_years')
              .select('id')
              .where('year', '=', yearValue)
              .executeTakeFirst(),
      ]);
      if (!module) throw notFound('Module not found.');
      if (!academicYear) throw notFound('Academic year not found.');

      const signedIn = request.sessionUser !== null;
      const aspects = signedIn ? MEMBER_ASPECTS : PUBLIC_ASPECTS;
      const summaries = await ctx.summaries.summariesFor(module.id, academicYear.id, aspects);
      const part = (aspect: Aspect) => summaries.get(aspect) ?? EMPTY_ASPECT_SUMMARY;
      const lecturer = part('lecturer');
      return {
        summary_material: part('material').summary,
        summary_assessment: part('assessment').summary,
        themes_material: part('material').themes,
        themes_assessment: part('assessment').themes,
        details_material: part('material').details,
        details_assessment: part('assessment').details,
        ...(signedIn
          ? {
              summary_lecturer: lecturer.summary,
              themes_lecturer: lecturer.themes,
              details_lecturer: lecturer.details,
            }
          : {}),
      };
    },
  );
}
