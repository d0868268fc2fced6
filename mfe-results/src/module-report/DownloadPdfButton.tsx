// "Download PDF": asks the API for the report's PDF (as the signed-in caller, so the file holds
// what the page shows) and saves it under the name the API gives it, `CS3001-2025-report.pdf`.
import {
  MODULE_REPORT_TEXTS,
  moduleReportApi,
  moduleReportFileName,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';

interface DownloadPdfButtonProps {
  code: string;
  year: number;
}

function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function DownloadPdfButton({ code, year }: DownloadPdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      save(await moduleReportApi.pdf(code, year), moduleReportFileName(code, year));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        type="button"
        label={MODULE_REPORT_TEXTS.downloadPdf}
        icon="pi pi-download"
        outlined
        size="small"
        loading={busy}
        onClick={() => void download()}
      />
      {failed && (
        <p role="alert" className="mr-module-report__failure">
          {MODULE_REPORT_TEXTS.downloadFailed}
        </p>
      )}
    </>
  );
}
