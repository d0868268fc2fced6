// Academic years: public list; staff create, edit, delete.
import { API_ROUTES, type AcademicYear } from '@module-feedback/shared/contracts';
import { academicYearInputSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { SCOPES } from '../response-cache/scopes';
import { deleteWithFeedback } from '../db/delete-with-feedback';
import { conflict, notFound } from '../http/errors';
import { forceQuery, idParams } from '../http/params';
import { sendCached } from '../response-cache/response-cache';
import type { AuthGuards } from '../http/auth-guards';

const COLUMNS = ['id', 'year'] as const;

function duplicateYear(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw conflict('This academic year already exists.', {
      year: 'This academic year already exists.',
    });
  }
  throw error;
}

export async function academicYearRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: AuthGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(API_ROUTES.academicYears, async (request, reply) => {
    const body = await ctx.responses.body('academic-years', (shows): Promise<AcademicYear[]> => {
      shows(SCOPES.academicYearList);
      return ctx.db.selectFrom('academic_years').select(COLUMNS).orderBy('year').execute();
    });
    return sendCached(request, reply, body);
  });

  api.post(
    API_ROUTES.newYear,
    { onRequest: guards.requireStaff, schema: { body: academicYearInputSchema } },
    async (request, reply) => {
      const row = await ctx.db
        .insertInto('academic_years')
        .values({ year: request.body.year })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow()
        .catch(duplicateYear);
      return reply.code(201).send(row);
    },
  );

  api.put(
    API_ROUTES.editYear,
    {
      onRequest: guards.requireStaff,
      schema: { params: idParams, body: academicYearInputSchema },
    },
    async (request): Promise<AcademicYear> => {
      const row = await ctx.db
        .updateTable('academic_years')
        .set({ year: request.body.year })
        .where('id', '=', request.params.id)
        .returning(COLUMNS)
        .executeTakeFirst()
        .catch(duplicateYear);
      if (!row) throw notFound('The academic year was not found.');
      return row;
    },
  );

  api.delete(
    API_ROUTES.deleteYear,
    { onRequest: guards.requireStaff, schema: { params: idParams, querystring: forceQuery } },
    async (request, reply) => {
      await deleteWithFeedback(
        ctx,
        { table: 'academic_years', feedbackColumn: 'academic_year_id', noun: 'academic year' },
        request.params.id,
        request.query.force === 'true',
      );
      return reply.code(204).send();
    },
  );
}
