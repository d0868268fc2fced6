// What a page shows while its data loads, and when loading failed (with a way to retry).
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';

export function LoadPending({ label }: { label: string }) {
  return (
    <div className="mf-status" role="status">
      <ProgressSpinner style={{ width: '2rem', height: '2rem' }} strokeWidth="4" />
      <span>{label}</span>
    </div>
  );
}

export function LoadFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="mf-status">
      <Message severity="error" text={text} />
      <Button type="button" label="Try again" icon="pi pi-refresh" onClick={onRetry} />
    </div>
  );
}
