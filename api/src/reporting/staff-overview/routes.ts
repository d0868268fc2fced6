// GET the staff overview of an academic year: one call with everything the Overview tab shows,
// served from the response cache until a module, a year or that year's (or the previous year's)
// feedback changes. Staff only.
import { STAFF_OVERVIEW_ROUTES, type StaffOverview } from '@module-feedback/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireYearByValue, yearParams } from '../../academic-years/lookup';
import { sendCached } from '../../response-cache/response-cache';
import type { AuthGuards } from '../../http/auth-guards';
import { staffOverview } from './overview';

export async function staffOverviewRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: AuthGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    STAFF_OVERVIEW_ROUTES.overview,
    { onRequest: guards.requireStaff, schema: { params: yearParams } },
    async (request, reply) => {
      const year = await requireYearByValue(ctx.db, request.params.year);
      const body = await ctx.responses.body(
        `staff-overview:${year.id}`,
        (shows): Promise<StaffOverview> => staffOverview(ctx.db, ctx.dialect, year, shows),
      );
      return sendCached(request, reply, body);
    },
  );
}
