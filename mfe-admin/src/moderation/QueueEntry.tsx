// One reported or hidden entry: its texts (each with hide or unhide, and marked when reported
// or hidden), its reports (who, why, about which text, in their words, when) and the staff
// actions on the whole entry.
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import {
  ASPECTS,
  ASPECT_LABELS,
  REPORT_REASON_LABELS,
  formatAcademicYear,
  formatDateTime,
  textOf,
  type ModerationQueueEntry,
} from '@module-feedback/shared';
import { textName, type StaffAction } from './moderation-words';

interface QueueEntryProps {
  entry: ModerationQueueEntry;
  busy: boolean;
  onAction: (action: StaffAction, entry: ModerationQueueEntry) => void;
}

export function QueueEntry({ entry, busy, onAction }: QueueEntryProps) {
  const { feedback } = entry;
  const headingId = `ma-queue-entry-${feedback.id}`;
  const reported = new Set(entry.reports.map((report) => report.aspect));
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
        ) : entry.hiddenTexts.length > 0 ? (
          <Tag severity="warning" value="Partly hidden" />
        ) : (
          <Tag severity="success" value="Published" />
        )}
      </header>
      <dl className="ma-queue__texts">
        {ASPECTS.map((aspect) => {
          const text = textOf(feedback, aspect);
          if (!text) return null;
          const hidden = entry.hiddenTexts.includes(aspect);
          const termId = `${headingId}-${aspect}`;
          return (
            <div key={aspect} className="ma-queue__text">
              <dt id={termId}>
                {ASPECT_LABELS[aspect]}
                {reported.has(aspect) && <Tag severity="warning" value="Reported" />}
                {hidden && <Tag severity="danger" value="Text hidden" />}
              </dt>
              <dd>
                <span className="ma-queue__text-body">{text}</span>
                <Button
                  type="button"
                  label={`${hidden ? 'Unhide' : 'Hide'} ${textName(aspect)}`}
                  icon={hidden ? 'pi pi-eye' : 'pi pi-eye-slash'}
                  size="small"
                  outlined
                  severity={hidden ? undefined : 'danger'}
                  disabled={busy}
                  onClick={() => onAction({ action: hidden ? 'unhide' : 'hide', aspect }, entry)}
                  aria-describedby={headingId}
                />
              </dd>
            </div>
          );
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
              {report.aspect && ` — about the ${textName(report.aspect)}`}
              {report.dismissedAt && ' — dismissed'}
              {report.details && (
                <blockquote className="ma-queue__report-details">{report.details}</blockquote>
              )}
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
          onClick={() => onAction({ action: 'dismiss' }, entry)}
          aria-describedby={headingId}
        />
        {entry.hiddenAt ? (
          <Button
            type="button"
            label="Unhide entry"
            icon="pi pi-eye"
            disabled={busy}
            onClick={() => onAction({ action: 'unhide' }, entry)}
            aria-describedby={headingId}
          />
        ) : (
          <Button
            type="button"
            label="Hide entry"
            icon="pi pi-eye-slash"
            severity="danger"
            disabled={busy}
            onClick={() => onAction({ action: 'hide' }, entry)}
            aria-describedby={headingId}
          />
        )}
      </div>
    </article>
  );
}
