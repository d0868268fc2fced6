// The report dialog's question: one reason from the short list and, for the reason that needs
// them, the reporter's own words, with the problem (if any) shown and announced at the box.
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useId } from 'react';
import {
  REASON_NEEDING_DETAILS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '@module-feedback/shared';

export const DETAILS_LABEL = 'What is wrong with this text?';

interface ReportReasonsProps {
  reason: ReportReason | null;
  details: string;
  detailsProblem: string | null;
  onReasonChange: (reason: ReportReason) => void;
  onDetailsChange: (details: string) => void;
}

export function ReportReasons({
  reason,
  details,
  detailsProblem,
  onReasonChange,
  onDetailsChange,
}: ReportReasonsProps) {
  const id = useId();
  const detailsId = `${id}-details`;
  const countId = `${id}-details-count`;
  const problemId = `${id}-details-problem`;
  return (
    <>
      <fieldset className="mr-report__reasons">
        <legend>Why should staff look at this text?</legend>
        {REPORT_REASONS.map((option) => (
          <div key={option} className="mr-report__reason">
            <RadioButton
              inputId={`${id}-${option}`}
              name={`${id}-reason`}
              value={option}
              checked={reason === option}
              onChange={() => onReasonChange(option)}
            />
            <label htmlFor={`${id}-${option}`}>{REPORT_REASON_LABELS[option]}</label>
          </div>
        ))}
      </fieldset>
      {reason === REASON_NEEDING_DETAILS && (
        <div className="mr-report__details">
          <label htmlFor={detailsId}>{DETAILS_LABEL}</label>
          <InputTextarea
            id={detailsId}
            rows={3}
            autoResize
            value={details}
            required
            invalid={detailsProblem !== null}
            aria-invalid={detailsProblem !== null}
            aria-describedby={detailsProblem ? `${problemId} ${countId}` : countId}
            onChange={(event) => onDetailsChange(event.target.value)}
          />
          <small id={countId} className="mr-report__count">
            {details.trim().length} of {REPORT_DETAILS_MAX_LENGTH} characters
          </small>
          {detailsProblem && (
            <small id={problemId} className="p-error" role="alert">
              {detailsProblem}
            </small>
          )}
        </div>
      )}
    </>
  );
}
