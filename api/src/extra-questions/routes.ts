// GET /api/extra-questions/{moduleCode}/{year}: the extra questions' figures of a module's
// academic year, the same for everyone. Kept in the response cache until the module, that year or the
// module's feedback of that year changes (an edit or a hidden entry included).
import { EXTRA_QUESTION_ROUTES } from '@module-feedback/shared/contracts';
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

export async function extraQuestionRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    EXTRA_QUESTION_ROUTES.figures,
    { schema: { params: z.object({ moduleCode: z.string(), year: z.string() }) } },
    async (request, reply) => {
      const { moduleCode, year } = request.params;
      const key = `extra-questions:${moduleCode.toLowerCase()}:${year}`;
      const body = await ctx.responses.body(key, async (shows) => {
        const module = await findModuleByCode(ctx.db, moduleCode);
        if (!module) throw notFound('Module not found.');
        const academicYear = await requireYearByValue(ctx.db, year);
        shows(
          SCOPES.module(module.id),
          SCOPES.academicYear(academicYear.id),
          SCOPES.feedback(module.id, academicYear.id),
        );
        return extraQuestionFiguresOf(ctx.db, module.id, academicYear.id);
      });
      return sendCached(request, reply, body);
    },
  );
}
