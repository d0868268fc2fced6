// The Overview tab: for a chosen academic year (at first the latest with published feedback),
// the totals, responses per week, the response rates and reminders, every module's figures
// beside the previous year with the ones needing attention flagged, and CSV downloads. The
// year, the rate below which modules are flagged and the table's sort are in the address
// (`/admin?tab=overview&year=2025&rate=30&sort=code&order=desc`).
import { useCallback, useId } from 'react';
import {
  AcademicYearSelect,
  formatAcademicYear,
  LoadFailure,
  navigateTo,
  onDemand,
  parseRateThreshold,
  resultsDefaultYear,
  Loading,
  staffOverviewApi,
  surveyWindowState,
  useAppLocation,
  useServerData,
  WhenLoaded,
  type StaffOverview,
  academicYearApi,
} from '@module-feedback/shared';
import { tableAddressOf, withTableAddress, type TableAddress } from '../address/admin-address';
import { ExportButtons } from '../exports/ExportButtons';
import { ModuleFiguresTable } from './ModuleFiguresTable';
import { ResponseRates } from './ResponseRates';

// chart.js is large and only this tab draws a chart.
const WEEKLY_RESPONSES_CHART = onDemand(
  async () => (await import('./WeeklyResponsesChart')).default,
);

const loadYears = () => academicYearApi.list();
/** Before the years are known there is no overview to load. */
const noOverview = async (): Promise<StaffOverview | null> => null;
/** The year is the overview's one filter: `year=2025` in the address. */
const YEAR_FILTER = 'Year';
/** The response rate (percent) below which modules are flagged: `rate=30`. */
const RATE_FILTER = 'Rate';
const FILTERS = [YEAR_FILTER, RATE_FILTER];

export function OverviewTab() {
  const selectId = useId();
  const years = useServerData(loadYears);
  const yearRows = years.status === 'ready' ? years.data : (years.previous ?? []);
  const location = useAppLocation();
  const address = tableAddressOf(location, FILTERS);
  const show = (next: Partial<TableAddress>) =>
    navigateTo(withTableAddress(location, FILTERS, { ...address, ...next }));
  // A year the address names that does not exist opens the default one.
  const chosen = yearRows.find(
    (candidate) => String(candidate.year) === address.filters[YEAR_FILTER],
  );
  const year = chosen ?? resultsDefaultYear(yearRows) ?? null;

  const yearValue = year?.year;
  const overview = useServerData(
    useCallback(
      () => (yearValue === undefined ? noOverview() : staffOverviewApi.overview(yearValue)),
      [yearValue],
    ),
  );
  const failed = years.status === 'failed' ? years : overview.status === 'failed' ? overview : null;
  const shown = overview.status === 'ready' ? overview.data : null;
  return (
    <div className="ma-tab ma-overview">
      <div className="ma-overview__year">
        <label htmlFor={selectId}>Academic year</label>
        <AcademicYearSelect
          id={selectId}
          years={yearRows}
          value={year?.id ?? null}
          onChange={(picked) =>
            show({ filters: { ...address.filters, [YEAR_FILTER]: String(picked.year) } })
          }
        />
      </div>
      {failed && (
        <LoadFailure
          what="the overview"
          reason={failed.reason}
          onRetry={() => {
            years.retry();
            overview.retry();
          }}
        />
      )}
      {!shown ? (
        !failed && yearValue !== undefined && <Loading what="the overview" />
      ) : (
        <>
          <h2>{formatAcademicYear(shown.year)}</h2>
          <ul className="ma-overview__totals" aria-label="Totals">
            <li>
              <strong>{shown.totals.responses}</strong> responses
            </li>
            <li>
              <strong>{shown.totals.students}</strong> students responded
            </li>
            <li>
              <strong>{shown.totals.modulesWithoutResponses}</strong> modules without responses
            </li>
          </ul>
          <p className="p-text-secondary">
            {shown.previousYear === null
              ? 'There is no earlier academic year to compare with.'
              : `Change: the overall average compared with ${formatAcademicYear(shown.previousYear)}.`}
          </p>
          <h3>Responses per week</h3>
          {shown.weeks.length === 0 ? (
            <p>No responses in this year yet.</p>
          ) : (
            <div className="ma-overview__chart-box">
              <WhenLoaded code={WEEKLY_RESPONSES_CHART} what="the chart">
                {(WeeklyResponsesChart) => <WeeklyResponsesChart weeks={shown.weeks} />}
              </WhenLoaded>
            </div>
          )}
          <h3>Modules</h3>
          <ModuleFiguresTable
            modules={shown.modules}
            year={shown.year}
            sort={address.sort}
            onSortChange={(sort) => show({ sort })}
          />
          <ExportButtons year={shown.year} />
          {year && (
            <ResponseRates
              year={shown.year}
              windowOpen={surveyWindowState(year) === 'open'}
              threshold={parseRateThreshold(address.filters[RATE_FILTER])}
              onThresholdChange={(rate) =>
                show({ filters: { ...address.filters, [RATE_FILTER]: String(rate) } })
              }
            />
          )}
        </>
      )}
    </div>
  );
}
