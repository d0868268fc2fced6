import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackTexts } from './FeedbackTexts';
import { FIRST_ROWS } from './use-incremental-count';

const reviews = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    aspect: 'material' as const,
    text: `Review text ${i + 1}`,
  }));

function renderList(count: number) {
  render(
    <>
      <h3 id="reviews-heading">Material</h3>
      <FeedbackTexts texts={reviews(count)} labelledBy="reviews-heading" id="reviews" />
    </>,
  );
  return screen.getByRole('list', { name: 'Material' });
}

describe('FeedbackTexts with a thousand reviews', () => {
  it('shows the first reviews with the data and every numbered review a few frames later', async () => {
    const list = renderList(1_000);
    expect(within(list).getAllByRole('listitem')).toHaveLength(FIRST_ROWS);
    // Counted without role queries, which are slow on a thousand items in jsdom.
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(1_000), {
      timeout: 5_000,
    });
    const last = within(list).getByText('Review text 1000').closest('li');
    expect(last?.getAttribute('value')).toBe('1000');
  });
});
