// Before a module is chosen: every module of the selected academic year in a sortable table —
// code, title, responses and the average per aspect (lecturer for signed-in users) — with a
// search box. A module's code is a link to its results, and clicking its row opens them too.
// Modules nobody rated that year stay in the list, saying so.
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useCallback, useState } from 'react';
import {
  AppLink,
  formatAcademicYear,
  LoadFailure,
  Loading,
  formatAverage,
  moduleResultsPath,
  navigateTo,
  resultsOverview,
  type Aspect,
  useServerData,
  type ModuleOverview,
} from '@module-feedback/shared';
import { ASPECT_LABELS } from '../aspects/aspect-fields';
import { matchesSearch } from './overview-search';
import './overview.css';

export const NO_RESPONSES = 'No responses yet';

interface ResultsOverviewProps {
  year: number;
  aspects: readonly Aspect[];
}

export function ResultsOverview({ year, aspects }: ResultsOverviewProps) {
  const overview = useServerData(useCallback(() => resultsOverview(year), [year]));
  const [search, setSearch] = useState('');
  const caption = `All modules in ${formatAcademicYear(year)}`;

  if (overview.status === 'loading') return <Loading what="the overview of all modules" />;
  if (overview.status === 'failed') {
    return (
      <LoadFailure
        what="the overview of all modules"
        reason={overview.reason}
        onRetry={overview.retry}
      />
    );
  }
  const rows = overview.data.filter((row) => matchesSearch(row, search));
  const pathOf = (row: ModuleOverview) => moduleResultsPath(row.code, year);
  return (
    <section className="mr-overview" aria-labelledby="results-overview-heading">
      <h2 id="results-overview-heading">{caption}</h2>
      <div className="mr-field mr-overview__search">
        <label htmlFor="results-overview-search">Search modules by code or title</label>
        <InputText
          id="results-overview-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <DataTable
        value={rows}
        dataKey="code"
        size="small"
        stripedRows
        removableSort
        rowHover
        className="mr-overview__table"
        emptyMessage="No module matches the search."
        pt={{ table: { 'aria-label': caption } }}
        onRowClick={(event) => navigateTo(pathOf(event.data as ModuleOverview))}
      >
        <Column
          field="code"
          header="Code"
          sortable
          body={(row: ModuleOverview) => <AppLink to={pathOf(row)}>{row.code}</AppLink>}
        />
        <Column field="title" header="Title" sortable />
        <Column
          field="responses"
          header="Responses"
          sortable
          body={(row: ModuleOverview) => (row.responses === 0 ? NO_RESPONSES : row.responses)}
        />
        {aspects.map((aspect) => (
          <Column
            key={aspect}
            field={`averages.${aspect}`}
            header={`${ASPECT_LABELS[aspect]} average`}
            sortable
            body={(row: ModuleOverview) => formatAverage(row.averages[aspect] ?? null)}
          />
        ))}
      </DataTable>
    </section>
  );
}
