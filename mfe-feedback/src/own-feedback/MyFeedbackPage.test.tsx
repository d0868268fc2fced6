import { fakeShared } from '@module-feedback/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MODERATION_MESSAGES,
  OWN_FEEDBACK_MESSAGES,
  SURVEY_WINDOW_TEXTS,
  ownFeedbackApi,
} from '@module-feedback/shared';
import { apiError } from '@module-feedback/test-support/api-error';
import { MyFeedbackPage } from './MyFeedbackPage';
import { ownEntry } from './test-entries';

const latest = ownEntry({ editedAt: '2025-11-20T09:00:00.000Z' });
const older = ownEntry({
  id: 3,
  academicYear: { id: 11, year: 2024 },
  module: { id: 2, code: 'CS3002', title: 'Databases' },
  materialRating: null,
  materialFeedback: null,
  yearState: 'closed',
  editable: false,
  submitDate: '2024-12-01T10:00:00.000Z',
});

beforeEach(() => {
  vi.mocked(ownFeedbackApi.list).mockReset().mockResolvedValue([latest, older]);
  vi.mocked(ownFeedbackApi.withdraw).mockReset().mockResolvedValue(undefined);
  fakeShared.notices.mockReset();
});

const entryNamed = (name: RegExp) => within(screen.getByRole('article', { name }));

describe('MyFeedbackPage', () => {
  it('lists each entry with its year, dates, ratings and reviews', async () => {
    render(<MyFeedbackPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your feedback');
    expect(await screen.findByRole('heading', { name: 'CS3001 – Compilers' })).toBeInTheDocument();
    const recent = entryNamed(/CS3001 – Compilers, 2025\/26/);
    expect(recent.getByText('Submitted 2 Nov 2025')).toBeInTheDocument();
    expect(recent.getByText('Edited 20 Nov 2025')).toBeInTheDocument();
    expect(recent.getByText('3.50 / 5')).toBeInTheDocument();
    expect(recent.getByText('Good notes.')).toBeInTheDocument();
    expect(recent.getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', '/feedback?edit=7');
    const old = entryNamed(/CS3002 – Databases, 2024\/25/);
    expect(old.queryByText(/^Edited/)).not.toBeInTheDocument();
    expect(old.getAllByText('Not rated')).toHaveLength(2);
    expect(old.getByText(SURVEY_WINDOW_TEXTS.closedForChanges(2024))).toBeInTheDocument();
    expect(old.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(old.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('names each aspect as the results do, with its rating and review', async () => {
    render(<MyFeedbackPage />);
    await screen.findByRole('heading', { name: 'CS3001 – Compilers' });
    const recent = entryNamed(/CS3001 – Compilers, 2025\/26/);
    expect(recent.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Material',
      'Assessment',
      'Lecturer',
    ]);
    expect(recent.getByText('4.00 / 5')).toBeInTheDocument();
    expect(recent.getByText('Clear.')).toBeInTheDocument();
    expect(recent.getByText('No review')).toBeInTheDocument();
  });

  it('says an entry staff hid is under review, with neither Edit nor Withdraw', async () => {
    vi.mocked(ownFeedbackApi.list).mockResolvedValue([
      ownEntry({ underReview: true, editable: false }),
    ]);
    render(<MyFeedbackPage />);
    const held = within(await screen.findByRole('article', { name: /CS3001/ }));
    expect(held.getByText(OWN_FEEDBACK_MESSAGES.underReview)).toBeInTheDocument();
    expect(held.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(held.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('marks the review staff hid, and only that one', async () => {
    vi.mocked(ownFeedbackApi.list).mockResolvedValue([
      ownEntry({ underReview: true, editable: false, hiddenTexts: ['lecturer'] }),
    ]);
    render(<MyFeedbackPage />);
    const held = within(await screen.findByRole('article', { name: /CS3001/ }));
    const hiddenNote = held.getByText(MODERATION_MESSAGES.hiddenByStaff);
    expect(hiddenNote.closest('dd')).toHaveTextContent('Clear.');
    expect(held.getAllByText(MODERATION_MESSAGES.hiddenByStaff)).toHaveLength(1);
    expect(held.getByText(OWN_FEEDBACK_MESSAGES.underReview)).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    vi.mocked(ownFeedbackApi.list).mockResolvedValue([]);
    render(<MyFeedbackPage />);
    expect(await screen.findByText(OWN_FEEDBACK_MESSAGES.noneYet)).toBeInTheDocument();
  });

  it('withdraws only after confirmation, then shows the list again', async () => {
    const user = userEvent.setup();
    render(<MyFeedbackPage />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw feedback on CS3001' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(OWN_FEEDBACK_MESSAGES.confirmWithdraw);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(ownFeedbackApi.withdraw).not.toHaveBeenCalled();

    vi.mocked(ownFeedbackApi.list).mockResolvedValue([older]);
    await user.click(screen.getByRole('button', { name: 'Withdraw feedback on CS3001' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }),
    );
    await waitFor(() => expect(ownFeedbackApi.withdraw).toHaveBeenCalledWith(7));
    expect(fakeShared.notices).toHaveBeenCalledWith({
      severity: 'success',
      summary: OWN_FEEDBACK_MESSAGES.withdrawn,
    });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'CS3001 – Compilers' })).not.toBeInTheDocument(),
    );
    expect(ownFeedbackApi.list).toHaveBeenCalledTimes(2);
  });

  it('says why a withdrawal was refused and keeps the entry', async () => {
    vi.mocked(ownFeedbackApi.withdraw).mockRejectedValue(
      apiError(409, SURVEY_WINDOW_TEXTS.closedForChanges(2025)),
    );
    const user = userEvent.setup();
    render(<MyFeedbackPage />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw feedback on CS3001' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }),
    );
    expect(await screen.findByText(SURVEY_WINDOW_TEXTS.closedForChanges(2025))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CS3001 – Compilers' })).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    vi.mocked(ownFeedbackApi.list).mockRejectedValueOnce(apiError(503, 'Down.'));
    const user = userEvent.setup();
    render(<MyFeedbackPage />);
    expect(await screen.findByText(/Could not load your feedback/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'CS3001 – Compilers' })).toBeInTheDocument();
  });
});
