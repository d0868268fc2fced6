// GET /api/module-report/{moduleCode}/{year}: a module's report of an academic year as JSON,
// and …/pdf: the same report as a PDF to download. Both answer what the results page shows the
// caller (visitors get no lecturer aspect; below the anonymity threshold only staff and the
// module's leaders get results), so neither is kept by a shared cache.
import {
  MODULE_REPORT_ROUTES,
  moduleReportFileName,
  withheldMessage,
} from '@module-feedback/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthGuards } from '../../http/auth-guards';
import { forbidden } from '../../http/errors';
import { forCallerOnly } from '../../http/private-responses';
import { moduleReportOf } from './report-data';
import { moduleReportPdf } from './report-pdf';

const params = z.object({ moduleCode: z.string(), year: z.string() });

export async function moduleReportRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: AuthGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    MODULE_REPORT_ROUTES.report,
    { onRequest: guards.optionalUser, schema: { params } },
    async (request, reply) => {
      const { moduleCode, year } = request.params;
      const report = await moduleReportOf(ctx, moduleCode, year, request.caller);
      return forCallerOnly(reply).send(report);
    },
  );

  api.get(
    MODULE_REPORT_ROUTES.pdf,
    { onRequest: guards.optionalUser, schema: { params } },
    async (request, reply) => {
      const { moduleCode, year } = request.params;
      const report = await moduleReportOf(ctx, moduleCode, year, request.caller);
      // Below the anonymity threshold there are no results to print.
      if (report.withheld) throw forbidden(withheldMessage(report.withheld));
      const pdf = await moduleReportPdf(report);
      const fileName = moduleReportFileName(report.module.code, report.year);
      return forCallerOnly(reply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
}
