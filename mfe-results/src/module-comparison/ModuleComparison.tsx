// The module comparison (`/results/compare?year=2026&modules=CS101,CS102`): two or three
// modules side by side in one academic year, in columns on wide screens and one after the
// other on phones. The address holds the choice, so a comparison can be shared; codes that
// name no module and a year without results are said plainly, never a blank page.
import {
  AcademicYearSelect,
  AppLink,
  CheckingSignIn,
  formatAcademicYear,
  LoadFailure,
  Loading,
  MODULE_COMPARISON_SIZE,
  moduleComparisonPath,
  navigateTo,
  resultsDefaultYear,
  useAppLocation,
  type Aspect,
  type ListedAcademicYear,
  type Module,
  type ServerData,
} from '@module-feedback/shared';
import { Message } from 'primereact/message';
import type { CSSProperties } from 'react';
import { overviewPath, resultsAddressOf } from '../deep-link/results-address';
import { UnknownYear } from '../deep-link/UnknownYear';
import { ComparedModule } from './ComparedModule';
import { comparisonChoiceOf } from './comparison-address';
import { ComparisonPickerToggle } from './ComparisonPickerToggle';
import './module-comparison.css';

export const COMPARISON_TEXTS = {
  unknownCodes: (codes: readonly string[]) =>
    codes.length === 1
      ? `No module has the code “${codes[0]}”.`
      : `No module has any of the codes ${codes.map((code) => `“${code}”`).join(', ')}.`,
  tooMany: 'A comparison shows at most three modules: these are the first three named.',
  tooFew: 'Choose two or three modules to compare.',
  changeModules: 'Change the modules…',
} as const;

interface ModuleComparisonProps {
  modules: ServerData<Module[]>;
  years: ServerData<ListedAcademicYear[]>;
  aspects: readonly Aspect[];
  checkingSignIn: boolean;
  /** Who is signed in ('' for nobody): the lecturer figures depend on who asks. */
  viewer: string;
}

export default function ModuleComparison({
  modules,
  years,
  aspects,
  checkingSignIn,
  viewer,
}: ModuleComparisonProps) {
  const location = useAppLocation();
  if (modules.status === 'loading') return <Loading what="the modules" />;
  if (modules.status === 'failed') {
    return <LoadFailure what="the modules" reason={modules.reason} onRetry={modules.retry} />;
  }
  if (years.status === 'loading') return <Loading what="the academic years" />;
  if (years.status === 'failed') {
    return <LoadFailure what="the academic years" reason={years.reason} onRetry={years.retry} />;
  }
  const latest = resultsDefaultYear(years.data)?.year;
  if (latest === undefined) {
    return <p>There are no academic years yet, so there are no results to show.</p>;
  }

  const { compared, unknown, tooMany } = comparisonChoiceOf(location, modules.data);
  const codes = compared.map((module) => module.code);
  const asked = resultsAddressOf(location).year;
  const year = asked ?? latest;
  const knownYear = years.data.some((candidate) => candidate.year === year);
  const columns = { '--mr-compared-columns': compared.length } as CSSProperties;

  return (
    <section className="mr-comparison" aria-labelledby="module-comparison-title">
      <h2 id="module-comparison-title">
        Module comparison{knownYear && `, ${formatAcademicYear(year)}`}
      </h2>
      <AppLink to={overviewPath(knownYear ? year : latest)}>
        <i className="pi pi-arrow-left mr-comparison__back-icon" aria-hidden="true" />
        All modules in {formatAcademicYear(knownYear ? year : latest)}
      </AppLink>
      {unknown.length > 0 && (
        <Message
          severity="warn"

          text={COMPARISON_TEXTS.unknownCodes(unknown)}
        />
      )}
      {tooMany && <Message severity="info" text={COMPARISON_TEXTS.tooMany} />}
      {!knownYear && (
        <UnknownYear year={year} latest={latest} latestPath={moduleComparisonPath(latest, codes)} />
      )}
      {knownYear && (
        <>
          <div className="mr-comparison__choices">
            <div className="mr-field mr-year">
              <label htmlFor="comparison-year">Academic year</label>
              <AcademicYearSelect
                id="comparison-year"
                years={years.data}
                value={years.data.find((candidate) => candidate.year === year)?.id ?? null}
                onChange={(chosen) => navigateTo(moduleComparisonPath(chosen.year, codes))}
              />
            </div>
            <ComparisonPickerToggle
              // A new address starts the picker over from the modules it names.
              key={codes.join(',')}
              label={COMPARISON_TEXTS.changeModules}
              modules={modules.data}
              initial={compared}
              year={year}
              startOpen={compared.length < MODULE_COMPARISON_SIZE.fewest}
            />
          </div>
          {compared.length < MODULE_COMPARISON_SIZE.fewest ? (
            <Message severity="info" text={COMPARISON_TEXTS.tooFew} />
          ) : checkingSignIn ? (
            <CheckingSignIn />
          ) : (
            <div
              className={`mr-comparison__modules mr-comparison__modules--${compared.length}`}
              style={columns}
            >
              {compared.map((module) => (
                <ComparedModule
                  key={`${module.code}|${viewer}`}
                  module={module}
                  year={year}
                  aspects={aspects}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
