// Before a module is chosen: every module of the selected academic year in a sortable table —
// code, title, responses and the average per aspect (lecturer for signed-in users) — with a
// narrowed by what is typed in the page's module picker, matched as every module search does
// (code, title, lecturer), and a checkbox per module to compare two or three of them. A
// module's code is a link to its results, and clicking its row opens them too.
// Modules nobody rated that year stay in the list, saying so; so do modules whose results are
// withheld below the anonymity threshold (their averages say "Withheld").
import { useCallback, useState } from 'react';
import {
  ASPECT_LABELS,
  AppLink,
  formatAcademicYear,
  LoadFailure,
  Loading,
  formatAverage,
  moduleMatches,
  moduleResultsPath,
  navigateTo,
  ResponsiveTable,
  useAppLocation,
  type Aspect,
  type TableColumn,
  useServerData,
  withheldMessage,
  type Module,
  type ResultsOverviewModule,
  resultsOverviewApi,
} from '@module-feedback/shared';
import { overviewPath, overviewSortOf } from '../deep-link/results-address';
import { CompareSelected, comparisonColumn } from '../module-comparison/OverviewSelection';
import './overview.css';

export const NO_RESPONSES = 'No responses yet';
/** An average the server withheld: the module's year is below the anonymity threshold. */
export const WITHHELD = 'Withheld';

interface ResultsOverviewProps {
  year: number;
  aspects: readonly Aspect[];
  /** The module list, for its lecturers' names; until it has come the search finds by code and title. */
  modules?: readonly Module[] | undefined;
  /** What the page's module picker has typed: only the modules it matches are listed. */
  search?: string;
}

export function ResultsOverview({
  year,
  aspects,
  modules = [],
  search = '',
}: ResultsOverviewProps) {
  const overview = useServerData(useCallback(() => resultsOverviewApi.ofYear(year), [year]));
  const [selected, setSelected] = useState<readonly string[]>([]);
  // The sort is in the address: a reload or a shared link shows the same order.
  const sort = overviewSortOf(useAppLocation());
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
  const lecturersOf = new Map(modules.map((module) => [module.code, module.lecturersNames]));
  const rows = overview.data.filter((row) =>
    moduleMatches({ ...row, lecturersNames: lecturersOf.get(row.code) }, search),
  );
  const pathOf = (row: ResultsOverviewModule) => moduleResultsPath(row.code, year);
  const columns: TableColumn<ResultsOverviewModule>[] = [
    {
      field: 'code',
      header: 'Code',
      body: (row) => <AppLink to={pathOf(row)}>{row.code}</AppLink>,
    },
    { field: 'title', header: 'Title' },
    {
      field: 'responses',
      header: 'Responses',
      body: (row) =>
        row.withheld
          ? withheldMessage(row.withheld)
          : row.responses === 0
            ? NO_RESPONSES
            : row.responses,
    },
    ...aspects.map((aspect): TableColumn<ResultsOverviewModule> => ({
      field: `averages.${aspect}`,
      header: `${ASPECT_LABELS[aspect]} average`,
      body: (row) => (row.withheld ? WITHHELD : formatAverage(row.averages[aspect] ?? null)),
    })),
    comparisonColumn(selected, (code) =>
      setSelected((current) =>
        current.includes(code) ? current.filter((other) => other !== code) : [...current, code],
      ),
    ),
  ];
  return (
    <section className="mr-overview" aria-labelledby="results-overview-heading">
      <h2 id="results-overview-heading">{caption}</h2>
      <CompareSelected year={year} selected={selected} />
      <ResponsiveTable
        rows={rows}
        dataKey="code"
        label={caption}
        columns={columns}
        emptyMessage="No module matches what is typed in the module picker."
        sort={sort}
        onSortChange={(next) => navigateTo(overviewPath(year, next))}
        onRowClick={(row) => navigateTo(pathOf(row))}
      />
    </section>
  );
}
