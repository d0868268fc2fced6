// One reported or hidden entry: its texts, its reports (who, why, when) and the staff actions.
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import {
  ASPECTS,
  REPORT_REASON_LABELS,
  formatAcademicYear,
  formatDateTime,
  type Aspect,
  type Feedback,
  type ModerationActionKind,
  type ModerationQueueEntry,
} from '@module-feedback/shared';

const TEXT_OF: Record<Aspect, (feedback: Feedback) => string | null | undefined> = {
  material: (feedback) => feedback.materialFeedback,
  assessment: (feedback) => feedback.assessmentFeedback,
  lecturer: (feedback) => feedback.lecturerFeedback,
};
const ASPECT_NAMES: Record<Aspect, string> = {
  material: 'Material',
  assessment: 'Assessment',
  lecturer: 'Lecturer',
};

interface QueueEntryProps {
  entry: ModerationQueueEntry;
  busy: boolean;
  onAction: (action: ModerationActionKind, entry: ModerationQueueEntry) => void;
}

export function QueueEntry({ entry, busy, onAction }: QueueEntryProps) {
  const { feedback } = entry;
  const headingId = `ma-queue-entry-${feedback.id}`;
  return (
    <article className="ma-queue__entry" aria-labelledby={headingId}>
      <header className="ma-queue__header">
        {/* Focus comes here after a staff action: the button that was pressed may be gone. */}
        <h3 id={headingId} tabIndex={-1}>
          Entry {feedback.id}: {feedback.module.code} {feedback.module.title},{' '}
          {formatAcademicYear(feedback.academicYear.year)}
        </h3>
        {entry.hiddenAt ? (
          <Tag severity="danger" value="Hidden" />
        ) : (
          <Tag severity="success" value="Published" />
        )}
      </header>
      <dl className="ma-queue__texts">
        {ASPECTS.map((aspect) => {
          const text = TEXT_OF[aspect](feedback);
          return text ? (
            <div key={aspect}>
              <dt>{ASPECT_NAMES[aspect]}</dt>
              <dd>{text}</dd>
            </div>
          ) : null;
        })}
      </dl>
      <h4>
        Reports ({entry.openReports} open of {entry.reports.length})
      </h4>
      {entry.reports.length === 0 ? (
        <p>No reports.</p>
      ) : (
        <ul className="ma-queue__reports">
          {entry.reports.map((report) => (
            <li key={report.id}>
              {REPORT_REASON_LABELS[report.reason]} — {report.reporter.username}
              {report.reporter.studentId !== null && ` (${report.reporter.studentId})`},{' '}
              {formatDateTime(report.createdAt)}
              {report.dismissedAt && ' — dismissed'}
            </li>
          ))}
        </ul>
      )}
      <div className="ma-queue__actions">
        <Button
          type="button"
          label="Dismiss reports"
          icon="pi pi-check"
          outlined
          disabled={busy || entry.openReports === 0}
          onClick={() => onAction('dismiss', entry)}
          aria-describedby={headingId}
        />
        {entry.hiddenAt ? (
          <Button
            type="button"
            label="Unhide"
            icon="pi pi-eye"
            disabled={busy}
            onClick={() => onAction('unhide', entry)}
            aria-describedby={headingId}
          />
        ) : (
          <Button
            type="button"
            label="Hide"
            icon="pi pi-eye-slash"
            severity="danger"
            disabled={busy}
            onClick={() => onAction('hide', entry)}
            aria-describedby={headingId}
          />
        )}
      </div>
    </article>
  );
}
