// Feedback: the public list per module, submitting (students), and the staff list and delete.
import { FEEDBACK_ROUTES } from '@module-feedback/shared/contracts';
import {
  feedbackListQuerySchema,
  newFeedbackSchema,
  staffFeedbackQuerySchema,
} from '@module-feedback/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { nowIso } from '../db/values';
import { badRequest, conflict, notFound } from '../http/errors';
import { idParams } from '../http/params';
import { sendCached } from '../response-cache/response-cache';
import type { AuthGuards } from '../http/auth-guards';
import { toAspectColumns } from './aspect-columns';
import { toExtraQuestionColumns, toExtraQuestionFields } from './extra-question-columns';
import { requireOpenWindow, toSurveyWindow } from '../academic-years/survey-window';
import { requireEnrolment } from '../enrolment/eligibility';
import { refuseLecturerNames } from './lecturer-name-rule';
import { moduleFeedbackList, moduleListKey } from './module-list';
import { everyFeedbackEntry, staffFeedbackPage } from './staff-list';
import { asksForPage } from '../http/list-pages';
import { toFeedback, viewerOf } from './views';
import { resultsAccessByCode } from '../publication/results-access';

export const DUPLICATE_FEEDBACK =
  'You have already submitted feedback for this module in this academic year.';

export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    FEEDBACK_ROUTES.ofModule,
    {
      onRequest: guards.optionalUser,
      schema: {
        params: z.object({ moduleCode: z.string() }),
        querystring: feedbackListQuerySchema,
      },
    },
    async (request, reply) => {
      const { moduleCode } = request.params;
      const viewer = viewerOf(request.caller);
      const access = await resultsAccessByCode(ctx.db, request.caller, moduleCode);
      const key = moduleListKey(moduleCode, viewer, access, request.query);
      const body = await ctx.responses.body(key, (shows) =>
        moduleFeedbackList(ctx, shows, moduleCode, viewer, access, request.query),
      );
      return sendCached(request, reply, body);
    },
  );

  api.post(
    FEEDBACK_ROUTES.submit,
    { onRequest: guards.requireVerifiedStudent, schema: { body: newFeedbackSchema } },
    async (request, reply) => {
      const input = request.body;
      const [module, year] = await Promise.all([
        ctx.db
          .selectFrom('modules')
          .select(['id', 'code', 'title', 'lecturers_names'])
          .where('id', '=', input.module)
          .executeTakeFirst(),
        ctx.db
          .selectFrom('academic_years')
          .select(['id', 'year', 'opens_at', 'closes_at'])
          .where('id', '=', input.academicYear)
          .executeTakeFirst(),
      ]);
      const unknown: Record<string, string> = {};
      if (!module) unknown.module = 'No module has this id.';
      if (!year) unknown.academicYear = 'No academic year has this id.';
      if (!module || !year) throw badRequest('Unknown module or academic year.', unknown);
      requireOpenWindow({ year: year.year, ...toSurveyWindow(year) }, 'submit');
      // The author is the signed-in student; the body's `student` is ignored.
      const author = request.caller!;
      await requireEnrolment(ctx.db, author.studentId, {
        moduleId: module.id,
        academicYearId: year.id,
      });
      refuseLecturerNames(input, module.lecturers_names);
      // The new row and the reply carry the same values.
      const entry = {
        module_id: module.id,
        academic_year_id: year.id,
        ...toAspectColumns(input),
        ...toExtraQuestionColumns(input),
        submit_date: nowIso(),
      };
      const inserted = await ctx.db
        .insertInto('feedback')
        .values({ student_user_id: author.id, ...entry })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          // The unique index decides, so concurrent submits still leave exactly one row.
          if (isUniqueViolation(error)) throw conflict(DUPLICATE_FEEDBACK);
          throw error;
        });
      ctx.summaries.refreshAfterWrite(module.id, year.id);
      const created = {
        ...toFeedback(
          {
            ...entry,
            id: inserted.id,
            edited_at: null,
            student: author.studentId,
            year: year.year,
            code: module.code,
            title: module.title,
          },
          'member',
        ),
        // The author's own answers.
        ...toExtraQuestionFields(entry),
      };
      return reply.code(201).send(created);
    },
  );

  api.get(
    FEEDBACK_ROUTES.all,
    { onRequest: guards.requireStaff, schema: { querystring: staffFeedbackQuerySchema } },
    async (request, reply) => {
      if (asksForPage(request.query)) return staffFeedbackPage(ctx.db, request.query);
      const body = await ctx.responses.body('staff-feedback', (shows) =>
        everyFeedbackEntry(ctx.db, shows),
      );
      return sendCached(request, reply, body);
    },
  );

  api.delete(
    FEEDBACK_ROUTES.delete,
    { onRequest: guards.requireStaff, schema: { params: idParams } },
    async (request, reply) => {
      const deleted = await ctx.db
        .deleteFrom('feedback')
        .where('id', '=', request.params.id)
        .returning(['module_id', 'academic_year_id'])
        .executeTakeFirst();
      if (!deleted) throw notFound('Feedback not found.');
      ctx.summaries.refreshAfterWrite(deleted.module_id, deleted.academic_year_id);
      return reply.code(204).send();
    },
  );
}
