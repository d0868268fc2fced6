// The staff lists (every feedback entry, every account) page, sort and filter on the server
// when asked to: with none of their query parameters they answer the whole list as a plain
// array, oldest first, as they always have; with any of them, one page of the sorted and
// filtered list with the count of the whole.

/** Rows per page when only some of the paging parameters are given, and the most allowed. */
export const STAFF_LIST_PAGE_SIZE_DEFAULT = 50;
export const STAFF_LIST_PAGE_SIZE_MAX = 200;

/** What the staff feedback list can be sorted by (ties keep the oldest entry first). */
export const STAFF_FEEDBACK_SORTS = [
  'id',
  'submitDate',
  'module',
  'year',
  'student',
  'materialRating',
  'assessmentRating',
  'lecturerRating',
] as const;
export type StaffFeedbackSort = (typeof STAFF_FEEDBACK_SORTS)[number];

/** What the staff users list can be sorted by (ties keep the oldest account first). */
export const STAFF_USER_SORTS = ['id', 'username', 'email', 'studentId'] as const;
export type StaffUserSort = (typeof STAFF_USER_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Which accounts the users list shows when filtered by role. */
export const ACCOUNT_ROLES = ['staff', 'student'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** One page of a staff list. */
export interface StaffListPage<Item> {
  /** Rows in the whole (filtered) list. */
  count: number;
  page: number;
  pageSize: number;
  results: Item[];
}
