// What the staff lists share when a client asks for one page of a sorted, filtered list
// (their query parameters are in shared's staff-lists contract): which page, its window of
// rows, and the answer's shape.
import {
  STAFF_LIST_PAGE_SIZE_DEFAULT,
  type SortOrder,
  type StaffListPage,
} from '@module-feedback/shared/contracts';
import { sql, type OrderByModifiersCallbackExpression } from 'kysely';
import { readCount } from '../db/values';

interface PagingQuery {
  page?: number;
  pageSize?: number;
  order?: SortOrder;
}

/** Any parameter at all asks for a page; none keeps the list's original whole answer. */
export const asksForPage = (query: object) =>
  Object.values(query).some((value) => value !== undefined);

/** The requested page, from 1, and where its rows start. */
export function pageWindow(query: PagingQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? STAFF_LIST_PAGE_SIZE_DEFAULT;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * The sort direction, with empty values last either way: SQLite and PostgreSQL put NULL at
 * opposite ends by default, and both databases must answer the same page.
 */
export const direction =
  (query: PagingQuery): OrderByModifiersCallbackExpression =>
  (order) =>
    (query.order === 'desc' ? order.desc() : order.asc()).nullsLast();

/** A LIKE pattern matching values that contain `text` (its own % and _ taken literally). */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** `lower(column) like pattern escape '\'`, the same on SQLite and PostgreSQL. */
export const lowerLike = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

export function toPage<Item>(
  window: { page: number; pageSize: number },
  count: number | string | bigint | null | undefined,
  results: Item[],
): StaffListPage<Item> {
  return { count: readCount(count), page: window.page, pageSize: window.pageSize, results };
}
