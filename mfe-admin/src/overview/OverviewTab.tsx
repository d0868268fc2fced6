// The Overview tab: for a chosen academic year (the latest at first), the totals, responses per
// week, every module's figures beside the previous year with the ones needing attention
// flagged, and CSV downloads. One API call per year shown.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import {
  AcademicYearSelect,
  api,
  describeApiError,
  formatAcademicYear,
  staffApi,
  type AcademicYear,
  type StaffOverview,
} from '@module-feedback/shared';
import { useRows } from '../crud/useRows';
import { ExportButtons } from '../exports/ExportButtons';
import { ModuleFiguresTable } from './ModuleFiguresTable';

// chart.js is large and only this tab draws a chart.
const WeeklyResponsesChart = lazy(() => import('./WeeklyResponsesChart'));

const loadYears = () => api.academicYears();

export function OverviewTab() {
  const selectId = useId();
  const years = useRows(loadYears);
  const [chosen, setChosen] = useState<AcademicYear | null>(null);
  const year = chosen ?? [...years.rows].sort((a, b) => b.year - a.year)[0] ?? null;
  const [overview, setOverview] = useState<StaffOverview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const yearValue = year?.year;
  useEffect(() => {
    if (yearValue === undefined) return;
    let current = true;
    setProblem(null);
    staffApi.overview(yearValue).then(
      (loaded) => current && setOverview(loaded),
      (error: unknown) => current && setProblem(describeApiError(error).message),
    );
    return () => {
      current = false;
    };
  }, [yearValue, attempt]);
  const retry = useCallback(() => {
    years.reload();
    setAttempt((n) => n + 1);
  }, [years]);

  const shown = overview && year && overview.year === year.year ? overview : null;
  const failure = problem ?? years.loadError;
  return (
    <div className="ma-tab ma-overview">
      <div className="ma-overview__year">
        <label htmlFor={selectId}>Academic year</label>
        <AcademicYearSelect
          id={selectId}
          years={years.rows}
          value={year?.id ?? null}
          onChange={setChosen}
        />
      </div>
      {failure && (
        <div className="ma-tab__problem">
          <Message severity="error" text={`The overview could not be loaded. ${failure}`} />
          <Button type="button" label="Try again" icon="pi pi-refresh" text onClick={retry} />
        </div>
      )}
      {!shown ? (
        !failure && <p role="status">Loading the overview…</p>
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
              <Suspense fallback={<p role="status">Loading the chart…</p>}>
                <WeeklyResponsesChart weeks={shown.weeks} />
              </Suspense>
            </div>
          )}
          <h3>Modules</h3>
          <ModuleFiguresTable modules={shown.modules} year={shown.year} />
          <ExportButtons year={shown.year} />
        </>
      )}
    </div>
  );
}
