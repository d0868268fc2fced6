// GET /api/extra-questions/{moduleCode}/{year}: the extra questions' figures of a module's
// academic year, the same for everyone. Kept in the response cache until the module, that year or the
// module's feedback of that year changes (an edit or a hidden entry included). Below the
// anonymity threshold callers without full access get `withheld` and nothing answered.
import {
  EXTRA_QUESTION_ROUTES,
  type ExtraQuestionFigures,
} from '@module-feedback/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireYearByValue } from '../academic-years/lookup';
import { notFound } from '../http/errors';
import { findModuleByCode } from '../modules/lookup';
import { sendCached } from '../response-cache/response-cache';
import { SCOPES } from '../response-cache/scopes';
import { extraQuestionFiguresOf } from './figures';
import type { AuthGuards } from '../http/auth-guards';
import { resultsAccessByCode } from '../publication/results-access';
import { withheldYear } from '../publication/threshold';

export async function extraQuestionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: AuthGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    EXTRA_QUESTION_ROUTES.figures,
    {
      onRequest: guards.optionalUser,
      schema: { params: z.object({ moduleCode: z.string(), year: z.string() }) },
    },
    async (request, reply) => {
      const { moduleCode, year } = request.params;
      const access = await resultsAccessByCode(ctx.db, request.caller, moduleCode);
      const key = `extra-questions:${moduleCode.toLowerCase()}:${year}:${access}`;
      const body = await ctx.responses.body(key, async (shows): Promise<ExtraQuestionFigures> => {
        const module = await findModuleByCode(ctx.db, moduleCode);
        if (!module) throw notFound('Module not found.');
        const academicYear = await requireYearByValue(ctx.db, year);
        shows(
          SCOPES.module(module.id),
          SCOPES.academicYear(academicYear.id),
          SCOPES.feedback(module.id, academicYear.id),
        );
        const withheld = await withheldYear(ctx, access, module.id, academicYear.id);
        if (withheld) {
          return {
            hoursPerWeek: { answered: 0, median: null },
            wouldRecommend: { answered: 0, yes: 0 },
            withheld,
          };
        }
        return extraQuestionFiguresOf(ctx.db, module.id, academicYear.id);
      });
      return sendCached(request, reply, body);
    },
  );
}
