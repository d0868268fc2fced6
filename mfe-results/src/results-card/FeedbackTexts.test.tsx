// The list of one aspect's reviews: each review's facts, the order and rating band and theme the
// address sets (restored by reload, Back and Forward), and long lists a page at a time.
import { fakeShared } from '../test/shared-fake';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WrittenReview } from './aspect-results';
import { FeedbackTexts } from './FeedbackTexts';
import { ReviewsViewProvider, type TextFilter } from './reviews-view';
import { REVIEWS_PER_PAGE } from './use-review-pages';

const review = (id: number, fields: Partial<WrittenReview> = {}): WrittenReview => ({
  id,
  aspect: 'material',
  text: `Review ${id}`,
  rating: null,
  submitDate: '2026-01-15T10:00:00Z',
  edited: false,
  helpful: 0,
  ...fields,
});

const REVIEWS = [
  review(1, { rating: 2.5, submitDate: '2026-01-10T10:00:00Z', helpful: 1 }),
  review(2, { rating: 4.75, submitDate: '2026-03-02T10:00:00Z', edited: true }),
  review(3, { rating: 0.5, submitDate: '2026-02-20T10:00:00Z', helpful: 4 }),
  review(4, { submitDate: '2026-02-01T10:00:00Z' }),
];

const SLIDES: TextFilter = {
  key: 'theme:slides',
  description: 'mention “slides”',
  feedbackIds: [2, 3, 4],
  matches: ['review'],
};

function renderList(texts: readonly WrittenReview[] = REVIEWS) {
  render(
    <ReviewsViewProvider aspect="material" filters={[SLIDES]}>
      <h3 id="reviews-heading">Material</h3>
      <FeedbackTexts aspect="material" texts={texts} labelledBy="reviews-heading" id="reviews" />
    </ReviewsViewProvider>,
  );
  return screen.getByRole('list', { name: 'Material' });
}

/** The reviews as listed: their numbers and texts. */
const listed = () =>
  within(screen.getByRole('list', { name: 'Material' }))
    .queryAllByRole('listitem')
    .map(
      (item) =>
        `${item.getAttribute('value')} ${item.querySelector('.mr-review__text')?.textContent}`,
    );

const address = () => window.location.pathname + window.location.search;

describe('FeedbackTexts', () => {
  beforeEach(() => window.history.replaceState(null, '', '/results'));

  it("shows each review's rating, date, and whether it was edited", () => {
    const list = renderList();
    const [first, second, , fourth] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(first).toHaveTextContent('Rated 2.5 / 5');
    expect(first).toHaveTextContent('10 Jan 2026');
    expect(first).not.toHaveTextContent('edited');
    expect(second).toHaveTextContent('Rated 4.75 / 5');
    expect(second).toHaveTextContent('edited');
    expect(fourth).toHaveTextContent('Not rated');
    // A visitor sees the count, never a button.
    expect(within(first!).getByText('1 student found this helpful')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
  });

  it('sorts by the order chosen, keeps each number, and puts the choice in the address', async () => {
    const user = userEvent.setup();
    renderList();
    expect(listed()).toEqual(['1 Review 1', '2 Review 2', '3 Review 3', '4 Review 4']);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });

    await user.selectOptions(sortBy, 'Newest first');
    expect(listed()).toEqual(['2 Review 2', '3 Review 3', '4 Review 4', '1 Review 1']);
    expect(address()).toBe('/results?material-sort=newest');

    await user.selectOptions(sortBy, 'Highest rated');
    expect(listed()).toEqual(['2 Review 2', '1 Review 1', '3 Review 3', '4 Review 4']);
    await user.selectOptions(sortBy, 'Lowest rated');
    // Unrated last in either direction.
    expect(listed()).toEqual(['3 Review 3', '1 Review 1', '2 Review 2', '4 Review 4']);
    await user.selectOptions(sortBy, 'Most helpful');
    expect(listed()).toEqual(['3 Review 3', '1 Review 1', '2 Review 2', '4 Review 4']);
    expect(address()).toBe('/results?material-sort=helpful');

    await user.selectOptions(sortBy, 'Oldest first');
    expect(address()).toBe('/results');
    expect(fakeShared.navigator).toHaveBeenLastCalledWith('/results');
  });

  it('narrows to a rating band, says so, and lifts it with Show all reviews', async () => {
    const user = userEvent.setup();
    renderList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ratings' }), 'Good (4–5)');
    expect(listed()).toEqual(['2 Review 2']);
    expect(address()).toBe('/results?material-rating=good');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing 1 of 4 reviews: rated Good (4–5).',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ratings' }), 'Poor (0–1.75)');
    expect(listed()).toEqual(['3 Review 3']);

    await user.click(screen.getByRole('button', { name: 'Show all reviews' }));
    expect(listed()).toHaveLength(4);
    expect(address()).toBe('/results');
    expect(screen.getByRole('combobox', { name: 'Ratings' })).toHaveValue('');
  });

  it('opens as the address sets it up: theme, band and order together (a reload)', () => {
    window.history.replaceState(
      null,
      '',
      '/results?material-about=theme%3Aslides&material-rating=mixed&material-sort=lowest&year=2025',
    );
    renderList([...REVIEWS, review(5, { rating: 3, submitDate: '2026-04-01T10:00:00Z' })]);
    // Review 1 is mixed but not about slides; 3 is about slides but poor; 5 neither.
    expect(listed()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing 0 of 5 reviews: those that mention “slides”, rated Mixed (2–3.75).',
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lowest');
  });

  it('follows Back and Forward', async () => {
    const user = userEvent.setup();
    renderList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most helpful');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ratings' }), 'Poor (0–1.75)');
    expect(listed()).toEqual(['3 Review 3']);

    act(() => window.history.back());
    await waitFor(() =>
      expect(listed()).toEqual(['3 Review 3', '1 Review 1', '2 Review 2', '4 Review 4']),
    );
    expect(screen.getByRole('combobox', { name: 'Ratings' })).toHaveValue('');
    act(() => window.history.back());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest'),
    );
    act(() => window.history.forward());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('helpful'),
    );
  });

  it('keeps an unknown order or band in the address from changing anything', () => {
    window.history.replaceState(null, '', '/results?material-sort=best&material-rating=great');
    renderList();
    expect(listed()).toEqual(['1 Review 1', '2 Review 2', '3 Review 3', '4 Review 4']);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows a long list a page at a time, and starts again at one page in a new order', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, i) => review(i + 1, { rating: (i % 21) * 0.25 }));
    const list = renderList(many);
    expect(within(list).getAllByRole('listitem')).toHaveLength(REVIEWS_PER_PAGE);
    const more = screen.getByRole('button', { name: 'Show more reviews (20 of 45 shown)' });
    await user.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    await user.click(screen.getByRole('button', { name: 'Show more reviews (40 of 45 shown)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(45);
    // The keyboard goes on at the first review added.
    expect(within(list).getAllByRole('listitem')[40]).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Show more reviews/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rated');
    expect(within(list).getAllByRole('listitem')).toHaveLength(REVIEWS_PER_PAGE);
  });
});
