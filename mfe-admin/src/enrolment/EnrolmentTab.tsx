// The Enrolment tab: staff choose a CSV file (student number, module code, year), see what
// importing it would do, and import it when no row has a problem; below, how many students
// are enrolled per module's year. Where a module's year has enrolment, only those students may
// write feedback on it.
import './enrolment.css';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useId, useState, type ChangeEvent } from 'react';
import {
  describeApiError,
  ENROLMENT_CSV_HEADER,
  ENROLMENT_FILE_MAX_BYTES,
  ENROLMENT_MESSAGES,
  enrolmentApi,
  enrolmentImportedMessage,
  LoadFailure,
  useServerData,
  type EnrolmentPreview,
} from '@module-feedback/shared';
import { useAdminUi } from '../crud/AdminUi';
import { EnrolmentCountsTable } from './EnrolmentCountsTable';
import { EnrolmentPreviewSummary } from './EnrolmentPreviewSummary';

const loadCounts = () => enrolmentApi.counts();

interface Chosen {
  name: string;
  text: string;
  preview: EnrolmentPreview;
}

export function EnrolmentTab() {
  const inputId = useId();
  const hintId = useId();
  const { announce } = useAdminUi();
  const counts = useServerData(loadCounts);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [imported, setImported] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setChosen(null);
    setProblem(null);
    setImported(null);
    if (!file) return;
    if (file.size > ENROLMENT_FILE_MAX_BYTES) {
      setProblem(ENROLMENT_MESSAGES.fileTooLarge);
      return;
    }
    setBusy(true);
    try {
      const text = await file.text();
      setChosen({ name: file.name, text, preview: await enrolmentApi.preview(text) });
    } catch (error) {
      setProblem(describeApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  async function importChosen() {
    if (!chosen) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await enrolmentApi.import(chosen.text);
      const message = enrolmentImportedMessage(result.added);
      setImported(message);
      announce(message);
      setChosen(null);
      counts.retry();
    } catch (error) {
      setProblem(describeApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  const countRows = counts.status === 'ready' ? counts.data : (counts.previous ?? []);
  const importable = chosen !== null && chosen.preview.problems.length === 0;
  return (
    <div className="ma-tab ma-enrolment">
      <h2>Import enrolment</h2>
      <p id={hintId}>
        A CSV file whose first line is the header “{ENROLMENT_CSV_HEADER.join(', ')}”, then a row
        per student, module and academic year (the year as 2025 or 2025/26). Where a module’s year
        has enrolment, only the students enrolled may write feedback on it.
      </p>
      <div className="ma-enrolment__choose">
        <label htmlFor={inputId}>Enrolment file (CSV)</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => void choose(event)}
        />
      </div>
      {problem && <Message severity="error" className="ma-tab__problem" text={problem} />}
      {imported && <Message severity="success" className="ma-tab__problem" text={imported} />}
      {chosen && <EnrolmentPreviewSummary fileName={chosen.name} preview={chosen.preview} />}
      {chosen && (
        <Button
          type="button"
          label="Import"
          icon="pi pi-upload"
          disabled={!importable || busy}
          loading={busy}
          onClick={() => void importChosen()}
        />
      )}
      <h2>Enrolled students</h2>
      {counts.status === 'failed' && (
        <LoadFailure what="the enrolment" reason={counts.reason} onRetry={counts.retry} />
      )}
      <EnrolmentCountsTable counts={countRows} loading={counts.status === 'loading'} />
    </div>
  );
}
