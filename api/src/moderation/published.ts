// The one rule for what the public sees: a feedback entry is published unless staff hid it.
// Every public list, count, average and summary filters with this; staff lists do not.
import { sql } from 'kysely';

/** `table` is the name or alias the query gives the feedback table. */
export const isPublished = (table: string) =>
  sql<boolean>`${sql.ref(`${table}.hidden_at`)} is null`;
