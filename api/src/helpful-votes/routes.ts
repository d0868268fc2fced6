// Helpful votes: a signed-in student marks a published review as helpful (PUT) or takes the mark
// back (DELETE). Both may be repeated with the same outcome and answer the review's new count.
// A vote changes the public lists' counts; the triggers of 0059-helpful-votes.ts make every
// cached list that shows them again.
import {
  ASPECTS,
  HELPFUL_VOTE_MESSAGES,
  HELPFUL_VOTE_ROUTES,
  type Aspect,
  type HelpfulVoteState,
  type OwnHelpfulVotes,
} from '@module-feedback/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context';
import { nowIso, readCount } from '../db/values';
import type { AuthGuards } from '../http/auth-guards';
import { HttpError, forbidden, notFound } from '../http/errors';
import { idParams } from '../http/params';
import { isPublished } from '../moderation/published';
import { findModuleByCode } from '../modules/lookup';
import { ASPECT_COLUMNS } from '../feedback/aspect-columns';
import { isAspect } from './counts';
import { canSeeResults } from '../publication/threshold';

const reviewParams = idParams.extend({ aspect: z.enum(ASPECTS) });

export async function helpfulVoteRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { helpfulVotes } = ctx.config.rateLimits;
  // Per student (the guard has identified them by then), shared by every instance with Redis.
  const checkVoteLimit = app.createRateLimit({
    max: helpfulVotes.max,
    timeWindow: helpfulVotes.windowMs,
    keyGenerator: (request: FastifyRequest) => `helpful-vote|${request.caller!.id}`,
  });

  /** Refuses a student over the limit, a review they cannot see, and one's own review. */
  async function requireVotableReview(request: FastifyRequest, id: number, aspect: Aspect) {
    const limit = await checkVoteLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new HttpError(429, HELPFUL_VOTE_MESSAGES.tooManyVotes);
    }
    const text = ASPECT_COLUMNS[aspect].text;
    // A hidden entry, or an aspect its author wrote nothing about, has no review to mark.
    const entry = await ctx.db
      .selectFrom('feedback')
      .select(['student_user_id', 'module_id', 'academic_year_id'])
      .where('id', '=', id)
      .where(isPublished('feedback'))
      .where(sql<string>`trim(coalesce(${sql.ref(text)}, ''))`, '<>', '')
      .executeTakeFirst();
    // Nor has a year below the anonymity threshold, for those who may not read its texts.
    if (
      !entry ||
      !(await canSeeResults(ctx, request.caller, entry.module_id, entry.academic_year_id))
    ) {
      throw notFound(HELPFUL_VOTE_MESSAGES.noReview);
    }
    if (entry.student_user_id === request.caller!.id) {
      throw forbidden(HELPFUL_VOTE_MESSAGES.ownReview);
    }
  }

  async function stateOf(id: number, aspect: Aspect, marked: boolean): Promise<HelpfulVoteState> {
    const { count } = await ctx.db
      .selectFrom('helpful_votes')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('feedback_id', '=', id)
      .where('aspect', '=', aspect)
      .executeTakeFirstOrThrow();
    return { feedbackId: id, aspect, count: readCount(count), marked };
  }

  api.put(
    HELPFUL_VOTE_ROUTES.vote,
    { onRequest: guards.requireStudent, schema: { params: reviewParams } },
    async (request): Promise<HelpfulVoteState> => {
      const { id, aspect } = request.params;
      await requireVotableReview(request, id, aspect);
      // The unique constraint decides, so a repeated or concurrent mark still leaves one.
      await ctx.db
        .insertInto('helpful_votes')
        .values({
          feedback_id: id,
          aspect,
          student_user_id: request.caller!.id,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['feedback_id', 'aspect', 'student_user_id']).doNothing())
        .execute();
      return stateOf(id, aspect, true);
    },
  );

  api.delete(
    HELPFUL_VOTE_ROUTES.vote,
    { onRequest: guards.requireStudent, schema: { params: reviewParams } },
    async (request): Promise<HelpfulVoteState> => {
      const { id, aspect } = request.params;
      await requireVotableReview(request, id, aspect);
      await ctx.db
        .deleteFrom('helpful_votes')
        .where('feedback_id', '=', id)
        .where('aspect', '=', aspect)
        .where('student_user_id', '=', request.caller!.id)
        .execute();
      return stateOf(id, aspect, false);
    },
  );

  api.get(
    HELPFUL_VOTE_ROUTES.mine,
    {
      onRequest: guards.requireStudent,
      schema: { params: z.object({ moduleCode: z.string() }) },
    },
    async (request): Promise<OwnHelpfulVotes> => {
      const module = await findModuleByCode(ctx.db, request.params.moduleCode);
      if (!module) throw notFound('Module not found.');
      const studentId = request.caller!.id;
      const [marked, own] = await Promise.all([
        ctx.db
          .selectFrom('helpful_votes as v')
          .innerJoin('feedback as f', 'f.id', 'v.feedback_id')
          .select(['v.feedback_id', 'v.aspect'])
          .where('f.module_id', '=', module.id)
          .where('v.student_user_id', '=', studentId)
          .where(isPublished('f'))
          .orderBy('v.id')
          .execute(),
        ctx.db
          .selectFrom('feedback')
          .select('id')
          .where('module_id', '=', module.id)
          .where('student_user_id', '=', studentId)
          .orderBy('id')
          .execute(),
      ]);
      return {
        marked: marked.flatMap((row) =>
          isAspect(row.aspect) ? [{ feedbackId: row.feedback_id, aspect: row.aspect }] : [],
        ),
        ownEntries: own.map((row) => row.id),
      };
    },
  );
}
