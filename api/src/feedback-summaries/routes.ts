// GET /api/summarize-feedback/{moduleCode}/{year}: automatic summaries (themes, what students
// liked and what could be better) of the feedback texts per aspect; the lecturer aspect only for
// signed-in callers. Served from the response cache (see summary-answer.ts).
import { SUMMARY_ROUTES } from '@module-feedback/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { AuthGuards } from '../http/auth-guards';
import { sendCached } from '../response-cache/response-cache';
import { summaryAnswer, summaryKey } from './summary-answer';
import { resultsAccessByCode } from '../publication/results-access';

export async function summaryRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    SUMMARY_ROUTES.ofModuleYear,
    {
      onRequest: guards.optionalUser,
      schema: { params: z.object({ moduleCode: z.string(), year: z.string() }) },
    },
    async (request, reply) => {
      const { moduleCode, year } = request.params;
      const signedIn = request.caller !== null;
      const access = await resultsAccessByCode(ctx.db, request.caller, moduleCode);
      const body = await ctx.responses.body(
        summaryKey(moduleCode, year, signedIn, access),
        (shows) => summaryAnswer(ctx, shows, moduleCode, year, signedIn, access),
      );
      return sendCached(request, reply, body);
    },
  );
}
