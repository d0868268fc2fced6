import { Button } from 'primereact/button';
import { Message } from 'primereact/message';

interface RemoteFailureProps {
  text: string;
  onRetry: () => void;
}

export const REMOTE_FAILURE_HEADING = 'This section is not available';

/**
 * Stands in for a section that did not load or crashed; the rest of the app keeps working.
 * Its heading is the page's h1, which takes focus after a navigation like any other.
 */
export function RemoteFailure({ text, onRetry }: RemoteFailureProps) {
  return (
    <div className="remote-failure">
      <h1>{REMOTE_FAILURE_HEADING}</h1>
      <Message severity="error" text={text} />
      <Button label="Retry" icon="pi pi-refresh" onClick={onRetry} />
    </div>
  );
}
