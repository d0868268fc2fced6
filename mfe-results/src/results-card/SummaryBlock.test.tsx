// The verdict as the page words it, from fixed summaries: the counts add up, the tone follows
// them, and the main concern is quoted from the first "what could be better" point.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ASPECT_SUMMARY,
  SUMMARY_TEXTS,
  type AspectSummary,
  type SummaryDetails,
} from '@module-feedback/shared';
import { SummaryBlock } from './SummaryBlock';

const point = (quote: string, count: number) => ({ quote, count, feedbackIds: [], matches: [] });

function summaryWith(details: Partial<SummaryDetails>): AspectSummary {
  return {
    ...EMPTY_ASPECT_SUMMARY,
    summary: 'The notes were clear.',
    details: { ...EMPTY_ASPECT_SUMMARY.details, overall: 'from the server', ...details },
  };
}

const renderBlock = (summary: AspectSummary, aspect: 'material' | 'lecturer' = 'material') =>
  render(
    <SummaryBlock
      aspect={aspect}
      state="ready"
      summary={summary}
      reviewsListId="reviews"
      failure={null}
    />,
  );

describe('the summary verdict', () => {
  it('says "positive, with some concerns" when everyone praised but four raised a concern', () => {
    renderBlock(
      summaryWith({
        students: 9,
        praised: 9,
        concerned: 4,
        both: 4,
        liked: [point('The notes were clear.', 9)],
        couldBeBetter: [point('It needed more depth on the later topics.', 3)],
      }),
    );
    expect(
      screen.getByText(
        'Positive, with some concerns: of 9 students who wrote, 9 praised the material and 4 raised a concern (4 did both); the main concern: “It needed more depth on the later topics”.',
      ),
    ).toBeInTheDocument();
  });

  it('says "mixed" when as many raised a concern as praised', () => {
    renderBlock(
      summaryWith({
        students: 12,
        praised: 12,
        concerned: 9,
        both: 9,
        couldBeBetter: [point('Contributions were hard to balance.', 5)],
      }),
      'lecturer',
    );
    expect(
      screen.getByText(
        'Mixed: of 12 students who wrote, 12 praised the lecturer and 9 raised a concern (9 did both); the main concern: “Contributions were hard to balance”.',
      ),
    ).toBeInTheDocument();
  });

  it('says "mostly positive" only with few concerns, and names none when nobody raised one', () => {
    renderBlock(summaryWith({ students: 5, praised: 5, concerned: 0, both: 0 }));
    expect(
      screen.getByText(
        'Mostly positive: of 5 students who wrote, 5 praised the material and none raised a concern.',
      ),
    ).toBeInTheDocument();
  });

  it('says "mostly critical" and "few opinions" when the numbers say so', () => {
    const { unmount } = renderBlock(
      summaryWith({
        students: 10,
        praised: 1,
        concerned: 8,
        both: 1,
        couldBeBetter: [point('The slides were hard to follow.', 6)],
      }),
    );
    expect(screen.getByText(/^Mostly critical: of 10 students who wrote, 1 praised/)).toBeVisible();
    unmount();
    renderBlock(summaryWith({ students: 9, praised: 1, concerned: 2, both: 0 }));
    expect(screen.getByText(/^Few opinions: of 9 students who wrote/)).toBeVisible();
  });

  it('says the summary is being updated while a current one is made', () => {
    render(
      <SummaryBlock
        aspect="material"
        state="ready"
        summary={summaryWith({ students: 1, praised: 1 })}
        updating
        reviewsListId="reviews"
        failure={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(SUMMARY_TEXTS.updating);
  });
});
