// /results/report?module=CS3001&year=2025: a module's report of an academic year, to read, print
// (the shell prints no navbar or footer, and this page none of its buttons) or download as a PDF.
import {
  AppLink,
  CheckingSignIn,
  LoadFailure,
  Loading,
  MODULE_REPORT_TEXTS,
  moduleReportApi,
  moduleResultsPath,
  useAppLocation,
  useServerData,
  useSession,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { useCallback } from 'react';
import { DownloadPdfButton } from './DownloadPdfButton';
import { reportAddressOf } from './report-address';
import { ReportSheet } from './ReportSheet';
import './module-report.css';

function LoadedReport({ code, year }: { code: string; year: number }) {
  const report = useServerData(useCallback(() => moduleReportApi.report(code, year), [code, year]));
  return (
    <>
      <div className="mr-module-report__actions">
        <AppLink to={moduleResultsPath(code, year)}>
          <i className="pi pi-arrow-left" aria-hidden="true" /> Back to the results of {code}
        </AppLink>
        {/* Nothing to print while the results are withheld. */}
        {report.status === 'ready' && !report.data.withheld && (
          <div className="mr-module-report__buttons">
            <Button
              type="button"
              label={MODULE_REPORT_TEXTS.print}
              icon="pi pi-print"
              outlined
              size="small"
              onClick={() => window.print()}
            />
            <DownloadPdfButton code={report.data.module.code} year={report.data.year} />
          </div>
        )}
      </div>
      {report.status === 'loading' && <Loading what="the module report" />}
      {report.status === 'failed' && (
        <LoadFailure what="the module report" reason={report.reason} onRetry={report.retry} />
      )}
      {report.status === 'ready' && <ReportSheet report={report.data} />}
    </>
  );
}

export default function ModuleReportPage() {
  const { loading, user } = useSession();
  const { code, year } = reportAddressOf(useAppLocation());
  if (code === null || year === undefined) {
    return (
      <div className="mr-module-report">
        <h1>{MODULE_REPORT_TEXTS.title}</h1>
        <p>{MODULE_REPORT_TEXTS.missingChoice}</p>
        <AppLink to="/results">All modules&apos; results</AppLink>
      </div>
    );
  }
  return (
    <div className="mr-module-report">
      {loading ? (
        <CheckingSignIn />
      ) : (
        // Loaded again on sign-in and out: the lecturer aspect depends on who asks.
        <LoadedReport key={`${code}|${year}|${user?.username ?? ''}`} code={code} year={year} />
      )}
    </div>
  );
}
