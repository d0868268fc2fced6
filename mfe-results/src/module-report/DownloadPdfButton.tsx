// "Download PDF": asks the API for the report's PDF (as the signed-in caller, so the file holds
// what the page shows) and saves it under the name the API gives it, `CS3001-2025-report.pdf`.
import {
  MODULE_REPORT_TEXTS,
  moduleReportApi,
  moduleReportFileName,
  useDownload,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';

interface DownloadPdfButtonProps {
  code: string;
  year: number;
}

const failureText = () => MODULE_REPORT_TEXTS.downloadFailed;

export function DownloadPdfButton({ code, year }: DownloadPdfButtonProps) {
  const { busy, problem, download } = useDownload(failureText);
  return (
    <>
      <Button
        type="button"
        label={MODULE_REPORT_TEXTS.downloadPdf}
        icon="pi pi-download"
        outlined
        size="small"
        loading={busy}
        onClick={() =>
          void download(() => moduleReportApi.pdf(code, year), moduleReportFileName(code, year))
        }
      />
      {problem && (
        <p role="alert" className="mr-module-report__failure">
          {problem}
        </p>
      )}
    </>
  );
}
