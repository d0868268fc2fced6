import type { ReactNode } from 'react';

/** What a field's input needs so screen readers announce its hint and error with it. */
export interface FieldInputProps {
  id: string;
  invalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** Always-visible help under the input. */
  hint?: string;
  /** The problem with the current value; shown under the input and marks it invalid. */
  error?: string | undefined;
  children: (input: FieldInputProps) => ReactNode;
}

/** A labelled input with its hint and error, laid out the same way in both forms. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="au-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        invalid: Boolean(error),
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
      })}
      {hint && (
        <small id={hintId} className="au-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} className="p-error">
          {error}
        </small>
      )}
    </div>
  );
}
