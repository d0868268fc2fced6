// The one table of the app's lists (every admin tab, the results overview). Wide screens get
// a plain table in which no column is pinned over another (a pinned column covered the
// ones scrolled under it); below about 700 px each row becomes a card listing every field
// with its column's name, so nothing is off-screen in a table scrolling sideways. Sorting
// and paging can be held by the caller, which keeps them in the address. PrimeReact's table
// itself comes in when a table is first shown (table-parts.ts).
import type { DataTableValueArray } from 'primereact/datatable';
import { useState, type ReactNode } from 'react';
import { WhenLoaded } from '../on-demand/WhenLoaded';
import { PAGINATOR_TEMPLATE } from './RowsPerPage';
import { TABLE_PARTS } from './table-parts';
import './responsive-table.css';

export interface TableColumn<Row> {
  /** The row's field (dotted path) the column sorts and searches by; none for a column of buttons. */
  field?: string;
  header: string;
  /** How the cell shows the row, when not as the plain field. */
  body?: (row: Row) => ReactNode;
  /** Whether the column sorts; columns with a field do unless told otherwise. */
  sortable?: boolean;
  /** A column of long text: it takes the spare width, so its rows stay short. */
  wide?: boolean;
}

export type TableSortOrder = 1 | -1;

export interface TableSort {
  field: string;
  order: TableSortOrder;
}

export interface TablePage {
  /** Index of the first row shown. */
  first: number;
  /** Rows per page. */
  rows: number;
}

export const PAGE_SIZES = [10, 25, 50] as const;

export interface ResponsiveTableProps<Row> {
  rows: readonly Row[];
  /** The field that tells rows apart. */
  dataKey: string;
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn<Row>[];
  /** Above the table: search boxes, filters, buttons. */
  header?: ReactNode;
  emptyMessage: string;
  loading?: boolean;
  /** Keeps the rows with this text in one of the columns' fields. */
  search?: string;
  /** The sort when the caller holds it (null: unsorted); the table holds it otherwise. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** Pages of rows; the page when the caller holds it, the table otherwise. */
  paginated?: boolean;
  page?: TablePage;
  onPageChange?: (page: TablePage) => void;
  /** Clicking a row (outside its links and buttons) opens it. */
  onRowClick?: (row: Row) => void;
}

/** A field's value at a dotted path ('module.code'). */
function valueAt(row: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      row,
    );
}

/** The search: part of any column's value, in any case. */
function matches(row: unknown, fields: readonly string[], search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return fields.some((field) =>
    String(valueAt(row, field) ?? '')
      .toLowerCase()
      .includes(wanted),
  );
}

export function ResponsiveTable<Row>({
  rows,
  dataKey,
  label,
  columns,
  header,
  emptyMessage,
  loading = false,
  search,
  sort,
  onSortChange,
  paginated = false,
  page,
  onPageChange,
  onRowClick,
}: ResponsiveTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<TableSort | null>(null);
  const [ownPage, setOwnPage] = useState<TablePage>({ first: 0, rows: PAGE_SIZES[0] });
  const shownSort = sort === undefined ? ownSort : sort;
  const shownPage = page ?? ownPage;
  const searchFields = columns.flatMap((column) => (column.field ? [column.field] : []));
  const shownRows = search ? rows.filter((row) => matches(row, searchFields, search)) : rows;

  return (
    <WhenLoaded code={TABLE_PARTS} what="the table">
      {({ DataTable, Column }) => (
        <DataTable
          value={shownRows as unknown as DataTableValueArray}
          dataKey={dataKey}
          // Memoised cells would keep the first render's handlers (a row's buttons would act
          // on stale state).
          cellMemo={false}
          // Stack mode writes each column's name into its cells; responsive-table.css shows
          // them as the card's labels on narrow screens (PrimeReact's own breakpoint is unused).
          responsiveLayout="stack"
          breakpoint="0px"
          className={onRowClick ? 'ui-table ui-table--clickable' : 'ui-table'}
          loading={loading}
          header={header}
          sortField={shownSort?.field}
          sortOrder={shownSort?.order ?? 0}
          onSort={(event) => {
            const next =
              event.sortField && (event.sortOrder === 1 || event.sortOrder === -1)
                ? { field: event.sortField, order: event.sortOrder }
                : null;
            setOwnSort(next);
            onSortChange?.(next);
          }}
          removableSort
          paginator={paginated}
          first={shownPage.first}
          rows={paginated ? shownPage.rows : undefined}
          rowsPerPageOptions={[...PAGE_SIZES]}
          paginatorTemplate={PAGINATOR_TEMPLATE}
          alwaysShowPaginator={false}
          onPage={(event) => {
            const next = { first: event.first, rows: event.rows };
            setOwnPage(next);
            onPageChange?.(next);
          }}
          onRowClick={onRowClick ? (event) => onRowClick(event.data as Row) : undefined}
          stripedRows
          size="small"
          emptyMessage={emptyMessage}
          pt={{ table: { 'aria-label': label } }}
        >
          {columns.map((column) => (
            <Column
              key={column.field ?? column.header}
              field={column.field}
              header={column.header}
              body={column.body}
              sortable={column.sortable ?? Boolean(column.field)}
              className={column.wide ? 'ui-table__wide' : undefined}
              headerClassName={column.wide ? 'ui-table__wide' : undefined}
            />
          ))}
        </DataTable>
      )}
    </WhenLoaded>
  );
}
