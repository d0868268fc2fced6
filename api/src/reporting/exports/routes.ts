// Staff downloads as CSV: feedback entries (a module's, a year's or all) and a year's overview.
import { STAFF_OVERVIEW_ROUTES } from '@module-feedback/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { AuthGuards } from '../../http/auth-guards';
import { findModuleByCode } from '../../modules/lookup';
import { staffOverview } from '../staff-overview/overview';
import { requireYearByValue, yearParams } from '../../academic-years/lookup';
import { sendCsv } from './csv';
import { feedbackCsv } from './feedback-export';
import { overviewCsv } from './overview-export';

const exportQuery = z.object({
  module: z.string().min(1).optional(),
  year: z.string().optional(),
  identity: z.enum(['0', '1'], 'identity must be 0 or 1.').optional(),
});

/** Keeps a file name to letters, digits, - and _. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');

export async function exportRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    STAFF_OVERVIEW_ROUTES.feedbackExport,
    { onRequest: guards.requireStaff, schema: { querystring: exportQuery } },
    async (request, reply) => {
      const { module: code, year: yearValue, identity } = request.query;
      const module = code === undefined ? undefined : await findModuleByCode(ctx.db, code);
      if (code !== undefined && !module) throw notFound('Module not found.');
      const year =
        yearValue === undefined ? undefined : await requireYearByValue(ctx.db, yearValue);
      const name = ['feedback', module?.code ?? 'all-modules', year?.year ?? 'all-years']
        .map((part) => fileSafe(String(part)))
        .join('-');
      const csv = feedbackCsv(ctx.db, {
        moduleId: module?.id,
        yearId: year?.id,
        identity: identity === '1',
      });
      return sendCsv(reply, `${name}.csv`, csv);
    },
  );

  api.get(
    STAFF_OVERVIEW_ROUTES.overviewExport,
    { onRequest: guards.requireStaff, schema: { params: yearParams } },
    async (request, reply) => {
      const year = await requireYearByValue(ctx.db, request.params.year);
      const overview = await staffOverview(ctx.db, ctx.dialect, year, () => undefined);
      return sendCsv(reply, `overview-${year.year}.csv`, overviewCsv(overview));
    },
  );
}
