import {
  CheckingSignIn,
  AcademicYearSelect,
  isModuleComparisonPath,
  isModuleReportPath,
  MODULE_REPORT_TEXTS,
  moduleReportPath,
  LoadFailure,
  Loading,
  ModulePicker,
  moduleResultsPath,
  resultsDefaultYear,
  navigateTo,
  AppLink,
  useAppLocation,
  onDemand,
  useServerData,
  useSession,
  WhenLoaded,
  visibleAspects,
  academicYearApi,
  moduleApi,
} from '@module-feedback/shared';
import { useMemo, useState } from 'react';
import { overviewPath, resultsAddressOf } from './deep-link/results-address';
import { UnknownModule } from './deep-link/UnknownModule';
import { UnknownYear } from './deep-link/UnknownYear';
import { LoginPrompt } from './login-prompt/LoginPrompt';
import { ModuleDetailsLinks } from './module-details/ModuleDetailsLinks';
import { ComparisonPickerToggle } from './module-comparison/ComparisonPickerToggle';
import { ResultsOverview } from './overview/ResultsOverview';
import { ModuleResults } from './results-card/ModuleResults';
import { useLedModules } from './publication/use-led-modules';
import './results.css';

// A page of its own: the overview and a module's results load without its code.
const MODULE_COMPARISON = onDemand(
  async () => (await import('./module-comparison/ModuleComparison')).default,
);
const MODULE_REPORT_PAGE = onDemand(
  async () => (await import('./module-report/ModuleReportPage')).default,
);

/**
 * The /results screen: an overview of every module of a year, or one module's results — what
 * students said about it. The address holds
 * the choice (`/results/CS3001?year=2026`), so a result can be shared and Back undoes a choice.
 */
export function App() {
  const { loading: sessionLoading, user } = useSession();
  const modules = useServerData(moduleApi.list);
  const years = useServerData(academicYearApi.list);
  const location = useAppLocation();
  const address = resultsAddressOf(location);
  /** What is typed in the module picker while no module is open: it narrows the overview. */
  const [search, setSearch] = useState('');
  const module =
    modules.status === 'ready' && address.code !== null
      ? (modules.data.find(
          (candidate) => candidate.code.toLowerCase() === address.code!.toLowerCase(),
        ) ?? null)
      : null;
  const chosenYear =
    years.status === 'ready' && years.data.some((candidate) => candidate.year === address.year)
      ? address.year
      : undefined;

  // The latest year with published feedback: never an empty year created ahead of time. It is
  // the year shown by default, and the one the module details link to (with the next one from
  // March to August).
  const currentYear = years.status === 'ready' ? resultsDefaultYear(years.data)?.year : undefined;
  const year = chosenYear ?? currentYear;
  const signedIn = user !== null;
  const aspects = useMemo(() => visibleAspects(signedIn), [signedIn]);
  const ledModules = useLedModules();

  if (isModuleReportPath(location.pathname)) {
    return (
      <WhenLoaded code={MODULE_REPORT_PAGE} what="the module report">
        {(ModuleReportPage) => <ModuleReportPage />}
      </WhenLoaded>
    );
  }

  if (isModuleComparisonPath(location.pathname)) {
    return (
      <div className="mr-results mr-results--wide">
        <h1>Module survey results</h1>
        <WhenLoaded code={MODULE_COMPARISON} what="the module comparison">
          {(ModuleComparison) => (
            <ModuleComparison
              modules={modules}
              years={years}
              aspects={aspects}
              checkingSignIn={sessionLoading}
              viewer={user?.username ?? ''}
            />
          )}
        </WhenLoaded>
      </div>
    );
  }

  return (
    <div className="mr-results">
      <h1>Module survey results</h1>

      {modules.status === 'loading' && <Loading what="the modules" />}
      {modules.status === 'failed' && (
        <LoadFailure what="the modules" reason={modules.reason} onRetry={modules.retry} />
      )}
      {/* One search on the page: the picker opens a module, and before one is open what is
          typed in it also narrows the overview's table below. */}
      {modules.status === 'ready' && (
        <div className="mr-field">
          <label htmlFor="results-module">Module</label>
          <ModulePicker
            id="results-module"
            modules={modules.data}
            value={module?.id ?? null}
            onChange={(chosen) => navigateTo(moduleResultsPath(chosen.code, chosenYear))}
            {...(address.code === null && {
              search,
              onSearchChange: setSearch,
              describedBy: 'results-module-hint',
            })}
          />
          {address.code === null && (
            <small id="results-module-hint">
              Pick a module to open its results; what you type also narrows the table below.
            </small>
          )}
        </div>
      )}
      {modules.status === 'ready' && address.code !== null && !module && (
        <UnknownModule code={address.code} />
      )}

      {(module || address.code === null) && (
        <>
          {module && <ModuleDetailsLinks code={module.code} latestYear={currentYear} />}
          {module && year !== undefined && (
            <AppLink className="mr-module-report-link" to={moduleReportPath(module.code, year)}>
              <i className="pi pi-file" aria-hidden="true" /> {MODULE_REPORT_TEXTS.title}
            </AppLink>
          )}
          {modules.status === 'ready' && module && year !== undefined && (
            <ComparisonPickerToggle
              key={module.code}
              label="Compare with…"
              modules={modules.data}
              initial={[module]}
              year={year}
            />
          )}
          {module && !sessionLoading && !signedIn && <LoginPrompt />}
          {years.status === 'loading' && <Loading what="the academic years" />}
          {years.status === 'failed' && (
            <LoadFailure what="the academic years" reason={years.reason} onRetry={years.retry} />
          )}
          {years.status === 'ready' && year === undefined && (
            <p>There are no academic years yet, so there are no results to show.</p>
          )}
          {years.status === 'ready' &&
            address.year !== undefined &&
            chosenYear === undefined &&
            currentYear !== undefined && (
              <UnknownYear
                year={address.year}
                latest={currentYear}
                latestPath={
                  module ? moduleResultsPath(module.code, currentYear) : overviewPath(currentYear)
                }
              />
            )}
          {years.status === 'ready' && year !== undefined && (
            <>
              <div className="mr-field mr-year">
                <label htmlFor="results-year">Academic year</label>
                <AcademicYearSelect
                  id="results-year"
                  years={years.data}
                  value={years.data.find((candidate) => candidate.year === year)?.id ?? null}
                  onChange={(chosen) =>
                    navigateTo(
                      module
                        ? moduleResultsPath(module.code, chosen.year)
                        : overviewPath(chosen.year),
                    )
                  }
                />
              </div>
              {sessionLoading ? (
                <CheckingSignIn />
              ) : module ? (
                <ModuleResults
                  key={`${module.code}|${user?.username ?? ''}`}
                  module={module}
                  year={year}
                  aspects={aspects}
                  canReply={user?.is_staff === true || ledModules.includes(module.id)}
                />
              ) : (
                // Remounted on sign-in and out: the lecturer average depends on who asks.
                <ResultsOverview
                  key={user?.username ?? ''}
                  year={year}
                  aspects={aspects}
                  modules={modules.status === 'ready' ? modules.data : undefined}
                  search={search}
                />
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
