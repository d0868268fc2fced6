// One entry of the student's own: module, year, dates, each aspect's rating and review (marked
// when staff hid that review), and what may be done with it.
import { Button } from 'primereact/button';
import {
  AppLink,
  ASPECTS,
  ASPECT_LABELS,
  formatAcademicYear,
  formatDate,
  MODERATION_MESSAGES,
  ownFeedbackLock,
  ratingOf,
  textOf,
  type OwnFeedback,
} from '@module-feedback/shared';
import { editAddress } from './feedback-addresses';

const formatRating = (rating: number | null | undefined) =>
  rating === null || rating === undefined ? 'Not rated' : `${rating.toFixed(2)} / 5`;

export function OwnFeedbackEntry({
  entry,
  onWithdraw,
}: {
  entry: OwnFeedback;
  onWithdraw: () => void;
}) {
  const name = `${entry.module.code} – ${entry.module.title}`;
  return (
    <article
      className="mf-own__entry"
      aria-label={`${name}, ${formatAcademicYear(entry.academicYear.year)}`}
    >
      <h2 className="mf-own__title">{name}</h2>
      <p className="mf-own__meta">
        <span>Academic year {formatAcademicYear(entry.academicYear.year)}</span>
        <span>Submitted {formatDate(entry.submitDate)}</span>
        {entry.editedAt && <span>Edited {formatDate(entry.editedAt)}</span>}
      </p>
      <dl className="mf-own__aspects">
        {ASPECTS.map((aspect) => (
          <div key={aspect} className="mf-own__aspect">
            <dt>{ASPECT_LABELS[aspect]}</dt>
            <dd>
              <strong>{formatRating(ratingOf(entry, aspect))}</strong>
              <span className="mf-own__review">{textOf(entry, aspect) ?? 'No review'}</span>
              {entry.hiddenTexts.includes(aspect) && (
                <span className="mf-own__hidden">
                  <i className="pi pi-eye-slash" aria-hidden="true" />{' '}
                  {MODERATION_MESSAGES.hiddenByStaff}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {entry.editable ? (
        <div className="mf-actions">
          <AppLink to={editAddress(entry.id)} className="p-button p-component mf-link-button">
            Edit<span className="ui-visually-hidden"> feedback on {entry.module.code}</span>
          </AppLink>
          <Button
            type="button"
            label="Withdraw"
            icon="pi pi-trash"
            severity="danger"
            outlined
            aria-label={`Withdraw feedback on ${entry.module.code}`}
            onClick={onWithdraw}
          />
        </div>
      ) : (
        <p className="mf-own__note">{ownFeedbackLock(entry)}</p>
      )}
    </article>
  );
}
