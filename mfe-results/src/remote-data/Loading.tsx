import { ProgressSpinner } from 'primereact/progressspinner';

/** A small spinner with a label screen readers announce. */
export function Loading({ what }: { what: string }) {
  return (
    <div role="status" style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
      <ProgressSpinner style={{ width: '1.5rem', height: '1.5rem', margin: 0 }} strokeWidth="6" />
      <span>Loading {what}…</span>
    </div>
  );
}
