// The server's reason for refusing a submission, in full, including per-field problems.
import { Message } from 'primereact/message';
import { ASPECTS, ASPECT_FIELDS, type DescribedError } from '@module-feedback/shared';
import { FORM_ASPECT_TITLES } from './AspectFields';

/** Each field by the label the form shows it under. */
const FIELD_LABELS: Record<string, string> = {
  module: 'Module',
  academicYear: 'Academic year',
  ...Object.fromEntries(
    ASPECTS.flatMap((aspect) => [
      [ASPECT_FIELDS[aspect].rating, `${FORM_ASPECT_TITLES[aspect]} rating`],
      [ASPECT_FIELDS[aspect].text, `${FORM_ASPECT_TITLES[aspect]} review`],
    ]),
  ),
};

export function ServerRefusal({ error, editing }: { error: DescribedError; editing: boolean }) {
  const fields = Object.entries(error.fields);
  return (
    <Message
      severity="error"
      className="mf-wide mf-message"
      content={
        <div>
          <strong>
            {editing ? 'Your changes were not saved.' : 'Your feedback was not submitted.'}
          </strong>{' '}
          {error.message}
          {fields.length > 0 && (
            <ul className="mf-field-problems">
              {fields.map(([field, problem]) => (
                <li key={field}>
                  {FIELD_LABELS[field] ?? field}: {problem}
                </li>
              ))}
            </ul>
          )}
          <div>Everything you typed is still here.</div>
        </div>
      }
    />
  );
}
