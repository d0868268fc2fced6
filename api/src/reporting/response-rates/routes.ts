// GET the response rates of an academic year (rates.ts): staff only, never cached.
import { RESPONSE_RATE_ROUTES, type ResponseRates } from '@module-feedback/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireYearByValue, yearParams } from '../../academic-years/lookup';
import type { AuthGuards } from '../../http/auth-guards';
import { responseRates } from './rates';

export async function responseRateRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: AuthGuards,
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      RESPONSE_RATE_ROUTES.rates,
      { onRequest: guards.requireStaff, schema: { params: yearParams } },
      async (request, reply): Promise<ResponseRates> => {
        const year = await requireYearByValue(ctx.db, request.params.year);
        reply.header('cache-control', 'no-store');
        return responseRates(ctx.db, ctx.dialect, year.id);
      },
    );
}
