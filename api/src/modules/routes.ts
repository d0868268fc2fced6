// Modules: public list; staff create, edit, delete.
import { type Module, MODULE_ROUTES } from '@module-feedback/shared/contracts';
import { moduleInputSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { ModulesTable } from '../db/schema';
import { SCOPES } from '../response-cache/scopes';
import { deleteWithFeedback } from '../db/delete-with-feedback';
import { conflict, notFound } from '../http/errors';
import { forceQuery, idParams } from '../http/params';
import { sendCached } from '../response-cache/response-cache';
import type { AuthGuards } from '../http/auth-guards';

const COLUMNS = ['id', 'code', 'title', 'lecturers_names'] as const;

type ModuleRow = Pick<Selectable<ModulesTable>, (typeof COLUMNS)[number]>;

const toModule = (row: ModuleRow): Module => ({
  id: row.id,
  code: row.code,
  title: row.title,
  lecturersNames: row.lecturers_names,
});

function duplicateCode(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw conflict('A module with this code already exists.', {
      code: 'A module with this code already exists.',
    });
  }
  throw error;
}

export async function moduleRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(MODULE_ROUTES.list, async (request, reply) => {
    const body = await ctx.responses.body('modules', async (shows): Promise<Module[]> => {
      shows(SCOPES.moduleList);
      const rows = await ctx.db.selectFrom('modules').select(COLUMNS).orderBy('code').execute();
      return rows.map(toModule);
    });
    return sendCached(request, reply, body);
  });

  api.post(
    MODULE_ROUTES.create,
    { onRequest: guards.requireStaff, schema: { body: moduleInputSchema } },
    async (request, reply) => {
      const { code, title, lecturersNames } = request.body;
      const row = await ctx.db
        .insertInto('modules')
        .values({ code, title, lecturers_names: lecturersNames })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow()
        .catch(duplicateCode);
      return reply.code(201).send(toModule(row));
    },
  );

  api.put(
    MODULE_ROUTES.edit,
    { onRequest: guards.requireStaff, schema: { params: idParams, body: moduleInputSchema } },
    async (request): Promise<Module> => {
      const { code, title, lecturersNames } = request.body;
      const row = await ctx.db
        .updateTable('modules')
        .set({ code, title, lecturers_names: lecturersNames })
        .where('id', '=', request.params.id)
        .returning(COLUMNS)
        .executeTakeFirst()
        .catch(duplicateCode);
      if (!row) throw notFound('The module was not found.');
      return toModule(row);
    },
  );

  api.delete(
    MODULE_ROUTES.delete,
    { onRequest: guards.requireStaff, schema: { params: idParams, querystring: forceQuery } },
    async (request, reply) => {
      await deleteWithFeedback(
        ctx,
        { table: 'modules', feedbackColumn: 'module_id', noun: 'module' },
        request.params.id,
        request.query.force === 'true',
      );
      return reply.code(204).send();
    },
  );
}
