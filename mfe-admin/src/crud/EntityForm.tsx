// The inline form of a tab, in add or edit mode. It keeps what was typed until the save
// succeeds or the admin confirms Cancel; a refused save shows the server's reasons in place.
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldSpec, FormValues, SubmittedValues } from './entity-config';

export interface FormProblem {
  message: string;
  /** Problems per field name (the server's field paths). */
  fields: Record<string, string>;
}

interface EntityFormProps {
  mode: 'add' | 'edit';
  noun: string;
  fields: FieldSpec[];
  initialValues: FormValues;
  /** Saves; resolves to the problem when the save was refused, null when it succeeded. */
  onSave: (values: SubmittedValues) => Promise<FormProblem | null>;
  onCancel: () => void;
}

/** Empty form values are sent as null, never as empty strings. */
export function toSubmitted(values: FormValues): SubmittedValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value.trim() === '' ? null : value]),
  );
}

export function EntityForm({
  mode,
  noun,
  fields,
  initialValues,
  onSave,
  onCancel,
}: EntityFormProps) {
  const [values, setValues] = useState<FormValues>(() => ({
    ...Object.fromEntries(fields.map((field) => [field.name, ''])),
    ...initialValues,
  }));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Keyboard users land in the form they just opened, not back at the top of the table.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const refused = await onSave(toSubmitted(values));
    // After a successful save the parent closes (unmounts) the form.
    if (refused) {
      setProblem(refused);
      setSaving(false);
    }
  }

  const fieldNames = new Set(fields.map((field) => field.name));
  const otherProblems = Object.entries(problem?.fields ?? {}).filter(
    ([name]) => !fieldNames.has(name),
  );
  const heading = `${mode === 'add' ? 'Create' : 'Edit'} ${noun}`;

  return (
    <form
      ref={formRef}
      className="ma-form"
      noValidate
      aria-label={heading}
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="ma-form__title">{heading}</h2>
      {fields.map((field) => {
        const id = `ma-field-${field.name.replace(/\W/g, '-')}`;
        const error = problem?.fields[field.name];
        const noteId = `${id}-note`;
        const common = {
          id,
          value: values[field.name] ?? '',
          invalid: error !== undefined,
          'aria-invalid': error !== undefined,
          'aria-describedby': error || field.hint ? noteId : undefined,
          autoComplete: field.autoComplete,
        };
        const change = (value: string) => setValues((v) => ({ ...v, [field.name]: value }));
        return (
          <div className="ma-form__field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            {field.kind === 'textarea' ? (
              <InputTextarea
                {...common}
                rows={2}
                autoResize
                onChange={(e) => change(e.target.value)}
              />
            ) : (
              <InputText
                {...common}
                type={
                  field.kind === 'integer'
                    ? 'text'
                    : field.kind === 'datetime'
                      ? 'datetime-local'
                      : field.kind
                }
                inputMode={field.kind === 'integer' ? 'numeric' : undefined}
                keyfilter={field.kind === 'integer' ? 'int' : undefined}
                onChange={(e) => change(e.target.value)}
              />
            )}
            {(error || field.hint) && (
              <small id={noteId} className={error ? 'p-error' : 'p-text-secondary'}>
                {error ?? field.hint}
              </small>
            )}
          </div>
        );
      })}
      {problem && (
        <Message
          severity="error"
          className="ma-form__problem"
          content={
            <div>
              {problem.message}
              {otherProblems.map(([name, text]) => (
                <div key={name}>
                  {name}: {text}
                </div>
              ))}
            </div>
          }
        />
      )}
      <div className="ma-form__actions">
        <Button type="submit" label={mode === 'add' ? 'Create' : 'Update'} loading={saving} />
        <Button type="button" label="Cancel" severity="secondary" outlined onClick={onCancel} />
      </div>
    </form>
  );
}
