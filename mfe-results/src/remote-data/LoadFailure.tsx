import { Button } from 'primereact/button';
import { Message } from 'primereact/message';

interface LoadFailureProps {
  /** What could not be loaded, e.g. "the modules". */
  what: string;
  onRetry: () => void;
}

/** A quiet, clear note that something did not load, with a way to try again. */
export function LoadFailure({ what, onRetry }: LoadFailureProps) {
  return (
    <Message
      severity="warn"
      style={{ width: '100%', justifyContent: 'space-between', gap: '0.75rem', flexWrap: 'wrap' }}
      content={
        <>
          <span>Could not load {what}. Check your connection and try again.</span>
          <Button label="Retry" icon="pi pi-refresh" size="small" outlined onClick={onRetry} />
        </>
      }
    />
  );
}
