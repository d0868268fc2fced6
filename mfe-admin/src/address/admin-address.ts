// What the dashboard's address holds, so that reload, Back and Forward bring it back: the tab
// (`/admin?tab=feedbacks`), and on a table's tab its filters, sort and page
// (`&module=CS3001&sort=submitDate&order=desc&page=2&rows=25`). Anything unreadable in the
// address is ignored, and the tab opens as without it.
import { PAGE_SIZES, type TablePage, type TableSort } from '@module-feedback/shared';
import type { ChosenFilters } from '../crud/RowFilters';

export const ADMIN_TABS = [
  'years',
  'modules',
  'feedbacks',
  'users',
  'overview',
  'moderation',
  'enrolment',
  'deployments',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** What a table's tab keeps in the address. */
export interface TableAddress {
  filters: ChosenFilters;
  sort: TableSort | null;
  page: TablePage;
}

const TABLE_KEYS = ['sort', 'order', 'page', 'rows'];
/** A filter's key in the address: its label in lower case ("Module" is `module`). */
const filterKey = (label: string) => label.toLowerCase();

export function tabOf(location: URL): AdminTab {
  const tab = location.searchParams.get('tab');
  return ADMIN_TABS.find((candidate) => candidate === tab) ?? 'years';
}

/** The address of a tab, as it opens (no filters, sort or page). */
export const tabAddress = (tab: AdminTab) => `/admin?tab=${tab}`;

export function tableAddressOf(location: URL, filterLabels: readonly string[]): TableAddress {
  const params = location.searchParams;
  const filters: ChosenFilters = {};
  for (const label of filterLabels) {
    const value = params.get(filterKey(label));
    if (value) filters[label] = value;
  }
  const field = params.get('sort');
  const order = params.get('order') === 'desc' ? -1 : 1;
  const rows = Number(params.get('rows'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(rows) ? rows : PAGE_SIZES[0];
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  return {
    filters,
    sort: field ? { field, order } : null,
    page: { first: (page - 1) * pageSize, rows: pageSize },
  };
}

/** The address with a table's state replaced; the tab stays, empty values are left out. */
export function withTableAddress(
  location: URL,
  filterLabels: readonly string[],
  table: TableAddress,
): string {
  const params = new URLSearchParams(location.searchParams);
  for (const key of [...TABLE_KEYS, ...filterLabels.map(filterKey)]) params.delete(key);
  for (const label of filterLabels) {
    const value = table.filters[label];
    if (value) params.set(filterKey(label), value);
  }
  if (table.sort) {
    params.set('sort', table.sort.field);
    params.set('order', table.sort.order === -1 ? 'desc' : 'asc');
  }
  const page = Math.floor(table.page.first / table.page.rows) + 1;
  if (page > 1) params.set('page', String(page));
  if (table.page.rows !== PAGE_SIZES[0]) params.set('rows', String(table.page.rows));
  return `${location.pathname}?${params.toString()}`;
}
