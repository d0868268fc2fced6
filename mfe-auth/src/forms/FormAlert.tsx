import { Message } from 'primereact/message';

/** Why a submit failed: the product's sentence, and what really happened when known. */
export interface FormProblem {
  summary: string;
  detail?: string | undefined;
}

/**
 * Shown in the form, above its button, where the person is looking; announced by screen
 * readers as it appears (a PrimeReact Message is an alert).
 */
export function FormAlert({ problem }: { problem: FormProblem | null }) {
  if (!problem) return null;
  return (
    <Message
      severity="error"
      className="au-alert au-wide"
      content={
        <div>
          <strong>{problem.summary}</strong>
          {problem.detail && <span className="au-alert__detail">{problem.detail}</span>}
        </div>
      }
    />
  );
}
