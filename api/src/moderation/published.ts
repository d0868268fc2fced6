// The one rule for what the public sees: a feedback entry is published unless staff hid it.
// Every public list, count, average and summary filters with this; staff lists do not.
// While staff hold any part of an entry hidden it is under review: its author can neither
// edit nor withdraw it, so moderation cannot be undone by rewriting or resubmitting.
import { sql } from 'kysely';

/** `table` is the name or alias the query gives the feedback table. */
export const isPublished = (table: string) =>
  sql<boolean>`${sql.ref(`${table}.hidden_at`)} is null`;

/** Any part of the entry hidden by staff (today: the whole entry). */
export const isUnderReview = (table: string) =>
  sql<boolean>`${sql.ref(`${table}.hidden_at`)} is not null`;

export const isNotUnderReview = (table: string) => sql<boolean>`not (${isUnderReview(table)})`;
