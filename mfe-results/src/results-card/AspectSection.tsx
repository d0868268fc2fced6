import { formatAverage, MESSAGES, type Aspect } from '@module-feedback/shared';
import type { ReactNode } from 'react';
import { RatingDistributionChart } from '../charts/RatingDistributionChart';
import type { AspectResults } from './aspect-results';

interface AspectSectionProps {
  aspect: Aspect;
  results: AspectResults;
  /** The aspect's automatic summary, loaded separately from the feedback. */
  summary: ReactNode;
}

const headingStyle = { fontSize: '1rem', margin: '1rem 0 0.5rem' } as const;

const responsesText = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;

/** One accordion section: average, summary, rating distribution and the written reviews. */
export function AspectSection({ aspect, results, summary }: AspectSectionProps) {
  const { average, ratingCount, ratings, texts } = results;
  const headingId = (part: string) => `results-${aspect}-${part}`;
  return (
    <>
      <p style={{ margin: 0 }}>
        <strong>Average rating: </strong>
        <span data-testid={`${aspect}-average`}>{formatAverage(average)}</span>
        {ratingCount > 0 && (
          <span style={{ color: 'var(--text-color-secondary)' }}>
            {' '}
            (from {responsesText(ratingCount)})
          </span>
        )}
      </p>

      <h3 id={headingId('summary')} style={headingStyle}>
        Summary
      </h3>
      <section aria-labelledby={headingId('summary')}>{summary}</section>

      {ratingCount > 0 && (
        <>
          <h3 style={headingStyle}>Rating distribution</h3>
          <RatingDistributionChart aspect={aspect} ratings={ratings} />
        </>
      )}

      <h3 id={headingId('reviews')} style={headingStyle}>
        What students wrote
      </h3>
      {texts.length === 0 ? (
        <p style={{ margin: 0 }}>{MESSAGES.noFeedbackAvailable}</p>
      ) : (
        <ol aria-labelledby={headingId('reviews')} style={{ margin: 0, paddingLeft: '1.5rem' }}>
          {texts.map((text, index) => (
            // Texts are not unique and never reorder: the position is their identity here.
            <li key={index} style={{ whiteSpace: 'pre-line', marginBottom: '0.5rem' }}>
              {text}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
