// Choices above a table that each narrow its rows to one value (one module, one year…). The
// options are the values the rows have, so no single choice leads to an empty table. Native,
// labelled <select>s, like the page size: a keyboard and a screen reader need nothing more.
import type { FilterSpec } from './entity-config';

/** The value chosen per filter label; absent or '' means every row. */
export type ChosenFilters = Record<string, string>;

export function applyFilters<Row>(
  rows: Row[],
  filters: FilterSpec<Row>[],
  chosen: ChosenFilters,
): Row[] {
  const active = filters.filter((filter) => chosen[filter.label]);
  if (active.length === 0) return rows;
  return rows.filter((row) =>
    active.every((filter) => filter.valuesOf(row).includes(chosen[filter.label]!)),
  );
}

interface RowFiltersProps<Row> {
  rows: Row[];
  filters: FilterSpec<Row>[];
  chosen: ChosenFilters;
  onChange: (chosen: ChosenFilters) => void;
}

export function RowFilters<Row>({ rows, filters, chosen, onChange }: RowFiltersProps<Row>) {
  return (
    <div className="ma-filters">
      {filters.map((filter) => {
        const options = [...new Set(rows.flatMap(filter.valuesOf))].sort();
        return (
          <label key={filter.label} className="ma-filter">
            {filter.label}
            <select
              className="p-inputtext p-component"
              value={chosen[filter.label] ?? ''}
              onChange={(event) => onChange({ ...chosen, [filter.label]: event.target.value })}
            >
              <option value="">All</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </div>
  );
}
