// A student's own feedback: the list of their entries, editing one and withdrawing one.
// Only the author may change an entry (anyone else's id is answered as unknown, so ids reveal
// nothing), only while its academic year's survey window is open, and never while staff
// hold any part of it hidden (it is under review). An edit is checked exactly like a
// submission, keeps the submit date and records edited_at.
import {
  OWN_FEEDBACK_MESSAGES,
  OWN_FEEDBACK_ROUTES,
  surveyWindowState,
  type OwnFeedback,
} from '@module-feedback/shared/contracts';
import { newFeedbackSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { AcademicYearsTable, Database, FeedbackTable } from '../db/schema';
import { nowIso, readFlag, readTimestamp } from '../db/values';
import { badRequest, conflict, notFound } from '../http/errors';
import { idParams } from '../http/params';
import type { AuthGuards } from '../http/auth-guards';
import {
  hiddenTextsOf,
  isNotUnderReview,
  isUnderReview,
  type TextHiddenColumns,
} from '../moderation/published';
import { openYearIds, requireOpenWindow, toSurveyWindow } from '../academic-years/survey-window';
import { refuseLecturerNames } from './lecturer-name-rule';
import { selectFeedback, toFeedback, type FeedbackRow } from './views';
import { toAspectColumns, toAspectFields } from './aspect-columns';
import { toExtraQuestionColumns, toExtraQuestionFields } from './extra-question-columns';

/** When the entry's state moved back and forth during the request: nearly never. */
const CHANGED_MEANWHILE = 'This feedback could not be changed just now. Please try again.';

/** The author's entries with what only the author sees. */
const selectOwnFeedback = (db: Kysely<Database>, authorId: number) =>
  selectFeedback(db, 'as written')
    .select(['f.edited_at', 'm.lecturers_names', 'y.opens_at', 'y.closes_at'])
    .select(isUnderReview('f').as('under_review'))
    .where('f.student_user_id', '=', authorId);

type OwnRow = FeedbackRow &
  TextHiddenColumns &
  Pick<Selectable<FeedbackTable>, 'edited_at'> &
  Pick<Selectable<AcademicYearsTable>, 'opens_at' | 'closes_at'> & {
    under_review: boolean | number;
  };

function toOwnFeedback(row: OwnRow, now: Date): OwnFeedback {
  const yearState = surveyWindowState(toSurveyWindow(row), now);
  const underReview = readFlag(row.under_review);
  return {
    ...toFeedback(row, 'member'),
    // Its author sees every aspect of it.
    ...toAspectFields(row, true),
    ...toExtraQuestionFields(row),
    editedAt: row.edited_at === null ? null : readTimestamp(row.edited_at),
    yearState,
    underReview,
    hiddenTexts: hiddenTextsOf(row),
    editable: yearState === 'open' && !underReview,
  };
}

export async function ownFeedbackRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The author's entry if it may change now; otherwise the error that says why not. */
  async function changeableEntry(id: number, authorId: number) {
    const entry = await selectOwnFeedback(ctx.db, authorId)
      .where('f.id', '=', id)
      .executeTakeFirst();
    if (!entry) throw notFound(OWN_FEEDBACK_MESSAGES.notFound);
    if (readFlag(entry.under_review)) throw conflict(OWN_FEEDBACK_MESSAGES.underReview);
    requireOpenWindow({ year: entry.year, ...toSurveyWindow(entry) }, 'change');
    return entry;
  }

  /**
   * After a write that changed nothing: the entry stopped being changeable between the
   * check and the write (its window closed, staff hid it), and the check now says why.
   */
  async function refusedMeanwhile(id: number, authorId: number): Promise<never> {
    await changeableEntry(id, authorId);
    throw conflict(CHANGED_MEANWHILE);
  }

  api.get(
    OWN_FEEDBACK_ROUTES.list,
    { onRequest: guards.requireStudent },
    async (request): Promise<OwnFeedback[]> => {
      const rows = await selectOwnFeedback(ctx.db, request.caller!.id)
        .clearOrderBy()
        .orderBy('y.year', 'desc')
        .orderBy('m.code')
        .execute();
      const now = new Date();
      return rows.map((row) => toOwnFeedback(row, now));
    },
  );

  api.put(
    OWN_FEEDBACK_ROUTES.entry,
    {
      onRequest: guards.requireVerifiedStudent,
      schema: { params: idParams, body: newFeedbackSchema },
    },
    async (request): Promise<OwnFeedback> => {
      const authorId = request.caller!.id;
      const { id } = request.params;
      const input = request.body;
      const entry = await changeableEntry(id, authorId);
      const moved: Record<string, string> = {};
      if (input.module !== entry.module_id)
        moved.module = OWN_FEEDBACK_MESSAGES.moduleOrYearChanged;
      if (input.academicYear !== entry.academic_year_id) {
        moved.academicYear = OWN_FEEDBACK_MESSAGES.moduleOrYearChanged;
      }
      if (Object.keys(moved).length > 0) {
        throw badRequest(OWN_FEEDBACK_MESSAGES.moduleOrYearChanged, moved);
      }
      refuseLecturerNames(input, entry.lecturers_names);
      const now = nowIso();
      const updated = await ctx.db
        .updateTable('feedback')
        .set({
          ...toAspectColumns(input),
          ...toExtraQuestionColumns(input),
          edited_at: now,
        })
        // Checked again in the write itself: the window may have closed, or staff may
        // have hidden the entry, since the check.
        .where('id', '=', id)
        .where('student_user_id', '=', authorId)
        .where('academic_year_id', 'in', openYearIds(ctx.db, now))
        .where(isNotUnderReview('feedback'))
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) await refusedMeanwhile(id, authorId);
      ctx.summaries.refreshAfterWrite(entry.module_id, entry.academic_year_id);
      const row = await selectOwnFeedback(ctx.db, authorId)
        .where('f.id', '=', id)
        .executeTakeFirstOrThrow();
      return toOwnFeedback(row, new Date());
    },
  );

  api.delete(
    OWN_FEEDBACK_ROUTES.entry,
    { onRequest: guards.requireStudent, schema: { params: idParams } },
    async (request, reply) => {
      const authorId = request.caller!.id;
      const { id } = request.params;
      const entry = await changeableEntry(id, authorId);
      const deleted = await ctx.db
        .deleteFrom('feedback')
        .where('id', '=', id)
        .where('student_user_id', '=', authorId)
        .where('academic_year_id', 'in', openYearIds(ctx.db, nowIso()))
        .where(isNotUnderReview('feedback'))
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) await refusedMeanwhile(id, authorId);
      ctx.summaries.refreshAfterWrite(entry.module_id, entry.academic_year_id);
      return reply.code(204).send();
    },
  );
}
