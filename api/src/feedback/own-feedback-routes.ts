// A student's own feedback: the list of their entries, editing one and withdrawing one.
// Only the author may change an entry (anyone else's id is answered as unknown, so ids reveal
// nothing), and only while its academic year is the latest one. An edit is checked exactly
// like a submission, keeps the submit date and records edited_at.
import {
  OWN_FEEDBACK_MESSAGES,
  OWN_FEEDBACK_ROUTES,
  type OwnFeedback,
} from '@module-feedback/shared/contracts';
import { newFeedbackSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { Database, FeedbackTable } from '../db/schema';
import { nowIso, readTimestamp } from '../db/values';
import { badRequest, conflict, notFound } from '../http/errors';
import { idParams } from '../http/params';
import type { AuthGuards } from '../http/auth-guards';
import { refuseLecturerNames } from './lecturer-name-rule';
import { selectFeedback, toFeedback, type FeedbackRow } from './views';

/** The ids of the latest academic year (at most one: years are unique). */
const latestYearIds = (db: Kysely<Database>) =>
  db
    .selectFrom('academic_years')
    .select('id')
    .where('year', '=', (eb) =>
      eb
        .selectFrom('academic_years as latest')
        .select((inner) => inner.fn.max('latest.year').as('year')),
    );

/** The author's entries with what only the author sees. */
const selectOwnFeedback = (db: Kysely<Database>, authorId: number) =>
  selectFeedback(db)
    .select(['f.edited_at', 'm.lecturers_names'])
    .select((eb) => eb('f.academic_year_id', 'in', latestYearIds(db)).as('editable'))
    .where('f.student_user_id', '=', authorId);

type OwnRow = FeedbackRow & Pick<Selectable<FeedbackTable>, 'edited_at'> & { editable: unknown };

const toOwnFeedback = (row: OwnRow): OwnFeedback => ({
  ...toFeedback(row, 'member'),
  lecturerRating: row.lecturer_rating,
  lecturerFeedback: row.lecturer_feedback,
  editedAt: row.edited_at === null ? null : readTimestamp(row.edited_at),
  // SQLite answers the comparison with 0/1, PostgreSQL with a boolean.
  editable: row.editable === true || row.editable === 1,
});

export async function ownFeedbackRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The author's entry if it may change; otherwise the error that says why not. */
  async function changeableEntry(id: number, authorId: number) {
    const entry = await selectOwnFeedback(ctx.db, authorId)
      .where('f.id', '=', id)
      .executeTakeFirst();
    if (!entry) throw notFound(OWN_FEEDBACK_MESSAGES.notFound);
    if (!toOwnFeedback(entry).editable) throw conflict(OWN_FEEDBACK_MESSAGES.earlierYear);
    return entry;
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
      return rows.map(toOwnFeedback);
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
      refuseLecturerNames(input.lecturerFeedback, entry.lecturers_names);
      const updated = await ctx.db
        .updateTable('feedback')
        .set({
          material_rating: input.materialRating,
          material_feedback: input.materialFeedback,
          assessment_rating: input.assessmentRating,
          assessment_feedback: input.assessmentFeedback,
          lecturer_rating: input.lecturerRating,
          lecturer_feedback: input.lecturerFeedback,
          edited_at: nowIso(),
        })
        // Checked again in the write itself: a newer year may have been added meanwhile.
        .where('id', '=', id)
        .where('student_user_id', '=', authorId)
        .where('academic_year_id', 'in', latestYearIds(ctx.db))
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) {
        await changeableEntry(id, authorId);
        throw conflict(OWN_FEEDBACK_MESSAGES.earlierYear);
      }
      ctx.summaries.refreshAfterWrite(entry.module_id, entry.academic_year_id);
      const row = await selectOwnFeedback(ctx.db, authorId)
        .where('f.id', '=', id)
        .executeTakeFirstOrThrow();
      return toOwnFeedback(row);
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
        .where('academic_year_id', 'in', latestYearIds(ctx.db))
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) {
        await changeableEntry(id, authorId);
        throw conflict(OWN_FEEDBACK_MESSAGES.earlierYear);
      }
      ctx.summaries.refreshAfterWrite(entry.module_id, entry.academic_year_id);
      return reply.code(204).send();
    },
  );
}
