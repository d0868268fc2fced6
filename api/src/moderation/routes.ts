// Moderation: students with a confirmed address report a text of a published entry; staff read
// the queue and the audit, hide and unhide a whole entry or one of its texts, and dismiss.
// Hiding and unhiding are updates of the feedback row, so the triggers record a change of the
// module's feedback of that year: cached lists and summaries that show it are made again
// everywhere.
import {
  ASPECTS,
  MODERATION_ROUTES,
  MODERATION_MESSAGES,
  type Aspect,
  type ModerationAction,
  type ModerationActionKind,
  type ModerationQueueEntry,
} from '@module-feedback/shared/contracts';
import { newReportSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { ASPECT_COLUMNS } from '../feedback/aspect-columns';
import { nowIso } from '../db/values';
import { HttpError, conflict, forbidden, notFound } from '../http/errors';
import { idParams } from '../http/params';
import type { AuthGuards, Caller } from '../http/auth-guards';
import { listActions, recordAction } from './audit';
import { isPublished, publishedText } from './published';
import { moderationQueue } from './queue';

const FEEDBACK_NOT_FOUND = 'Feedback not found.';

/** An unknown aspect names no text: answered as not found, like an unknown id. */
const textParams = idParams.extend({ aspect: z.enum(ASPECTS) });

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

type TextChange = (
  trx: Kysely<Database>,
  id: number,
  aspect: Aspect,
) => Promise<Changed | undefined>;

type TextActionKind = Extract<ModerationActionKind, 'hide' | 'unhide'>;

/** Hiding or unhiding one text: the same, on that aspect's column; the rating is untouched. */
const TEXT_CHANGES: Record<TextActionKind, { change: TextChange; refusal: string }> = {
  hide: {
    change: (trx, id, aspect) =>
      trx
        .updateTable('feedback')
        .set({ [ASPECT_COLUMNS[aspect].textHiddenAt]: nowIso() })
        .where('id', '=', id)
        .where(ASPECT_COLUMNS[aspect].textHiddenAt, 'is', null)
        .where(ASPECT_COLUMNS[aspect].text, 'is not', null)
        .returning(['module_id', 'academic_year_id'])
        .executeTakeFirst(),
    refusal: MODERATION_MESSAGES.textAlreadyHidden,
  },
  unhide: {
    change: (trx, id, aspect) =>
      trx
        .updateTable('feedback')
        .set({ [ASPECT_COLUMNS[aspect].textHiddenAt]: null })
        .where('id', '=', id)
        .where(ASPECT_COLUMNS[aspect].textHiddenAt, 'is not', null)
        .returning(['module_id', 'academic_year_id'])
        .executeTakeFirst(),
    refusal: MODERATION_MESSAGES.textNotHidden,
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

  /** Why an action changed nothing: the entry is unknown, has no such text, or the refusal. */
  async function refuse(id: number, refusal: string, aspect: Aspect | null): Promise<never> {
    const entry = await ctx.db
      .selectFrom('feedback')
      .select(['id', ...ASPECTS.map((each) => ASPECT_COLUMNS[each].text)])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!entry) throw notFound(FEEDBACK_NOT_FOUND);
    if (aspect && entry[ASPECT_COLUMNS[aspect].text] === null) {
      throw conflict(MODERATION_MESSAGES.noText);
    }
    throw conflict(refusal);
  }

  /** Runs a staff action and its record in one transaction, then refreshes what it changed. */
  async function act(
    request: FastifyRequest,
    reply: FastifyReply,
    action: ModerationActionKind,
    target: { id: number; aspect: Aspect | null },
    change: (trx: Kysely<Database>) => Promise<Changed | undefined>,
    refusal: string,
  ) {
    const actor = request.caller!;
    const changed = await ctx.db.transaction().execute(async (trx) => {
      const result = await change(trx);
      if (result) await recordAction(trx, actor, action, target.id, target.aspect);
      return result;
    });
    if (!changed) return refuse(target.id, refusal, target.aspect);
    if (action !== 'dismiss') {
      ctx.summaries.refreshAfterWrite(changed.module_id, changed.academic_year_id);
    }
    return reply.code(204).send();
  }

  api.post(
    MODERATION_ROUTES.report,
    {
      onRequest: guards.requireStudent,
      schema: { params: idParams, body: newReportSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const reporter = request.caller!;
      // As for writing feedback: an unconfirmed address may belong to someone else.
      if (!reporter.emailVerified) throw forbidden(MODERATION_MESSAGES.notVerified);
      const limit = await checkReportLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, MODERATION_MESSAGES.tooManyReports);
      }
      const { reason, aspect, details } = request.body;
      // A hidden entry or text is not published: to a student it does not exist.
      const entry = await ctx.db
        .selectFrom('feedback')
        .select(['id', 'student_user_id'])
        .where('id', '=', id)
        .where(isPublished('feedback'))
        .$if(aspect !== null, (q) => q.where(publishedText('feedback', aspect!), 'is not', null))
        .executeTakeFirst();
      if (!entry) throw notFound(FEEDBACK_NOT_FOUND);
      if (entry.student_user_id === reporter.id) throw forbidden(MODERATION_MESSAGES.ownEntry);
      const createdAt = nowIso();
      await ctx.db
        .insertInto('feedback_reports')
        .values({
          feedback_id: id,
          reporter_user_id: reporter.id,
          reason,
          aspect,
          details,
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
        reason,
        aspect,
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
        const { change, refusal } = CHANGES[action];
        return act(
          request,
          reply,
          action,
          { id, aspect: null },
          (trx) => change(trx, id, request.caller!),
          refusal,
        );
      },
    );
  }

  const TEXT_ROUTES = { hide: MODERATION_ROUTES.hideText, unhide: MODERATION_ROUTES.unhideText };
  for (const action of Object.keys(TEXT_CHANGES) as TextActionKind[]) {
    api.post(
      TEXT_ROUTES[action],
      { onRequest: guards.requireStaff, schema: { params: textParams } },
      async (request, reply) => {
        const { id, aspect } = request.params;
        const { change, refusal } = TEXT_CHANGES[action];
        return act(
          request,
          reply,
          action,
          { id, aspect },
          (trx) => change(trx, id, aspect),
          refusal,
        );
      },
    );
  }
}
