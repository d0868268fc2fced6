// Deleting a module or an academic year. Feedback is never lost as a side effect: with
// feedback attached the delete is refused (409, with the count) unless the caller asked
// for ?force=true, and then the feedback and the row go together in one transaction.
import type { AppContext } from '../context';
import { isForeignKeyViolation } from './errors';
import { readCount } from './values';
import { conflict, notFound } from '../http/errors';

export interface FeedbackOwner {
  table: 'modules' | 'academic_years';
  feedbackColumn: 'module_id' | 'academic_year_id';
  /** "module" or "academic year", for messages. */
  noun: string;
}

function entries(count: number) {
  return `${count} feedback ${count === 1 ? 'entry' : 'entries'}`;
}

export async function deleteWithFeedback(
  ctx: AppContext,
  owner: FeedbackOwner,
  id: number,
  force: boolean,
): Promise<void> {
  const refuse = (count: number) =>
    conflict(
      `This ${owner.noun} has ${entries(count)}. Delete them first, or repeat the request ` +
        `with ?force=true to delete the ${owner.noun} together with its feedback.`,
    );
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const exists = await trx
        .selectFrom(owner.table)
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) throw notFound(`The ${owner.noun} was not found.`);
      if (force) {
        await trx.deleteFrom('feedback').where(owner.feedbackColumn, '=', id).execute();
      } else {
        const { count } = await trx
          .selectFrom('feedback')
          .select((eb) => eb.fn.countAll().as('count'))
          .where(owner.feedbackColumn, '=', id)
          .executeTakeFirstOrThrow();
        if (readCount(count) > 0) throw refuse(readCount(count));
      }
      await trx.deleteFrom(owner.table).where('id', '=', id).execute();
    });
  } catch (error) {
    // Feedback that arrived between the count and the delete: the foreign key refuses.
    if (isForeignKeyViolation(error)) {
      const { count } = await ctx.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll().as('count'))
        .where(owner.feedbackColumn, '=', id)
        .executeTakeFirstOrThrow();
      throw refuse(readCount(count));
    }
    throw error;
  }
}
