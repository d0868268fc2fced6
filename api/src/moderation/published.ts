// The one rule for what the public sees: a feedback entry is published unless staff hid it,
// and each of its texts unless staff hid that text (its rating stays published). Every public
// list, count, average, summary and export filters with this; staff lists do not.
// While staff hold any part of an entry hidden it is under review: its author can neither
// edit nor withdraw it, so moderation cannot be undone by rewriting or resubmitting.
import { ASPECTS, type Aspect } from '@module-feedback/shared/contracts';
import { sql, type Selectable } from 'kysely';
import type { FeedbackTable } from '../db/schema';
import { ASPECT_COLUMNS } from '../feedback/aspect-columns';

/** `table` is the name or alias the query gives the feedback table. */
export const isPublished = (table: string) =>
  sql<boolean>`${sql.ref(`${table}.hidden_at`)} is null`;

/** The aspect's text as the public sees it: null while staff hide that text. */
export const publishedText = (table: string, aspect: Aspect) => {
  const { text, textHiddenAt } = ASPECT_COLUMNS[aspect];
  return sql<
    string | null
  >`case when ${sql.ref(`${table}.${textHiddenAt}`)} is null then ${sql.ref(`${table}.${text}`)} end`;
};

/** The whole entry or any of its texts hidden by staff. */
export const isUnderReview = (table: string) => {
  const hiddenAt = ['hidden_at', ...ASPECTS.map((aspect) => ASPECT_COLUMNS[aspect].textHiddenAt)];
  const anyHidden = hiddenAt.map((column) => sql`${sql.ref(`${table}.${column}`)} is not null`);
  return sql<boolean>`(${sql.join(anyHidden, sql` or `)})`;
};

export const isNotUnderReview = (table: string) => sql<boolean>`not (${isUnderReview(table)})`;

/** When staff hid each text of a row (null: shown). */
export type TextHiddenColumns = Pick<
  Selectable<FeedbackTable>,
  (typeof ASPECT_COLUMNS)[Aspect]['textHiddenAt']
>;

/** The aspects whose text staff hid, in display order. */
export function hiddenTextsOf(row: TextHiddenColumns): Aspect[] {
  return ASPECTS.filter((aspect) => row[ASPECT_COLUMNS[aspect].textHiddenAt] !== null);
}
