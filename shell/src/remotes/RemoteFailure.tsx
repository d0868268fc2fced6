import { Button } from 'primereact/button';
import { Message } from 'primereact/message';

interface RemoteFailureProps {
  text: string;
  onRetry: () => void;
}

/** Stands in for a section that did not load or crashed; the rest of the app keeps working. */
export function RemoteFailure({ text, onRetry }: RemoteFailureProps) {
  return (
    <div className="remote-failure">
      <Message severity="error" text={text} />
      <Button label="Retry" icon="pi pi-refresh" onClick={onRetry} />
    </div>
  );
}
