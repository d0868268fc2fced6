// How a screen says its server data is on the way or did not come, in one wording for every
// remote: "Loading the modules…", and "Could not load the modules." with the reason and Retry.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import './server-data.css';

/** A small spinner with a label screen readers announce. */
function Progress({ label }: { label: string }) {
  return (
    <div role="status" className="ui-loading">
      <ProgressSpinner className="ui-loading__spinner" strokeWidth="6" />
      <span>{label}</span>
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return <Progress label={`Loading ${what}…`} />;
}

/** While the stored sign-in is being restored, before a screen knows who is there. */
export function CheckingSignIn() {
  return <Progress label="Checking your sign-in…" />;
}

interface LoadFailureProps {
  /** What could not be loaded, e.g. "the modules". */
  what: string;
  /** Why, in plain words (the described API error). */
  reason: string;
  onRetry: () => void;
}

/** A quiet, clear note that something did not load, why, and a way to try again. */
export function LoadFailure({ what, reason, onRetry }: LoadFailureProps) {
  return (
    <Message
      severity="warn"
      className="ui-load-failure"
      content={
        <>
          <span>
            Could not load {what}. {reason}
          </span>
          <Button label="Retry" icon="pi pi-refresh" size="small" outlined onClick={onRetry} />
        </>
      }
    />
  );
}
