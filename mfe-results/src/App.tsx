import {
  AcademicYearSelect,
  api,
  latestAcademicYear,
  LoadFailure,
  Loading,
  ModulePicker,
  useServerData,
  useSession,
  visibleAspects,
  type Module,
} from '@module-feedback/shared';
import { useMemo, useState } from 'react';
import { LoginPrompt } from './login-prompt/LoginPrompt';
import { ModuleDetailsLinks } from './module-details/ModuleDetailsLinks';
import { ModuleResults } from './results-card/ModuleResults';
import './results.css';

/** The /results screen: pick a module, read what students said about it. */
export function App() {
  const { loading: sessionLoading, user } = useSession();
  const modules = useServerData(api.modules);
  const years = useServerData(api.academicYears);
  const [module, setModule] = useState<Module | null>(null);
  const [chosenYear, setChosenYear] = useState<number>();

  const latestYear = years.status === 'ready' ? latestAcademicYear(years.data)?.year : undefined;
  // The default academic year is the one with the highest year.
  const year = chosenYear ?? latestYear;
  const signedIn = user !== null;
  const aspects = useMemo(() => visibleAspects(signedIn), [signedIn]);

  return (
    <div className="mr-results">
      <h1>Module survey results</h1>

      {modules.status === 'loading' && <Loading what="the modules" />}
      {modules.status === 'failed' && (
        <LoadFailure what="the modules" reason={modules.reason} onRetry={modules.retry} />
      )}
      {modules.status === 'ready' && (
        <div className="mr-field">
          <label htmlFor="results-module">Module</label>
          <ModulePicker
            id="results-module"
            modules={modules.data}
            value={module?.id ?? null}
            onChange={setModule}
          />
        </div>
      )}

      {module && (
        <>
          <ModuleDetailsLinks code={module.code} latestYear={latestYear} />
          {!sessionLoading && !signedIn && <LoginPrompt />}
          {years.status === 'loading' && <Loading what="the academic years" />}
          {years.status === 'failed' && (
            <LoadFailure what="the academic years" reason={years.reason} onRetry={years.retry} />
          )}
          {years.status === 'ready' && year === undefined && (
            <p>There are no academic years yet, so there are no results to show.</p>
          )}
          {years.status === 'ready' && year !== undefined && (
            <>
              <div className="mr-field mr-year">
                <label htmlFor="results-year">Academic year</label>
                <AcademicYearSelect
                  id="results-year"
                  years={years.data}
                  value={years.data.find((candidate) => candidate.year === year)?.id ?? null}
                  onChange={(chosen) => setChosenYear(chosen.year)}
                />
              </div>
              {sessionLoading ? (
                <Loading what="your session" />
              ) : (
                <ModuleResults
                  key={`${module.code}|${user?.username ?? ''}`}
                  module={module}
                  year={year}
                  aspects={aspects}
                />
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
