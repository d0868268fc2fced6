import { fakeShared } from '../test/shared-fake';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@module-feedback/test-support/api-error';
import { ExtraQuestionFigures } from './ExtraQuestionFigures';

const figures = () => screen.findByRole('region', { name: 'Workload and recommendation' });

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ExtraQuestionFigures', () => {
  it('shows the median hours and how many of those who answered would recommend it', async () => {
    fakeShared.extraQuestionApi.figures.mockResolvedValue({
      hoursPerWeek: { answered: 4, median: 6.5 },
      wouldRecommend: { answered: 3, yes: 2 },
    });
    render(<ExtraQuestionFigures moduleCode="CS3001" year={2025} />);
    const items = within(await figures()).findAllByRole('listitem');
    expect((await items).map((item) => item.textContent)).toEqual([
      'Median 6.5 hours a week (4 students answered)',
      '2 of 3 who answered would recommend it',
    ]);
    expect(fakeShared.extraQuestionApi.figures).toHaveBeenCalledWith('CS3001', 2025);
  });

  it('says so when nobody answered', async () => {
    fakeShared.extraQuestionApi.figures.mockResolvedValue({
      hoursPerWeek: { answered: 0, median: null },
      wouldRecommend: { answered: 0, yes: 0 },
    });
    render(<ExtraQuestionFigures moduleCode="CS3001" year={2025} />);
    const region = await figures();
    expect(
      await within(region).findByText('Nobody said how many hours a week they spent on it yet.'),
    ).toBeInTheDocument();
    expect(
      within(region).getByText('Nobody said whether they would recommend it yet.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    fakeShared.extraQuestionApi.figures
      .mockRejectedValueOnce(apiError(503, 'Down.'))
      .mockResolvedValue({
        hoursPerWeek: { answered: 1, median: 3 },
        wouldRecommend: { answered: 1, yes: 1 },
      });
    render(<ExtraQuestionFigures moduleCode="CS3001" year={2025} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Median 3 hours a week (1 student answered)'),
    ).toBeInTheDocument();
  });
});
