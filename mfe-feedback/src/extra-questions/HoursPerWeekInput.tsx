// Hours per week spent on the module: a box for a whole number 0–40, or empty for no answer.
// What is typed stays as typed; when it breaks the rule the box is marked invalid and the line
// under it, which always describes it, says why (as a rating's box does).
import { InputText } from 'primereact/inputtext';
import { EXTRA_QUESTION_TEXTS } from '@module-feedback/shared';
import { hoursProblem } from './hours-text';

export const HOURS_PER_WEEK_ID = 'hours-per-week';

interface HoursPerWeekInputProps {
  /** The hours as typed. */
  value: string;
  onChange: (typed: string) => void;
}

export function HoursPerWeekInput({ value, onChange }: HoursPerWeekInputProps) {
  const problem = hoursProblem(value);
  const noteId = `${HOURS_PER_WEEK_ID}-note`;
  return (
    <div className="mf-field">
      <label htmlFor={HOURS_PER_WEEK_ID}>{EXTRA_QUESTION_TEXTS.hoursPerWeek}</label>
      <InputText
        id={HOURS_PER_WEEK_ID}
        className="mf-hours"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        invalid={problem !== null}
        aria-invalid={problem !== null}
        aria-describedby={noteId}
        onChange={(event) => onChange(event.target.value)}
      />
      <small
        id={noteId}
        className={problem === null ? 'p-text-secondary mf-note' : 'p-error mf-note'}
        aria-live="polite"
      >
        {problem ?? EXTRA_QUESTION_TEXTS.hoursPerWeekHint}
      </small>
    </div>
  );
}
