// Download buttons for CSV exports: the feedback of the chosen year, of every year, and the
// overview; student numbers only when the box is ticked. (A module's feedback: its row in the
// module table.)
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import { formatAcademicYear, staffOverviewApi, useDownload } from '@module-feedback/shared';

interface ExportButtonsProps {
  /** The academic year's value (2025 for 2025/26). */
  year: number;
}

export function ExportButtons({ year }: ExportButtonsProps) {
  const identityId = useId();
  const [identity, setIdentity] = useState(false);
  const { busy, problem, download } = useDownload();

  return (
    <section className="ma-exports" aria-labelledby={`${identityId}-heading`}>
      <h3 id={`${identityId}-heading`}>Downloads (CSV)</h3>
      <div className="ma-exports__options">
        <Checkbox
          inputId={identityId}
          checked={identity}
          onChange={(event) => setIdentity(event.checked === true)}
        />
        <label htmlFor={identityId}>Include student numbers</label>
      </div>
      <div className="ma-exports__buttons">
        <Button
          type="button"
          icon="pi pi-download"
          label={`Feedback of ${formatAcademicYear(year)}`}
          outlined
          disabled={busy}
          onClick={() =>
            void download(
              () => staffOverviewApi.feedbackExport({ year, identity }),
              `feedback-${year}.csv`,
            )
          }
        />
        <Button
          type="button"
          icon="pi pi-download"
          label="All feedback"
          outlined
          disabled={busy}
          onClick={() =>
            void download(() => staffOverviewApi.feedbackExport({ identity }), 'feedback-all.csv')
          }
        />
        <Button
          type="button"
          icon="pi pi-download"
          label="This overview"
          outlined
          disabled={busy}
          onClick={() =>
            void download(() => staffOverviewApi.overviewExport(year), `overview-${year}.csv`)
          }
        />
      </div>
      {problem && <Message severity="error" text={problem} />}
    </section>
  );
}
