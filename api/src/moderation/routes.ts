// Moderation: students report published entries; staff read the queue and the audit, hide,
// unhide and dismiss. Hiding and unhiding are updates of the feedback row, so the triggers
// record a change of the module's feedback of that year: cached lists and summaries that
// show it are made again everywhere.
import {
  MODERATION_ROUTES,
  MODERATION_MESSAGES,
  type ModerationAction,
  type ModerationActionKind,
  type ModerationQueueEntry,
} from '@module-feedback/shared/contracts';
import { newReportSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';
import { HttpError, conflict, forbidden, notFound } from '../http/errors';
import { idParams } from '../http/params';
import type { AuthGuards, Caller } from '../http/auth-guards';
import { listActions, recordAction } from './audit';
import { isPublished } from './published';
import { moderationQueue } from './queue';

const FEEDBACK_NOT_FOUND = 'Feedback not found.';

interface Changed {
  module_id: number;
  academic_year_id: number;
}

/** What one staff action changes, inside its transaction; undefined when it does not apply. */
type Change = (trx: Kysely<Database>, id: number, actor: Caller) => Promise<Changed | undefined>;

const CHANGES: Record<ModerationActionKind, { change: Change; refusal: string }> = {
  hide: {
    change: (trx, id, actor) =>
      trx
        .updateTable('feedback')
        .set({ hidden_at: nowIso(), hidden_by: actor.id })
        .where('id', '=', id)
        .where('hidden_at', 'is', null)
        .returning(['module_id', 'academic_year_id'])
        .executeTakeFirst(),
    refusal: MODERATION_MESSAGES.alreadyHidden,
  },
  unhide: {
    change: (trx, id) =>
      trx
        .updateTable('feedback')
        .set({ hidden_at: null, hidden_by: null })
        .where('id', '=', id)
        .where('hidden_at', 'is not', null)
        .returning(['module_id', 'academic_year_id'])
        .executeTakeFirst(),
    refusal: MODERATION_MESSAGES.notHidden,
  },
  dismiss: {
    async change(trx, id) {
      const dismissed = await trx
        .updateTable('feedback_reports')
        .set({ dismissed_at: nowIso() })
        .where('feedback_id', '=', id)
        .where('dismissed_at', 'is', null)
        .executeTakeFirst();
      if (dismissed.numUpdatedRows === 0n) return undefined;
      return trx
        .selectFrom('feedback')
        .select(['module_id', 'academic_year_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    refusal: MODERATION_MESSAGES.noOpenReports,
  },
};

export async function moderationRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { reports } = ctx.config.rateLimits;
  // Per student (the guard has identified them by then), shared by every instance with Redis.
  const checkReportLimit = app.createRateLimit({
    max: reports.max,
    timeWindow: reports.windowMs,
    keyGenerator: (request: FastifyRequest) => `report|${request.caller!.id}`,
  });

  const feedbackExists = async (id: number) =>
    (await ctx.db.selectFrom('feedback').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;

  api.post(
    MODERATION_ROUTES.report,
    {
      onRequest: guards.requireStudent,
      schema: { params: idParams, body: newReportSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const reporter = request.caller!;
      const limit = await checkReportLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, MODERATION_MESSAGES.tooManyReports);
      }
      // A hidden entry is not published: to a student it does not exist.
      const entry = await ctx.db
        .selectFrom('feedback')
        .select(['id', 'student_user_id'])
        .where('id', '=', id)
        .where(isPublished('feedback'))
        .executeTakeFirst();
      if (!entry) throw notFound(FEEDBACK_NOT_FOUND);
      if (entry.student_user_id === reporter.id) throw forbidden(MODERATION_MESSAGES.ownEntry);
      const createdAt = nowIso();
      await ctx.db
        .insertInto('feedback_reports')
        .values({
          feedback_id: id,
          reporter_user_id: reporter.id,
          reason: request.body.reason,
          created_at: createdAt,
        })
        .execute()
        .catch((error: unknown) => {
          // The unique constraint decides, so two reports at once still leave one.
          if (isUniqueViolation(error)) throw conflict(MODERATION_MESSAGES.alreadyReported);
          throw error;
        });
      return reply.code(201).send({
        feedback: id,
        reason: request.body.reason,
        createdAt,
        message: MODERATION_MESSAGES.reported,
      });
    },
  );

  api.get(
    MODERATION_ROUTES.queue,
    { onRequest: guards.requireStaff },
    async (): Promise<ModerationQueueEntry[]> => moderationQueue(ctx.db),
  );

  api.get(
    MODERATION_ROUTES.actions,
    { onRequest: guards.requireStaff },
    async (): Promise<ModerationAction[]> => listActions(ctx.db),
  );

  for (const action of Object.keys(CHANGES) as ModerationActionKind[]) {
    api.post(
      MODERATION_ROUTES[action],
      { onRequest: guards.requireStaff, schema: { params: idParams } },
      async (request, reply) => {
        const { id } = request.params;
        const actor = request.caller!;
        const { change, refusal } = CHANGES[action];
        const changed = await ctx.db.transaction().execute(async (trx) => {
          const result = await change(trx, id, actor);
          if (result) await recordAction(trx, actor, action, id);
          return result;
        });
        if (!changed) {
          if (!(await feedbackExists(id))) throw notFound(FEEDBACK_NOT_FOUND);
          throw conflict(refusal);
        }
        if (action !== 'dismiss') {
          ctx.summaries.refreshAfterWrite(changed.module_id, changed.academic_year_id);
        }
        return reply.code(204).send();
      },
    );
  }
}
