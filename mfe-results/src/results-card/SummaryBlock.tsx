import type { SummaryTheme } from '@module-feedback/shared';
import { Skeleton } from 'primereact/skeleton';
import type { RemoteData } from '../remote-data/use-remote-data';
import type { ReactNode } from 'react';

interface SummaryBlockProps {
  state: RemoteData<unknown>['status'];
  text: string;
  themes: readonly SummaryTheme[];
  /** Shown instead of the summary when it failed to load (the rest of the card still works). */
  failure: ReactNode;
}

const studentsText = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/** The automatic summary of one aspect, and the points many students raised. */
export function SummaryBlock({ state, text, themes, failure }: SummaryBlockProps) {
  if (state === 'loading') {
    return (
      <div role="status" aria-label="Loading summary">
        <Skeleton width="100%" style={{ marginBottom: '0.5rem' }} />
        <Skeleton width="75%" />
      </div>
    );
  }
  if (state === 'failed') return failure;
  return (
    <>
      <p style={{ whiteSpace: 'pre-line', margin: '0 0 0.5rem' }}>
        {text.trim() || 'No summary yet: there are no written reviews for this year.'}
      </p>
      {themes.length > 0 && (
        <ul aria-label="Points students raised" style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {themes.map((theme) => (
            <li key={theme.label}>
              {theme.label} — {studentsText(theme.count)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
