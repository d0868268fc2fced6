// Academic years: public list (with each year's survey window and published responses);
// staff create, edit, delete, and open or close a year's window now.
import {
  SURVEY_WINDOW_TEXTS,
  surveyWindowState,
  type ListedAcademicYear,
  type SurveyWindow,
  ACADEMIC_YEAR_ROUTES,
} from '@module-feedback/shared/contracts';
import { academicYearInputSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { nowIso, readCount } from '../db/values';
import { SCOPES } from '../response-cache/scopes';
import { deleteWithFeedback } from '../db/delete-with-feedback';
import { badRequest, conflict, notFound } from '../http/errors';
import { forceQuery, idParams } from '../http/params';
import { sendCached } from '../response-cache/response-cache';
import type { AuthGuards } from '../http/auth-guards';
import { isPublished } from '../moderation/published';
import { toSurveyWindow } from './survey-window';

const COLUMNS = ['id', 'year', 'opens_at', 'closes_at'] as const;
const YEAR_NOT_FOUND = 'The academic year was not found.';

function duplicateYear(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw conflict('This academic year already exists.', {
      year: 'This academic year already exists.',
    });
  }
  throw error;
}

/** Every year, or one, as the list shows it, oldest first. */
async function listedYears(db: Kysely<Database>, id?: number): Promise<ListedAcademicYear[]> {
  let years = db.selectFrom('academic_years').select(COLUMNS).orderBy('year');
  let counts = db
    .selectFrom('feedback')
    .select(['academic_year_id', (eb) => eb.fn.countAll().as('responses')])
    .where(isPublished('feedback'))
    .groupBy('academic_year_id');
  if (id !== undefined) {
    years = years.where('id', '=', id);
    counts = counts.where('academic_year_id', '=', id);
  }
  const [rows, responses] = await Promise.all([years.execute(), counts.execute()]);
  const responsesOf = new Map(responses.map((row) => [row.academic_year_id, row.responses]));
  return rows.map((row) => ({
    id: row.id,
    year: row.year,
    ...toSurveyWindow(row),
    responses: readCount(responsesOf.get(row.id)),
  }));
}

async function requireListedYear(db: Kysely<Database>, id: number): Promise<ListedAcademicYear> {
  const [year] = await listedYears(db, id);
  if (!year) throw notFound(YEAR_NOT_FOUND);
  return year;
}

/** A window never closes before it opens. */
function requireOrderedWindow({ opensAt, closesAt }: SurveyWindow) {
  if (opensAt !== null && closesAt !== null && Date.parse(closesAt) <= Date.parse(opensAt)) {
    throw badRequest(SURVEY_WINDOW_TEXTS.closesBeforeOpening, {
      closesAt: SURVEY_WINDOW_TEXTS.closesBeforeOpening,
    });
  }
}

export async function academicYearRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: AuthGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(ACADEMIC_YEAR_ROUTES.list, async (request, reply) => {
    const body = await ctx.responses.body('academic-years', async (shows) => {
      // The responses count every module's feedback: a new module's first entry too.
      const modules = await ctx.db.selectFrom('modules').select('id').execute();
      shows(
        SCOPES.academicYearList,
        SCOPES.moduleList,
        ...modules.map((module) => SCOPES.feedback(module.id)),
      );
      return listedYears(ctx.db);
    });
    return sendCached(request, reply, body);
  });

  api.post(
    ACADEMIC_YEAR_ROUTES.create,
    { onRequest: guards.requireStaff, schema: { body: academicYearInputSchema } },
    async (request, reply) => {
      const { year, opensAt = null, closesAt = null } = request.body;
      const row = await ctx.db
        .insertInto('academic_years')
        .values({ year, opens_at: opensAt, closes_at: closesAt })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(duplicateYear);
      return reply.code(201).send(await requireListedYear(ctx.db, row.id));
    },
  );

  api.put(
    ACADEMIC_YEAR_ROUTES.edit,
    {
      onRequest: guards.requireStaff,
      schema: { params: idParams, body: academicYearInputSchema },
    },
    async (request): Promise<ListedAcademicYear> => {
      const { id } = request.params;
      const stored = await requireListedYear(ctx.db, id);
      // A time left out keeps the stored one (the spec's form sends only the year).
      const window: SurveyWindow = {
        opensAt: request.body.opensAt === undefined ? stored.opensAt : request.body.opensAt,
        closesAt: request.body.closesAt === undefined ? stored.closesAt : request.body.closesAt,
      };
      requireOrderedWindow(window);
      const row = await ctx.db
        .updateTable('academic_years')
        .set({ year: request.body.year, opens_at: window.opensAt, closes_at: window.closesAt })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst()
        .catch(duplicateYear);
      if (!row) throw notFound(YEAR_NOT_FOUND);
      return requireListedYear(ctx.db, id);
    },
  );

  api.post(
    ACADEMIC_YEAR_ROUTES.openNow,
    { onRequest: guards.requireStaff, schema: { params: idParams } },
    async (request): Promise<ListedAcademicYear> => {
      const { id } = request.params;
      const year = await requireListedYear(ctx.db, id);
      const now = new Date();
      if (surveyWindowState(year, now) === 'open') throw conflict(SURVEY_WINDOW_TEXTS.alreadyOpen);
      // It opens now unless it opened before (a closed year opens again), and stays open
      // until staff close it.
      const openedBefore = year.opensAt !== null && Date.parse(year.opensAt) <= now.getTime();
      await ctx.db
        .updateTable('academic_years')
        .set({ opens_at: openedBefore ? year.opensAt : now.toISOString(), closes_at: null })
        .where('id', '=', id)
        .execute();
      return requireListedYear(ctx.db, id);
    },
  );

  api.post(
    ACADEMIC_YEAR_ROUTES.closeNow,
    { onRequest: guards.requireStaff, schema: { params: idParams } },
    async (request): Promise<ListedAcademicYear> => {
      const { id } = request.params;
      const year = await requireListedYear(ctx.db, id);
      if (surveyWindowState(year) !== 'open') throw conflict(SURVEY_WINDOW_TEXTS.notOpen);
      await ctx.db
        .updateTable('academic_years')
        .set({ closes_at: nowIso() })
        .where('id', '=', id)
        .execute();
      return requireListedYear(ctx.db, id);
    },
  );

  api.delete(
    ACADEMIC_YEAR_ROUTES.delete,
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
